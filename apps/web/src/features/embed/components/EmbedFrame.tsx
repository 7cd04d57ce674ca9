import { Anchor, Box, Stack, Title, VisuallyHidden } from '@mantine/core';
import { isLanguage } from '@marquee/contract';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/use-document-title';
import type { EmbedKind } from '../../../lib/routing/embed';
import { hrefTo } from '../../../lib/routing/routes';
import { postToHost, reportHeight } from '../model/host-messages';
import { useEmbed } from '../model/use-embed';

interface EmbedFrameProps {
  kind: EmbedKind;
  /** The event's (stream's) name; shown when the embed's showTitle is on, always the document's title. */
  title: string | null;
  /** The event or stream on the full site (a new tab), or none (unknown ids). */
  full?: { route: 'event-detail' | 'stream-detail'; id: string } | null;
  children: ReactNode;
}

/**
 * The embed's minimal chrome (issue 22): no header, sidebar, footer or cookie notice — the title (optional),
 * the content, a link to the full page. A transparent embed clears the page's background so the host page
 * shows through; the content's height goes to the host whenever it changes.
 */
export function EmbedFrame({ kind, title, full = null, children }: EmbedFrameProps) {
  const { t } = useTranslation();
  const { language, id, options } = useEmbed();
  const root = useRef<HTMLDivElement | null>(null);
  useDocumentTitle(title);

  useEffect(() => {
    if (!options.transparent) return;
    const targets = [document.documentElement, document.body];
    for (const element of targets) element.style.setProperty('background', 'transparent', 'important');
    return () => {
      for (const element of targets) element.style.removeProperty('background');
    };
  }, [options.transparent]);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    return reportHeight(element, (height) => postToHost({ type: 'marquee:resize', embed: kind, id, height }));
  }, [kind, id]);

  // hr is no interface language of the site (docs/decisions.md "Embeds"): its pages open in English.
  const siteLanguage = isLanguage(language) ? language : 'en';
  return (
    <Box ref={root} component="main" p="md" data-testid="embed" data-embed={kind}>
      <Stack gap="md">
        {title !== null &&
          (options.showTitle ? (
            <Title order={1} size="h2">
              {title}
            </Title>
          ) : (
            <VisuallyHidden>
              <h1>{title}</h1>
            </VisuallyHidden>
          ))}
        {children}
        {full && (
          <Anchor
            href={hrefTo(full.route, siteLanguage, { id: full.id })}
            target="_blank"
            rel="noopener"
            size="sm"
          >
            {t('EMBED.OPEN_FULL')}
          </Anchor>
        )}
      </Stack>
    </Box>
  );
}
