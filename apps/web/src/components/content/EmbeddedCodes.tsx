import { Stack } from '@mantine/core';
import type { EmbeddedCodeView } from '@marquee/contract';
import { useMemo } from 'react';
import classes from './content.module.css';
import { useSanitizer } from './use-sanitizer';

/**
 * The embedded codes of a profile, article or stream (players, maps, posts) in their order, sanitized once
 * more in the browser. Hidden codes are the owner's drafts and never shown on the public page.
 */
export function EmbeddedCodes({
  codes,
  frameTitle,
}: {
  codes: readonly EmbeddedCodeView[];
  frameTitle: string;
}) {
  const sanitizer = useSanitizer();
  const visible = useMemo(
    () =>
      (sanitizer ? codes : [])
        .filter((code) => !code.IsHidden)
        .sort((a, b) => a.OrderNumber - b.OrderNumber)
        .map((code) => ({ id: code.Id, html: sanitizer?.sanitizeEmbed(code.HtmlCode, frameTitle) ?? '' }))
        .filter((code) => code.html.trim().length > 0),
    [sanitizer, codes, frameTitle],
  );
  if (visible.length === 0) return null;
  return (
    <Stack gap="md" data-testid="embedded-codes" data-sanitized="">
      {visible.map((code) => (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify in sanitizeEmbed
        <div key={code.id} className={classes.embed} dangerouslySetInnerHTML={{ __html: code.html }} />
      ))}
    </Stack>
  );
}
