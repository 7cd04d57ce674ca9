import '@mantine/core/styles/Typography.css';
import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeRichText } from './sanitize';

/** Rich text (article text, profile about, stream description) rendered after sanitizing it in the browser. */
export function SafeHtml({ html, 'data-testid': testId }: { html: string; 'data-testid'?: string }) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  return (
    <Typography
      data-testid={testId}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
