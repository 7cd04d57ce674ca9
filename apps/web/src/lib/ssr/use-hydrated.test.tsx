import { act, waitFor } from '@testing-library/react';
import { lazy, type ReactNode, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useBrowserStore, useHydrated } from './use-hydrated';

// A store only the browser has (storage, a cookie): the server renders 'server', the browser knows 'browser'.
let stored = 'browser';
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
function Stored() {
  return (
    <p>
      {useBrowserStore(
        subscribe,
        () => stored,
        () => 'server',
      )}
    </p>
  );
}
let rendered: string[] = [];
function Flag() {
  const value = useHydrated() ? 'hydrated' : 'not yet';
  rendered.push(value);
  return <span>{value}</span>;
}

/** The server's HTML of `server` in a container, hydrated by the browser with `browser`; errors collected. */
async function hydrate(server: ReactNode, browser: ReactNode = server) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(server);
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, browser, { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, errors };
}

afterEach(() => {
  document.body.innerHTML = '';
  stored = 'browser';
  rendered = [];
});

describe('useHydrated and useBrowserStore', () => {
  it("render the server's values while hydrating, then the browser's, without a hydration error", async () => {
    const { container, errors } = await hydrate(
      <>
        <Stored />
        <Flag />
      </>,
    );
    await waitFor(() => expect(container.textContent).toBe('browserhydrated'));
    expect(errors).toEqual([]);
    // The store is still live after the switch.
    await act(async () => {
      stored = 'changed';
      for (const listener of listeners) listener();
    });
    expect(container.textContent).toBe('changedhydrated');
  });

  it('a Suspense boundary React hydrates after the page, even after its code arrived late, matches too', async () => {
    let arrive: (module: { default: typeof Flag }) => void = () => {};
    const LateFlag = lazy(() => new Promise<{ default: typeof Flag }>((resolve) => (arrive = resolve)));
    const page = (flag: ReactNode) => (
      <>
        <Stored />
        <Suspense fallback="loading">
          <Flag />
        </Suspense>
        <Suspense fallback="loading">{flag}</Suspense>
      </>
    );
    const { container, errors } = await hydrate(page(<Flag />), page(<LateFlag />));
    // The rest has switched; the late boundary keeps the server's HTML while its code is on the way.
    await waitFor(() => expect(container.textContent).toBe('browserhydratednot yet'));
    await act(async () => arrive({ default: Flag }));
    await waitFor(() => expect(container.textContent).toBe('browserhydratedhydrated'));
    expect(errors).toEqual([]);
  });

  it('is true from the first render of a component the browser mounted itself', async () => {
    const container = document.createElement('div');
    await act(async () => createRoot(container).render(<Flag />));
    expect(container.textContent).toBe('hydrated');
    expect(rendered).toEqual(['hydrated']);
  });
});
