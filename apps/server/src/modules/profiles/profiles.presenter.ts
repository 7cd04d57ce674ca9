import {
  type Contact as ContactView,
  type EmbeddedCodeView,
  isOrganizerProfile,
  isVerifiedProfile,
  LANGUAGES,
  type Language,
  type Profile,
  type ProfileCategory,
  type ProfileRef,
} from '@marquee/contract';
import type { GenreRow } from '../../db/schema/categories';
import type { Contact, EmbeddedCode } from '../../db/schema/documents';
import type { ProfileRow } from '../../db/schema/profiles';
import { sortEmbeds, withContactIds, withEmbedIds } from './profile-content';

/** What the caller may see of a profile and how it relates to it. */
export interface ProfileViewContext {
  /** The caller's claim on the profile: managers see private contacts, hidden embeds, personal data. */
  claimId: string | null;
  isFollowing: boolean;
  isBlogger: boolean;
  categories: GenreRow[];
  language: Language;
}

/** Spec 1 §6: IsBlogger from the configured list of profile ids (BLOGGER_PROFILE_IDS) or the column. */
export function isBloggerProfile(row: Pick<ProfileRow, 'id' | 'isBlogger'>, bloggerIds: readonly string[]) {
  return row.isBlogger || bloggerIds.includes(row.id.toLowerCase());
}

export function presentCategory(row: GenreRow, language: Language): ProfileCategory {
  const i18n = row.nameI18n as Partial<Record<Language, string>>;
  const english = i18n.en || row.name;
  const names = Object.fromEntries(LANGUAGES.map((lang) => [lang, i18n[lang] || english]));
  return {
    Id: row.id,
    Name: names[language] ?? english,
    NameI18n: names as ProfileCategory['NameI18n'],
    Slug: row.slug,
    ParentCategory: row.parentId,
  };
}

export function presentContact(contact: Contact & { Id: string }): ContactView {
  return contact as ContactView;
}

/** Contacts with ids; private ones only when `includePrivate`. */
export function presentContacts(row: ProfileRow, includePrivate: boolean): ContactView[] {
  return withContactIds(row.id, row.contacts)
    .filter((contact) => includePrivate || !contact.Private)
    .map(presentContact);
}

export function presentEmbed(code: EmbeddedCode & { Id: string }): EmbeddedCodeView {
  return { Id: code.Id, HtmlCode: code.HtmlCode, IsHidden: code.IsHidden, OrderNumber: code.OrderNumber };
}

/** Embedded codes in display order; hidden ones only when `includeHidden`. */
export function presentEmbeds(row: ProfileRow, includeHidden: boolean): EmbeddedCodeView[] {
  return sortEmbeds(withEmbedIds(row.id, row.embeddedCodes))
    .filter((code) => includeHidden || !code.IsHidden)
    .map(presentEmbed);
}

export function presentProfileRef(
  row: Pick<ProfileRow, 'id' | 'type' | 'profileName' | 'profilePicture' | 'nickname' | 'role'>,
): ProfileRef {
  return {
    Id: row.id,
    Type: row.type,
    ProfileName: row.profileName,
    ProfilePicture: row.profilePicture,
    Nickname: row.nickname,
    IsVerified: isVerifiedProfile({ Type: row.type, Role: row.role }),
  };
}

export function presentProfile(row: ProfileRow, context: ProfileViewContext): Profile {
  const manager = context.claimId !== null;
  // A visitor's whereabouts and personal data are for the visitor only; organizers' are public.
  const personal = manager || row.type !== 'VisitorProfile';
  const settings = row.extraSettings.CustomFrontendSettings ?? {};
  return {
    Id: row.id,
    ProfileName: row.profileName,
    Type: row.type,
    Subtype: row.subtype,
    Nickname: row.nickname,
    ClaimId: context.claimId,
    Role: row.role,
    IsVerified: isVerifiedProfile({ Type: row.type, Role: row.role }),
    IsOrganizer: isOrganizerProfile(row.type),
    IsBlogger: context.isBlogger,
    IsFollowing: context.isFollowing,
    FollowersCount: row.followersCount,
    FollowingCount: row.followingCount,
    PromoterSince: row.promoterSince?.toISOString() ?? null,
    Country: row.country,
    CityId: row.cityId,
    Hometown: row.hometown,
    LonLat: personal && row.lon !== null && row.lat !== null ? { Lon: row.lon, Lat: row.lat } : null,
    AddressContact: personal ? row.address : null,
    Birthday: manager ? row.birthday : null,
    Gender: manager ? row.gender : null,
    About: row.about,
    AboutRichText: row.aboutRichText,
    ProfilePicture: row.profilePicture,
    Contacts: presentContacts(row, manager),
    Categories: context.categories.map((genre) => presentCategory(genre, context.language)),
    EmbeddedCodes: presentEmbeds(row, manager),
    AllowVisitorPosts: row.allowVisitorPosts,
    // Responsible persons arrive with the organizer issue.
    HasResponsible: false,
    ExternalProviders: [],
    ExtraSettings: {
      CustomFrontendSettings: {
        BatchCouponsEnabled: settings.BatchCouponsEnabled ?? false,
        SeasonTicketEventEnabled: settings.SeasonTicketEventEnabled ?? false,
      },
    },
  };
}
