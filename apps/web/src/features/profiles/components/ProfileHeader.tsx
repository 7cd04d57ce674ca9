import '@mantine/core/styles/Badge.css';
import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { Language, Profile } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { MapPinIcon } from '../../../components/icons';
import { useCity } from '../../discovery';
import { DeferredFollowButton } from './DeferredFollowButton';
import { deferred } from './deferred';
import { ProfileAvatar } from './ProfileAvatar';
import classes from './ProfileHeader.module.css';

// Only the profile's owner sees Edit (never the server's anonymous render): its code loads for them alone.
const EditProfile = deferred(() => import('./EditProfileButton').then((m) => m.EditProfileButton), false);

function countryName(code: string | null | undefined, language: Language): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** "Košice, Košický kraj, Slovakia": the profile's town, region and country, as far as they are known. */
function usePlace(profile: Profile, language: Language): string {
  const city = useCity(profile.CityId);
  const town = city.data?.Name ?? profile.Hometown ?? profile.AddressContact?.City ?? null;
  const region = city.data?.Region || null;
  const country = city.data?.CountryName ?? countryName(profile.Country, language);
  return [town, region !== town ? region : null, country].filter(Boolean).join(', ');
}

/** Picture, type, name, place, follower counts, Follow (anonymous → sign in) and Edit for the owner. */
export function ProfileHeader({ profile, language }: { profile: Profile; language: Language }) {
  const { t } = useTranslation();
  const place = usePlace(profile, language);
  const ownProfile = profile.ClaimId !== null;
  const typeLabel = t(`PROFILE_PAGE.TYPE.${profile.Type}`, { defaultValue: profile.Type });
  const subtypeLabel = profile.Subtype
    ? t(`PROFILE_PAGE.SUBTYPE.${profile.Subtype}`, { defaultValue: profile.Subtype })
    : null;
  // A band's subtype is "Band" too (an artist's "Artist"…): one badge says it.
  const showSubtype =
    subtypeLabel !== null &&
    subtypeLabel.toLocaleLowerCase(language) !== typeLabel.toLocaleLowerCase(language);
  return (
    <div className={classes.header}>
      {/* Explicit size: the server-rendered header holds its place before any stylesheet or script. */}
      <ProfileAvatar src={profile.ProfilePicture} name={profile.ProfileName} size={104} />
      <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs">
          <Badge variant="filled">{typeLabel}</Badge>
          {showSubtype && <Badge variant="default">{subtypeLabel}</Badge>}
          {profile.IsVerified && <Badge color="teal.9">{t('PROFILE_PAGE.VERIFIED')}</Badge>}
        </Group>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {profile.ProfileName}
        </Title>
        {place && (
          <Text c="dimmed" className={classes.place} data-testid="profile-place">
            <MapPinIcon size={16} />
            <span>{place}</span>
          </Text>
        )}
        <Group gap="md">
          {/* Leads to the followers list further down the page. */}
          <Anchor href="#profile-followers" c="dimmed" data-testid="followers-count">
            {t('PROFILE_PAGE.FOLLOWER_COUNT', { count: profile.FollowersCount })}
          </Anchor>
          {profile.FollowingCount > 0 && (
            <Text c="dimmed" data-testid="following-count">
              {t('PROFILE_PAGE.FOLLOWING_COUNT', { count: profile.FollowingCount })}
            </Text>
          )}
        </Group>
        <Group>
          <DeferredFollowButton profile={profile} />
          {ownProfile && <EditProfile profile={profile} language={language} placeholder={() => null} />}
        </Group>
      </Stack>
    </div>
  );
}
