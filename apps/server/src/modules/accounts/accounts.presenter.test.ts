import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema/accounts';
import { presentUserInfo } from './accounts.presenter';
import type { ClaimWithProfile } from './accounts.repository';

const user = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'jana@mail.sk',
  passwordHash: 'x',
  confirmed: true,
  confirmedAt: new Date('2026-01-01T00:00:00Z'),
  emailGenerated: false,
  language: 'sk',
  defaultProfileClaimId: null,
  termsAcceptedAt: new Date('2026-02-01T00:00:00Z'),
  privacyAcceptedAt: new Date('2026-02-01T00:00:00Z'),
  newsletterEnabled: true,
  newsletterChangedAt: null,
  featuresNewsletterEnabled: false,
  featuresNewsletterChangedAt: null,
  tokenVersion: 0,
  isTester: false,
  deletedAt: null,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-01T00:00:00Z'),
} satisfies UserRow;

const claim = (id: string, type: ClaimWithProfile['type'], name: string): ClaimWithProfile => ({
  id,
  profileId: id.replace('c', 'p'),
  role: 'Owner',
  licenceId: null,
  type,
  name,
  nickname: null,
  picture: null,
  isBlogger: false,
});

describe('presentUserInfo', () => {
  it('asks for consent again when it predates TERMS_VERSION_DATE', () => {
    const current = presentUserInfo(user, [], [], { termsVersionDate: new Date('2026-01-15T00:00:00Z') });
    expect(current.Gdpr.TermsOfUse.Approved).toBe(true);
    const outdated = presentUserInfo(user, [], [], { termsVersionDate: new Date('2026-03-01T00:00:00Z') });
    expect(outdated.Gdpr).toMatchObject({
      TermsOfUse: { Approved: false },
      PrivacyPolicy: { Approved: false },
    });
    expect(outdated.Gdpr.NewsletterEnabled.Approved).toBe(true);
  });

  it('falls back to the first claim when the default is unset, and drops type-less claims', () => {
    const claims = [
      claim('c0000000-0000-4000-8000-000000000001', 'VisitorProfile', 'Jana'),
      claim('c0000000-0000-4000-8000-000000000002', 'PromoterProfile', 'Jana Promo'),
      { ...claim('c0000000-0000-4000-8000-000000000003', null, 'Licence'), profileId: null },
    ];
    const info = presentUserInfo(user, claims, [], { termsVersionDate: null });
    expect(info.ProfileClaims).toHaveLength(2);
    expect(info.DefaultProfileClaimId).toBe(claims[0]?.id);
    expect(info.Profile).toMatchObject({ ProfileName: 'Jana', IsOrganizer: false });
    const switched = presentUserInfo({ ...user, defaultProfileClaimId: claims[1]?.id ?? null }, claims, [], {
      termsVersionDate: null,
    });
    expect(switched.Profile).toMatchObject({ ProfileName: 'Jana Promo', IsOrganizer: true });
  });
});
