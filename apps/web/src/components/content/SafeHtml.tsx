import '@mantine/core/styles/Typography.css';
import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import { useSanitizer } from './use-sanitizer';

/**
 * Rich text (article text, profile about, stream description) rendered after sanitizing it in the browser;
 * empty for the moment the sanitizer is still on its way.
 */
export function SafeHtml({ html, 'data-testid': testId }: { html: string; 'data-testid'?: string }) {
  const sanitizer = useSanitizer();
  const clean = useMemo(() => sanitizer?.sanitizeRichText(html) ?? '', [sanitizer, html]);
  return (
    <Typography
      data-testid={testId}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
