// Styles first: Mantine's base layers must precede component and module CSS.
import './app/styles';
import './i18n/setup';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter } from './app/router';
import { firstScreenStyles } from './components/prerender';

const router = createAppRouter();
const queryClient = createQueryClient();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const root = createRoot(container);
// A transition render is time-sliced: React yields to the browser every few milliseconds instead of
// building the whole page in one long task, so input stays responsive while the app boots (TBT). On an
// event page the server's first screen is showing and the app's stylesheets load without holding its paint:
// the app renders once they are in (they are small and usually are before the bundle has run).
void firstScreenStyles().then(() =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  }),
);
