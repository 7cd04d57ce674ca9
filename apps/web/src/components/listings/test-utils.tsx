import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '../../app/providers';

/** Renders `ui` inside the app's providers under /:lang (so links get the language), at /{language}. */
export function renderInRoute(ui: ReactNode, language = 'en') {
  const router = createMemoryRouter(
    [
      { path: '/:lang', element: ui },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [`/${language}`] },
  );
  const queryClient = createQueryClient();
  const result = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}
