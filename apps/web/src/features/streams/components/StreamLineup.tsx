import '@mantine/core/styles/List.css';
import { Anchor, List, Text } from '@mantine/core';
import type { Language, LineupItem } from '@marquee/contract';
import { Link } from 'react-router';
import { formatEventDate } from '../../../lib/dates';
import { hrefTo } from '../../../lib/routing/routes';

/** Who performs; a name links to its profile only when the entry is confirmed (spec 1 §2 Lineup). */
export function StreamLineup({
  lineup,
  language,
  timeZone,
}: {
  lineup: readonly LineupItem[];
  language: Language;
  timeZone: string;
}) {
  return (
    <List listStyleType="none" spacing={6} data-testid="stream-lineup">
      {lineup.map((item) => {
        const profile = item.Confirmed ? item.ProfileRef : null;
        return (
          <List.Item key={item._id}>
            {profile ? (
              <Anchor
                component={Link}
                to={hrefTo('profile-detail', language, { id: profile.Nickname ?? profile.Id })}
              >
                {item.Name}
              </Anchor>
            ) : (
              <Text span>{item.Name}</Text>
            )}
            {item.Begin && !item.HideTime && (
              <Text span c="dimmed" size="sm">
                {' · '}
                <time dateTime={item.Begin}>{formatEventDate(item.Begin, language, timeZone)}</time>
              </Text>
            )}
          </List.Item>
        );
      })}
    </List>
  );
}
