import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEventPlace } from '../../../components/listings';
import { formatDay } from '../../../components/listings/format';
import { formatEventDate } from '../../../lib/dates';
import { useLanguage } from '../../../lib/routing/hooks';
import classes from './SearchOverlay.module.css';
import type { SearchOption } from './search-options';

/** A small picture; hidden when it fails to load (spec 1 §8 "Image load error"). Decorative. */
function Thumb({ src, round }: { src: string | null; round?: boolean }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className={classes.thumb} data-round={round || undefined}>
      {src && !failed && (
        <img src={src} alt="" width={48} height={48} loading="lazy" onError={() => setFailed(true)} />
      )}
    </span>
  );
}

function EventRow({ option }: { option: Extract<SearchOption, { kind: 'event' }> }) {
  const language = useLanguage();
  const event = option.item;
  const place = useEventPlace(event);
  return (
    <>
      <Thumb src={event.ProfilePicture} />
      <span className={classes.text}>
        <Text component="span" fw={600} lineClamp={1}>
          {event.ProfileName}
        </Text>
        {event.LineupNames.length > 0 && (
          <Text component="span" size="sm" lineClamp={1}>
            {event.LineupNames.join(', ')}
          </Text>
        )}
        <Text component="span" size="sm" c="dimmed" lineClamp={1}>
          <time dateTime={event.Begin}>{formatEventDate(event.Begin, language, event.TimeZone)}</time>
        </Text>
        {place && (
          <Text component="span" size="sm" c="dimmed" lineClamp={1}>
            {place}
          </Text>
        )}
      </span>
    </>
  );
}

function ProfileRow({ option }: { option: Extract<SearchOption, { kind: 'profile' }> }) {
  const profile = option.item;
  const where = [profile.Region, profile.Country].filter(Boolean).join(', ');
  return (
    <>
      <Thumb src={profile.ProfilePicture} round />
      <span className={classes.text}>
        <Text component="span" fw={600} lineClamp={1}>
          {profile.ProfileName}
        </Text>
        {where && (
          <Text component="span" size="sm" c="dimmed" lineClamp={1}>
            {where}
          </Text>
        )}
      </span>
    </>
  );
}

function ArticleRow({ option }: { option: Extract<SearchOption, { kind: 'article' }> }) {
  const { i18n } = useTranslation();
  const article = option.item;
  const day = article.PublishedDate ? formatDay(article.PublishedDate, i18n.language) : '';
  return (
    <>
      <Thumb src={article.ProfilePicture} />
      <span className={classes.text}>
        <Text component="span" fw={600} lineClamp={1}>
          {article.Title}
        </Text>
        <Text component="span" size="sm" c="dimmed" lineClamp={1}>
          {[article.Author.ProfileName, day].filter(Boolean).join(' · ')}
        </Text>
      </span>
    </>
  );
}

/** What one option shows (spec 1 §2 search bar): events, profiles and articles each their own way. */
export function SearchResultRow({ option }: { option: SearchOption }) {
  switch (option.kind) {
    case 'event':
      return <EventRow option={option} />;
    case 'profile':
      return <ProfileRow option={option} />;
    case 'article':
      return <ArticleRow option={option} />;
  }
}
