import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders, createQueryClient } from '../providers';
import { RouteProgress } from './RouteProgress';

const Layout = () => (
  <>
    <RouteProgress />
    <Outlet />
  </>
);

describe('RouteProgress', () => {
  it('shows an accessible progress bar while the next route loads, and only then', async () => {
    let release: () => void = () => {};
    const pending = new Promise<null>((resolve) => {
      release = () => resolve(null);
    });
    const router = createMemoryRouter(
      [
        {
          path: '/',
          Component: Layout,
          children: [
            { index: true, element: <h1>first</h1> },
            { path: 'next', loader: () => pending, element: <h1>next</h1> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <AppProviders queryClient={createQueryClient()} env="test">
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(screen.queryByTestId('route-progress')).not.toBeInTheDocument();

    act(() => {
      void router.navigate('/next');
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toHaveAttribute(
      'data-testid',
      'route-progress',
    );

    await act(async () => release());
    expect(await screen.findByRole('heading', { name: 'next' })).toBeInTheDocument();
    expect(screen.queryByTestId('route-progress')).not.toBeInTheDocument();
  });
});
