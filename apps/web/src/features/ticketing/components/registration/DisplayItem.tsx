import { Anchor, Image, Stack, Text } from '@mantine/core';
import type { QuestionnaireItem } from '@marquee/contract';
import { useTranslation } from 'react-i18next';

/** An organizer's picture URL as uploaded (absolute https, or a path on our own origin). */
function pictureUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return /^https:\/\//i.test(value) ? value : null;
}

/**
 * The https address an embed points at (an iframe's src, a link's href), or null. The embedded markup
 * itself is never injected: it is the organizer's HTML inside a payment page (scripts, forms, overlays
 * that imitate the checkout), so the buyer gets a plain link to what it would have shown instead.
 */
export function embeddedLink(code: string | null | undefined): string | null {
  const found = /(?:src|href)\s*=\s*["']?(https:\/\/[^"'\s>]+)/i.exec(code ?? '')?.[1];
  if (!found) return null;
  try {
    const url = new URL(found.replaceAll('&amp;', '&'));
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Items the buyer reads but never answers (spec 2 §5): text, a picture, an embed shown as a link. */
export function DisplayItem({ item }: { item: QuestionnaireItem }) {
  const { t } = useTranslation();
  const title = item.Title ? (
    <Text fw={600} size="sm">
      {item.Title}
    </Text>
  ) : null;
  const text = item.Text ? (
    <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
      {item.Text}
    </Text>
  ) : null;

  if (item.Type === 'Picture') {
    const src = pictureUrl(item.ProfilePicture);
    return (
      <Stack gap={4}>
        {src && <Image src={src} alt={item.Title ?? ''} maw={480} radius="sm" />}
        {text}
      </Stack>
    );
  }
  if (item.Type === 'EmbeddedCode') {
    const href = embeddedLink(item.EmbeddedCode);
    return (
      <Stack gap={4}>
        {title}
        {text}
        {href && (
          <Anchor href={href} target="_blank" rel="noopener noreferrer nofollow" size="sm">
            {t('REGISTRATION.EMBEDDED_LINK')}
          </Anchor>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap={4}>
      {title}
      {text}
    </Stack>
  );
}
