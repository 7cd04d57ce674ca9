import { Stack } from '@mantine/core';
import type { EmbeddedCodeView } from '@marquee/contract';
import { useId, useMemo, useState } from 'react';
import { useHydrated } from '../../lib/ssr/use-hydrated';
import classes from './content.module.css';
import { hasServerHtml, SANITIZED_MARK, takeServerHtml } from './server-html';
import { useSanitizer } from './use-sanitizer';

/**
 * The embedded codes of a profile, article or stream (players, maps, posts) in their order, sanitized in
 * the browser, or on a server-rendered page the server's sanitized HTML while the codes are the ones rendered
 * (as SafeHtml: no second pass, and a player's frame is not rewritten and reloaded after hydration). Hidden
 * codes are the owner's drafts and never shown on the public page.
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
    html: new Map(
      codes.flatMap((code) => {
        const html = takeServerHtml(keyOf(code));
        return html === undefined ? [] : [[code.Id, html] as const];
      }),
    ),
  }));
  // The server's sanitized HTML of each code, while the codes are the ones rendered.
  const fromServer = codes === server.codes ? server.html : null;
  const shown = useMemo(
    () => codes.filter((code) => !code.IsHidden).sort((a, b) => a.OrderNumber - b.OrderNumber),
    [codes],
  );
  // Hydrating a server-rendered page: exactly the server's embeds.
  const hydrating = !useHydrated() && hasServerHtml();
  const sanitizer = useSanitizer(!hydrating && shown.some((code) => !fromServer?.has(code.Id)));
  const visible = useMemo(
    () =>
      shown
        .map((code) => ({
          id: code.Id,
          html:
            fromServer?.get(code.Id) ??
            (hydrating || !sanitizer ? '' : sanitizer.sanitizeEmbed(code.HtmlCode, frameTitle)),
        }))
        .filter((code) => code.html.trim().length > 0),
    [shown, fromServer, hydrating, sanitizer, frameTitle],
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
