import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { ensureCatalogPart, ensureLanguage } from '../../../i18n/setup';
import { ErrorPage } from './ErrorPage';

const Home = () => <h1>home</h1>;

function renderError(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/:lang/error/:code', Component: ErrorPage },
      { path: '/:lang', Component: Home },
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

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('ErrorPage', () => {
  // The router loads the error texts with the page (a catalog part); rendered directly, the test does.
  beforeEach(async () => {
    await ensureCatalogPart('errors');
  });

  it.each([
    ['404', 'Page not found'],
    ['403', 'Access denied'],
    ['503', 'Down for maintenance'],
    ['418', 'Error'],
  ])('shows the title for %s', (code, title) => {
    vi.stubGlobal('fetch', vi.fn());
    renderError(`/en/error/${code}`);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByTestId('error-page')).toHaveAttribute('data-code', code);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en/');
  });

  it('is translated by the URL language', async () => {
    await ensureLanguage('hu');
    vi.stubGlobal('fetch', vi.fn());
    renderError('/hu/error/404');
    expect(screen.getByRole('heading', { level: 1, name: 'Az oldal nem található' })).toBeInTheDocument();
    expect(screen.getByText('A keresett oldal nem létezik, vagy áthelyezték.')).toBeInTheDocument();
  });

  describe('503 polling', () => {
    beforeAll(async () => {
      // The API client loads the error schema on the first failure; load it before timers are faked.
      await import('../../../lib/api/error-schema');
    });
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('pings /api/utility/servertest every 10 s and returns home once it answers', async () => {
      const fetchMock = vi
        .fn()
        .mockResolvedValueOnce(json(503, { Code: 'SERVICE_UNAVAILABLE', Message: 'down' }))
        .mockResolvedValueOnce(json(200, true));
      vi.stubGlobal('fetch', fetchMock);
      const router = renderError('/en/error/503');

      await act(() => vi.advanceTimersByTimeAsync(9999));
      expect(fetchMock).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/utility/servertest');
      expect(router.state.location.pathname).toBe('/en/error/503');

      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(router.state.location.pathname).toBe('/en/');
    });

    it('does not poll for other codes', async () => {
      const fetchMock = vi.fn();
      vi.stubGlobal('fetch', fetchMock);
      renderError('/en/error/500');
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });
});
