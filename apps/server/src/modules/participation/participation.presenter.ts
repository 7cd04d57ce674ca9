import type {
  ExternalProvider,
  LikedEvent,
  LikedProfile,
  ParticipationBlock,
  ParticipationItem,
  ProfileRole,
} from '@marquee/contract';
import type { ProfileExternalProviderRow } from '../../db/schema/participation';
import type { ProfileRow } from '../../db/schema/profiles';
import { presentProfileRef } from '../profiles/profiles.presenter';
import type { LikedEventRow, LikedProfileRow, ListingRow } from './participation.repository';

const iso = (value: Date | string) => new Date(value).toISOString();

export function presentListing(row: ListingRow): ParticipationItem {
  return {
    EventId: row.event_id,
    EventName: row.event_name,
    Nickname: row.nickname,
    Begin: iso(row.begin_at),
    End: iso(row.end_at),
    TimeZone: row.time_zone,
    Status: row.status,
    Role: row.role,
    State: row.state,
    Organizer: presentProfileRef({
      id: row.organizer_id,
      type: row.organizer_type,
      profileName: row.organizer_name,
      profilePicture: row.organizer_picture,
      nickname: row.organizer_nickname,
      role: row.organizer_role as ProfileRole,
    }),
    OrganizerBlocked: row.organizer_blocked,
  };
}

export function presentBlock(row: { createdAt: Date; organizer: ProfileRow }): ParticipationBlock {
  return { Organizer: presentProfileRef(row.organizer), CreatedAt: row.createdAt.toISOString() };
}

export function presentExternalProvider(
  row: ProfileExternalProviderRow,
  oidc: { key: string; name: string } | null,
): ExternalProvider {
  return {
    Provider: row.provider,
    Name: oidc && row.provider === oidc.key ? oidc.name : row.provider,
    Url: row.url,
  };
}

export function presentLikedProfile(row: LikedProfileRow): LikedProfile {
  return {
    ...presentProfileRef({
      id: row.id,
      type: row.type,
      profileName: row.profile_name,
      profilePicture: row.profile_picture,
      nickname: row.nickname,
      role: row.role as ProfileRole,
    }),
    IsFollowing: row.is_following,
  };
}

export function presentLikedEvent(row: LikedEventRow): LikedEvent {
  return {
    Id: row.id,
    Nickname: row.nickname,
    ProfileName: row.name,
    Begin: iso(row.begin_at),
    TimeZone: row.time_zone,
    IsGoing: row.is_going,
  };
}
