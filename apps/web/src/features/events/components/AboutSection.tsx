import { Button, Text, Title } from '@mantine/core';
import type { EventDetail } from '@marquee/contract';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ABOUT_LIMIT, truncateText } from '../model/section-rules';

// Rich text needs the sanitizer (DOMPurify); most events have plain text, so it loads only when used.
const SafeHtml = lazy(() =>
  import('../../../components/content/SafeHtml').then((m) => ({ default: m.SafeHtml })),
);

/** The visible text of HTML, without running or loading anything (an inert document). */
function textOf(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

/**
 * Spec 1 §2 / §9: the about text cut at 320 characters with "more"; the full text (formatted, when the
 * organizer wrote rich text) once expanded.
 */
export function AboutSection({ event }: { event: Pick<EventDetail, 'About' | 'AboutRichText'> }) {
  const { t } = useTranslation();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const rich = event.AboutRichText?.trim() || null;
  const plain = useMemo(() => (rich ? textOf(rich) : (event.About ?? '')).trim(), [rich, event.About]);
  const short = useMemo(() => truncateText(plain, ABOUT_LIMIT), [plain]);
  if (!plain) return null;
  return (
    <section aria-labelledby="about-title" data-testid="event-about">
      <Title order={2} size="h3" id="about-title" mb="sm">
        {t('EVENT_DETAIL.ABOUT.TITLE')}
      </Title>
      <div id={id} data-testid="about-text">
        {short.truncated && !expanded ? (
          <Text style={{ whiteSpace: 'pre-line' }}>{short.text}</Text>
        ) : rich ? (
          <Suspense fallback={<Text style={{ whiteSpace: 'pre-line' }}>{plain}</Text>}>
            <SafeHtml html={rich} />
          </Suspense>
        ) : (
          <Text style={{ whiteSpace: 'pre-line' }}>{plain}</Text>
        )}
      </div>
      {short.truncated && (
        <Button
          variant="subtle"
          size="compact-sm"
          mt={4}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
          data-testid="about-more"
        >
          {expanded ? t('EVENT_DETAIL.LESS') : t('EVENT_DETAIL.MORE')}
        </Button>
      )}
    </section>
  );
}
