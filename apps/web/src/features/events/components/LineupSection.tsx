import '@mantine/core/styles/Avatar.css';
import { Anchor, Avatar, Button, Stack, Text, Title } from '@mantine/core';
import type { EventDetail, LineupItem } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { FollowButton } from '../../profiles';
import { formatDay, formatTime } from '../model/event-dates';
import { LINEUP_MAX_HEIGHT, lineupByDay, lineupProfileOf } from '../model/section-rules';
import classes from './event-detail.module.css';
import { HeightClamp } from './HeightClamp';

function LineupRow({ item, timeZone }: { item: LineupItem; timeZone: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const profile = lineupProfileOf(item);
  // Several Follow buttons in a row: each is described by its artist's name.
  const nameId = `lineup-name-${item._id}`;
  return (
    <li className={classes.lineupItem} data-testid="lineup-item">
      <Avatar src={item.ProfileRef?.ProfilePicture ?? null} alt="" radius="xl" size={48}>
        {item.Name.slice(0, 1).toUpperCase()}
      </Avatar>
      <div className={classes.lineupName}>
        {profile ? (
          <Anchor
            component={Link}
            to={hrefTo('profile-detail', language, { id: profile.Nickname ?? profile.Id })}
            fw={600}
            id={nameId}
          >
            {item.Name}
          </Anchor>
        ) : (
          <Text fw={600} id={nameId}>
            {item.Name}
          </Text>
        )}
        {item.Begin && !item.HideTime && (
          <Text size="sm" c="dimmed" data-testid="lineup-time">
            <time dateTime={item.Begin}>{formatTime(item.Begin, language, timeZone)}</time>
          </Text>
        )}
      </div>
      {profile ? (
        <FollowButton
          profile={{ ...profile, IsFollowing: item.IsFollowing }}
          size="xs"
          aria-describedby={nameId}
        />
      ) : (
        // Spec 1 §2: Follow is shown but disabled unless the entry is confirmed with a profile type.
        <Button size="xs" disabled aria-describedby={nameId} data-testid="follow-button">
          {t('FOLLOW.FOLLOW')}
        </Button>
      )}
    </li>
  );
}

/**
 * Spec 1 §2 lineup: per day; picture, day, time unless hidden, the name linked to the profile only when
 * confirmed and typed, Follow/Following disabled otherwise. Cut at 320 px with "more".
 */
export function LineupSection({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const days = lineupByDay(event.Lineup);
  const multiple = days.length > 1;
  return (
    <section aria-labelledby="lineup-title" data-testid="lineup">
      <Title order={2} size="h3" id="lineup-title" mb="sm">
        {t('EVENT_DETAIL.LINEUP.TITLE')}
      </Title>
      <HeightClamp maxHeight={LINEUP_MAX_HEIGHT}>
        <Stack gap="md">
          {days.map(({ day, items }) => (
            <div key={day ?? 'all'} data-testid="lineup-day">
              {day && (multiple || event.IsMultiDay) && (
                <Title order={3} size="h5" mb="xs">
                  {formatDay(day, language)}
                </Title>
              )}
              <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                {items.map((item) => (
                  <LineupRow key={item._id} item={item} timeZone={event.TimeZone} />
                ))}
              </Stack>
            </div>
          ))}
        </Stack>
      </HeightClamp>
    </section>
  );
}
