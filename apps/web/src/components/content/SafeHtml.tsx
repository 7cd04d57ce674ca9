import '@mantine/core/styles/Typography.css';
import { Typography } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { useHydrated } from '../../lib/ssr/use-hydrated';
import { hasServerHtml, SANITIZED_MARK, takeServerHtml } from './server-html';
import { useSanitizer } from './use-sanitizer';

/**
 * Rich text (article text, profile about, stream description), sanitized: on the server with a server-side
 * DOM (entry-server.tsx), in the browser by DOMPurify. A server-rendered page's element keeps the server's
 * sanitized HTML (server-html.ts) while its text is the one rendered: same rules, same server, and running
 * them again cost a long task after hydration (and rewrote the element when the browser's serialization
 * differed). New text (a client-rendered page, a refetch that changed it) waits for the sanitizer.
 */
export function SafeHtml({ html, 'data-testid': testId }: { html: string; 'data-testid'?: string }) {
  const id = useId();
  const [server] = useState(() => ({ html, clean: takeServerHtml(id) }));
  const fromServer = html === server.html ? server.clean : undefined;
  // Hydrating a server-rendered page: exactly the server's HTML (nothing, if it had none for this element).
  const hydrating = !useHydrated() && hasServerHtml();
  const sanitizer = useSanitizer(!hydrating && fromServer === undefined);
  const clean = useMemo(() => {
    if (fromServer !== undefined) return fromServer;
    if (hydrating || !sanitizer) return '';
    return sanitizer.sanitizeRichText(html);
  }, [fromServer, hydrating, sanitizer, html]);
  return (
    <Typography
      data-testid={testId}
      {...{ [SANITIZED_MARK]: id }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify (here, or on the server)
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
