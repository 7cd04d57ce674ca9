import '@mantine/core/styles/Typography.css';
import { Typography } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { useHydrated } from '../../lib/ssr/use-hydrated';
import { hasServerHtml, SANITIZED_MARK, takeServerHtml } from './server-html';
import { useSanitizer } from './use-sanitizer';

/**
 * Rich text (article text, profile about, stream description), sanitized: on the server with a server-side
 * DOM (entry-server.tsx), in the browser once more. Until the sanitizer has arrived it shows the server's
 * sanitized HTML of a server-rendered page (server-html.ts), or nothing on a client-rendered one.
 */
export function SafeHtml({ html, 'data-testid': testId }: { html: string; 'data-testid'?: string }) {
  const id = useId();
  const [server] = useState(() => ({ html, clean: takeServerHtml(id) }));
  const sanitizer = useSanitizer();
  // Hydrating a server-rendered page: exactly the server's HTML, even if the sanitizer is already here (the
  // server's DOM and the browser's may serialize alike text differently).
  const hydrating = !useHydrated() && hasServerHtml();
  const clean = useMemo(() => {
    if (hydrating) return server.clean ?? '';
    if (sanitizer) return sanitizer.sanitizeRichText(html);
    return html === server.html ? (server.clean ?? '') : '';
  }, [hydrating, sanitizer, html, server]);
  return (
    <Typography
      data-testid={testId}
      {...{ [SANITIZED_MARK]: id }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify (here, or on the server)
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
