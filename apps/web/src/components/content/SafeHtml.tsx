import '@mantine/core/styles/Typography.css';
import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import { useSanitizer } from './use-sanitizer';

/**
 * Rich text (article text, profile about, stream description), sanitized: on the server with a server-side
 * DOM, in the browser once more (a server-rendered page loads the sanitizer before it hydrates); empty for the
 * moment the sanitizer is still on its way on a client-rendered page.
 */
export function SafeHtml({ html, 'data-testid': testId }: { html: string; 'data-testid'?: string }) {
  const sanitizer = useSanitizer();
  const clean = useMemo(() => sanitizer?.sanitizeRichText(html) ?? '', [sanitizer, html]);
  return (
    <Typography
      data-testid={testId}
      data-sanitized=""
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
