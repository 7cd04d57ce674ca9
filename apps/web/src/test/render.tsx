import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '../app/providers';
import { createAppRouter } from '../app/router';

/**
 * Renders the real route tree (loaders, lazy pages, shell) at `path` with a memory history, exactly as
 * the browser app is wired, so redirect and shell tests exercise production code.
 */
export function renderApp(path: string) {
  const router = createAppRouter((routes) => createMemoryRouter(routes, { initialEntries: [path] }));
  const queryClient = createQueryClient();
  const result = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}

/** A fetch stub answering JSON by URL prefix; unknown URLs answer 404 like the API does. */
export function stubFetch(routes: Record<string, { status?: number; body?: unknown }> = {}) {
  return async (input: RequestInfo | URL): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const match = Object.entries(routes).find(([prefix]) => url.startsWith(prefix));
    const { status = 404, body = { Code: 'NOT_FOUND', Message: `No route ${url}` } } = match?.[1] ?? {};
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
}
