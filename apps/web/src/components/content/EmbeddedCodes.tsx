import { Stack } from '@mantine/core';
import type { EmbeddedCodeView } from '@marquee/contract';
import { useId, useMemo, useState } from 'react';
import { useHydrated } from '../../lib/ssr/use-hydrated';
import classes from './content.module.css';
import { hasServerHtml, SANITIZED_MARK, takeServerHtml } from './server-html';
import { useSanitizer } from './use-sanitizer';

/**
 * The embedded codes of a profile, article or stream (players, maps, posts) in their order, sanitized once
 * more in the browser (until the sanitizer has arrived: the server's sanitized HTML of a server-rendered
 * page, server-html.ts). Hidden codes are the owner's drafts and never shown on the public page.
 */
export function EmbeddedCodes({
  codes,
  frameTitle,
}: {
  codes: readonly EmbeddedCodeView[];
  frameTitle: string;
}) {
  const id = useId();
  const keyOf = (code: EmbeddedCodeView) => `${id}-${code.Id}`;
  const [server] = useState(() => ({
    codes,
    html: new Map(codes.map((code) => [code.Id, takeServerHtml(keyOf(code))])),
  }));
  const sanitizer = useSanitizer();
  // Hydrating a server-rendered page: exactly the server's embeds, even if the sanitizer is already here.
  const hydrating = !useHydrated() && hasServerHtml();
  const visible = useMemo(
    () =>
      codes
        .filter((code) => !code.IsHidden)
        .sort((a, b) => a.OrderNumber - b.OrderNumber)
        .map((code) => ({
          id: code.Id,
          html: hydrating
            ? (server.html.get(code.Id) ?? '')
            : sanitizer
              ? sanitizer.sanitizeEmbed(code.HtmlCode, frameTitle)
              : codes === server.codes
                ? (server.html.get(code.Id) ?? '')
                : '',
        }))
        .filter((code) => code.html.trim().length > 0),
    [hydrating, sanitizer, codes, frameTitle, server],
  );
  if (visible.length === 0) return null;
  return (
    <Stack gap="md" data-testid="embedded-codes">
      {visible.map((code) => (
        <div
          key={code.id}
          className={classes.embed}
          {...{ [SANITIZED_MARK]: `${id}-${code.id}` }}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify (here, or on the server)
          dangerouslySetInnerHTML={{ __html: code.html }}
        />
      ))}
    </Stack>
  );
}
