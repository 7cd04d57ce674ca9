import { MantineProvider } from '@mantine/core';
import { act, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SafeHtml } from './SafeHtml';
import * as sanitize from './sanitize';
import { captureServerHtml } from './server-html';
import { provideSanitizer } from './use-sanitizer';

vi.mock('./sanitize', async (importOriginal) => {
  const original = await importOriginal<typeof import('./sanitize')>();
  return { ...original, sanitizeRichText: vi.fn(original.sanitizeRichText) };
});

const page = (html: string) => (
  <MantineProvider>
    <SafeHtml html={html} />
  </MantineProvider>
);

describe('SafeHtml on a server-rendered page', () => {
  it("keeps the server's sanitized HTML after hydration, and sanitizes only new text", async () => {
    const sanitizeRichText = vi.mocked(sanitize.sanitizeRichText);
    // The server's render (entry-server.tsx gives it the sanitizer).
    provideSanitizer(sanitize);
    const text = '<p>Hello <b>world</b><script>alert(1)</script></p>';
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(text));
    document.body.append(container);
    const element = () => container.querySelector('[data-sanitized]');
    expect(element()?.innerHTML).toBe('<p>Hello <b>world</b></p>');
    const serverHtml = container.innerHTML;
    sanitizeRichText.mockClear();

    // The browser: the server's HTML is captured before hydration (main.tsx).
    captureServerHtml(container);
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page(text), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(serverHtml);
    // Same rules, same server: no second pass (it was a long task after hydration).
    expect(sanitizeRichText).not.toHaveBeenCalled();

    // New text (a refetch that changed it) is sanitized in the browser.
    await act(async () => root?.render(page('<p>New <img src=x onerror="alert(1)"></p>')));
    await waitFor(() => expect(element()?.textContent).toBe('New '));
    expect(sanitizeRichText).toHaveBeenCalledTimes(1);
    expect(element()?.innerHTML).toBe('<p>New <img src="x"></p>');
  });
});
