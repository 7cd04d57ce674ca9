import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Text } from '@mantine/core';
import { type Profile, SHELL } from '@marquee/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useToasts } from '../../../components/toasts/ToastProvider';
import { useCity } from '../../discovery';
import { profileQuery } from '../api/get-profile';
import { FollowButton } from './FollowButton';
import { REQUEST_IN_CITY, REQUEST_IN_VENUE } from './show-request';

/** Only well-formed values reach the API; anything else is ignored like a missing query. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KEY = /^[a-z0-9][a-z0-9._-]{0,99}$/i;

/** The venue (id or nickname) and city (id) a show request names; anything malformed is null. */
export function requestedPlace(venue: string | null, city: string | null) {
  const venueKey = venue?.trim() ?? '';
  const cityId = city?.trim() ?? '';
  return { venue: KEY.test(venueKey) ? venueKey : null, city: UUID.test(cityId) ? cityId : null };
}

/**
 * A show request attached to the profile URL (spec 1 §2 profile-detail `?request-in-venue&request-in-city`):
 * a fan's link asking the artist to play in a venue (profile id or nickname) or a city (city id). The panel
 * names the place and offers what moves the request forward: following the artist and sharing the link.
 */
export function ProfileRequestPanel({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [params] = useSearchParams();
  const requested = requestedPlace(params.get(REQUEST_IN_VENUE), params.get(REQUEST_IN_CITY));
  const venue = useVenue(requested.venue);
  const city = useCity(requested.city);
  const place = [venue.data?.ProfileName, city.data?.Name].filter(Boolean).join(', ');
  if (!place) return null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toasts.show(t('PROFILE_PAGE.REQUEST.COPIED'), { durationMs: SHELL.copyToastMs });
    } catch {
      toasts.show(t('DEFAULT_ERROR.MESSAGE'), { color: 'red' });
    }
  };
  return (
    <Alert
      variant="light"
      title={t('PROFILE_PAGE.REQUEST.TITLE', { name: profile.ProfileName, place })}
      data-testid="profile-request"
    >
      <Text size="sm" mb="sm">
        {t('PROFILE_PAGE.REQUEST.TEXT', { name: profile.ProfileName, place })}
      </Text>
      <Group gap="sm">
        <FollowButton profile={profile} size="xs" />
        <Button size="xs" variant="default" onClick={() => void copy()}>
          {t('PROFILE_PAGE.REQUEST.COPY_LINK')}
        </Button>
      </Group>
    </Alert>
  );
}

/** The requested venue: only a venue or festival profile counts. */
function useVenue(key: string | null) {
  const venue = useQuery({ ...profileQuery(key ?? ''), enabled: key !== null });
  const isVenue =
    venue.data && (venue.data.Type === 'BuildingProfile' || venue.data.Type === 'FestivalProfile');
  return { data: key && isVenue ? venue.data : undefined };
}
