import { Stack, Text } from '@mantine/core';
import type { Profile } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { EventCard, ListingGrid } from '../../../components/listings';
import { useLineupEvents } from '../api/get-lineup-events';
import { ProfileSection } from './ProfileSection';

/** How many performers the section shows (the endpoint's default is 5; a row of cards reads better). */
const PERFORMERS = 6;
const PLACE_TYPES = new Set(['BuildingProfile', 'FestivalProfile', 'PromoterProfile']);

/**
 * "Performers coming up" (GET /event/uniqueLineUpMemberEvents): the next appearance of each lineup member
 * in the profile's genres — for a venue, festival or organizer in its own city too. The profile itself is
 * left out; the section hides when there is nothing to show.
 */
export function ProfileLineupSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const categories = profile.Categories.map((genre) => genre.Id);
  const cityId = PLACE_TYPES.has(profile.Type) ? profile.CityId : null;
  const enabled = profile.Type !== 'VisitorProfile' && (categories.length > 0 || cityId !== null);
  const events = useLineupEvents({ categories, cityId, numberOfEvents: PERFORMERS + 1 }, enabled);
  const items = (events.data ?? [])
    .filter((event) => event.LineupMember.Id !== profile.Id)
    .slice(0, PERFORMERS);
  if (!enabled || items.length === 0) return null;
  return (
    <ProfileSection id="profile-lineup" title={t('PROFILE_PAGE.LINEUP_TITLE')}>
      <ListingGrid
        items={items}
        getKey={(event) => `${event.Id}:${event.LineupMember.Id}`}
        renderItem={(event) => (
          <Stack gap={4} h="100%">
            <Text size="sm" fw={600} data-testid="lineup-member">
              {event.LineupMember.ProfileName}
            </Text>
            <EventCard event={event} />
          </Stack>
        )}
        emptyText=""
        aria-labelledby="profile-lineup"
      />
    </ProfileSection>
  );
}
