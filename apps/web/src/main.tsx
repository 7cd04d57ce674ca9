// Styles first: Mantine's base layers must precede component and module CSS.
import './app/styles';
import './i18n/setup';
import { hydrate } from '@tanstack/react-query';
import { type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter, createDocumentRouter, createRoutes, loadMatchedRoutes } from './app/router';
import { readServerState } from './app/ssr/server-state';
import { captureServerHtml } from './components/content/server-html';
import { EarlyClicksReplay } from './lib/ssr/early-clicks';
import { warmIntl } from './lib/ssr/warm-intl';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const queryClient = createQueryClient();
const serverState = readServerState();

// The tree must be the server's (entry-server.tsx), child for child: React's ids (useId) follow its shape.
function app(router: ReturnType<typeof createAppRouter>): ReactNode {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
        <EarlyClicksReplay />
      </AppProviders>
    </StrictMode>
  );
}

/** Lets the browser run what is waiting (input, paint) before the next step of the start-up. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

if (serverState) {
  // A server-rendered public page (issue 25): the same tree is built over the server's HTML, from the
  // router and query state the server rendered it with, so nothing is fetched twice and nothing repaints.
  // The page's route modules (and their texts) are loaded first: hydration needs the tree complete.
  // Rich text in the HTML (sanitized on the server): the first render shows it as it is.
  captureServerHtml(container);
  const routes = createRoutes();
  // Each step in a task of its own: evaluating the route's modules, filling the query cache and building
  // the router were one ~70 ms task on a throttled phone before React's first slice (Lighthouse TBT).
  void loadMatchedRoutes(routes, serverState.matches, serverState.language).then(async () => {
    await warmIntl(serverState.language, nextTask);
    hydrate(queryClient, serverState.queries);
    await nextTask();
    const router = createAppRouter(() => createDocumentRouter(routes, serverState.router));
    await nextTask();
    // A transition: React yields to the browser while it hydrates, so input stays responsive (TBT).
    startTransition(() => {
      hydrateRoot(container, app(router));
    });
  });
} else {
  // Signed-in, organizer and other client-rendered routes. A transition render is time-sliced: React yields
  // to the browser every few milliseconds instead of building the page in one long task (TBT).
  const router = createAppRouter();
  const root = createRoot(container);
  startTransition(() => root.render(app(router)));
}
