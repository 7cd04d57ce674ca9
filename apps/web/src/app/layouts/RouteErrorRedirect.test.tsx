import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../providers';
import { RouteErrorRedirect } from './RouteErrorRedirect';

const Home = () => <h1>home</h1>;

function Broken(): never {
  throw new Error('render failed');
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/:lang',
        ErrorBoundary: RouteErrorRedirect,
        children: [
          { index: true, Component: Home },
          { path: 'broken', Component: Broken },
          { path: 'broken-home', Component: Broken },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('RouteErrorRedirect (spec 1 §8: route error → home)', () => {
  it('sends a failing route to the home page of its language', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = renderAt('/sk/broken');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sk/'));
    expect(await screen.findByRole('heading', { name: 'home' })).toBeInTheDocument();
  });

  it('offers a reload instead of looping when home itself fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter(
      [{ path: '/:lang', ErrorBoundary: RouteErrorRedirect, children: [{ index: true, Component: Broken }] }],
      { initialEntries: ['/en/'] },
    );
    render(
      <AppProviders queryClient={createQueryClient()} env="test">
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/');
  });
});
