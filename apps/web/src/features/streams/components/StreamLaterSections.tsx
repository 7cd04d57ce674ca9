import { Stack, Text, Title } from '@mantine/core';
import type { StreamDetail } from '@marquee/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml, TagGroups } from '../../../components/content';
import type { useLanguage } from '../../../lib/routing/hooks';
import { ContactList } from '../../profiles';
import { StreamLineup } from './StreamLineup';
import { StreamRecordings } from './StreamRecordings';

const flat = (text: string) =>
  text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The short About is often the first paragraph of the long Text; showing both would say it twice. */
function repeatsAbout(about: string, text: string | null): boolean {
  return text !== null && flat(text).includes(flat(about));
}

/**
 * The stream page below its first screen: about (the short text unless the long one repeats it, and the
 * sanitized long text), lineup, recordings (played in the page's player via onPlay; none while locked),
 * genres and contacts.
 */
export function StreamLaterSections({
  stream: data,
  language,
  onPlay,
}: {
  stream: StreamDetail;
  language: ReturnType<typeof useLanguage>;
  onPlay: ((url: string) => void) | undefined;
}) {
  const { t } = useTranslation();
  const section = (key: string, title: string, body: ReactNode) => (
    <section aria-labelledby={`stream-${key}`}>
      <Title order={2} size="h3" id={`stream-${key}`} mb="xs">
        {title}
      </Title>
      {body}
    </section>
  );
  return (
    <>
      {(data.About || data.Text) &&
        section(
          'about',
          t('STREAM_PAGE.ABOUT'),
          <Stack gap="sm">
            {data.About && !repeatsAbout(data.About, data.Text) && (
              <Text style={{ whiteSpace: 'pre-line' }}>{data.About}</Text>
            )}
            {/* Sanitized on the server too (entry-server.tsx): the description is in the page's HTML. */}
            {data.Text && <SafeHtml html={data.Text} data-testid="stream-text" />}
          </Stack>,
        )}
      {data.Lineup.length > 0 &&
        section(
          'lineup',
          t('STREAM_PAGE.LINEUP'),
          <StreamLineup lineup={data.Lineup} language={language} timeZone={data.TimeZone} />,
        )}
      {data.Vods.length > 0 &&
        section(
          'recordings',
          t('STREAM_PAGE.RECORDINGS'),
          <StreamRecordings vods={data.Vods} language={language} timeZone={data.TimeZone} onPlay={onPlay} />,
        )}
      <TagGroups
        genres={data.Categories}
        language={language}
        genresTitle={t('STREAM_PAGE.GENRES')}
        keywordsTitle=""
      />
      {data.Contacts.length > 0 &&
        section('contacts', t('STREAM_PAGE.CONTACTS'), <ContactList contacts={data.Contacts} />)}
    </>
  );
}
