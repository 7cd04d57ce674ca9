import {
  type AccessToken,
  isLanguage,
  type ProfileClaim,
  type UserInfo,
  type UserProfileSummary,
} from '@marquee/contract';
import type { SocialIdentityRow, UserRow } from '../../db/schema/accounts';
import type { ClaimWithProfile } from './accounts.repository';
import type { IssuedToken } from './tokens';

export interface UserInfoContext {
  /** Consent given before this instant no longer counts (TERMS_VERSION_DATE). */
  termsVersionDate: Date | null;
}

function consentCurrent(acceptedAt: Date | null, since: Date | null): boolean {
  return acceptedAt !== null && (since === null || acceptedAt.getTime() >= since.getTime());
}

export function presentToken(issued: IssuedToken): AccessToken {
  return { Access_token: issued.token, Expires: issued.expires.toISOString() };
}

function presentClaim(claim: ClaimWithProfile & { profileId: string; type: string }): ProfileClaim {
  return {
    Id: claim.id,
    EntityId: claim.profileId,
    EntityType: 'Profile',
    Name: claim.name ?? '',
    Role: claim.role,
    ProfilePictureUrl: claim.picture,
    Type: claim.type,
    LicenceId: claim.licenceId,
  };
}

function presentProfileSummary(
  claim: ClaimWithProfile & { profileId: string; type: string },
): UserProfileSummary {
  return {
    Id: claim.profileId,
    ClaimId: claim.id,
    ProfileName: claim.name ?? '',
    Type: claim.type,
    Nickname: claim.nickname,
    ProfilePicture: claim.picture,
    IsOrganizer: claim.type !== 'VisitorProfile',
    IsBlogger: claim.isBlogger,
  };
}

/**
 * Spec 1 §3 User. `claims` must already be the honoured ones (listValidClaims). When the stored default
 * claim is gone or ignored, the first claim stands in, matching what plugins/auth activeProfile() acts as.
 * FB_id/G_id: a provider named "google" fills G_id; any other social identity fills FB_id.
 */
export function presentUserInfo(
  user: UserRow,
  claims: ClaimWithProfile[],
  identities: SocialIdentityRow[],
  context: UserInfoContext,
): UserInfo {
  const typed = claims.filter(
    (c): c is ClaimWithProfile & { profileId: string; type: NonNullable<ClaimWithProfile['type']> } =>
      c.profileId !== null && c.type !== null,
  );
  const defaultClaim = typed.find((c) => c.id === user.defaultProfileClaimId) ?? typed[0] ?? null;
  const google = identities.find((i) => i.provider.toLowerCase() === 'google');
  const other = identities.find((i) => i.provider.toLowerCase() !== 'google');
  return {
    Id: user.id,
    Email: user.email,
    Confirmed: user.confirmed,
    DefaultProfileClaimId: defaultClaim?.id ?? null,
    FB_id: other?.subject ?? null,
    G_id: google?.subject ?? null,
    EmailGenerated: user.emailGenerated,
    HasPassword: user.passwordHash !== null,
    IsTester: user.isTester,
    Gdpr: {
      TermsOfUse: { Approved: consentCurrent(user.termsAcceptedAt, context.termsVersionDate) },
      PrivacyPolicy: { Approved: consentCurrent(user.privacyAcceptedAt, context.termsVersionDate) },
      NewsletterEnabled: { Approved: user.newsletterEnabled },
      MarqueeFeaturesNewsletter: { Approved: user.featuresNewsletterEnabled },
    },
    ProfileClaims: typed.map(presentClaim),
    Profile: defaultClaim ? presentProfileSummary(defaultClaim) : null,
    Language: isLanguage(user.language) ? user.language : 'en',
  };
}
