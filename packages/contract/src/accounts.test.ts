import { describe, expect, it } from 'vitest';
import {
  consentApproved,
  EmailSchema,
  EnabledQuerySchema,
  isValidEmail,
  LoginBodySchema,
  RegisterBodySchema,
  UserInfoSchema,
} from './accounts';

describe('e-mail rule (spec 1 §5)', () => {
  it.each(['jana@mail.sk', 'j.novak+tickets@firma.co.uk', 'x@sub.domain.рф', 'A@B.CZ'])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
      expect(EmailSchema.safeParse(email).success).toBe(true);
    },
  );

  it.each([
    '',
    'jana',
    'jana@',
    '@mail.sk',
    'jana@mail',
    'jana@mail.s',
    'jana@mail.s1',
    'ja na@mail.sk',
    'a@@mail.sk',
    'a@mail..sk',
    'a@.sk',
  ])('rejects %j', (email) => {
    expect(EmailSchema.safeParse(email).success).toBe(false);
  });

  it('trims, and reports an empty value as required rather than invalid', () => {
    expect(EmailSchema.parse('  jana@mail.sk ')).toBe('jana@mail.sk');
    const issues = EmailSchema.safeParse('').error?.issues ?? [];
    expect(issues.map((i) => i.code)).toEqual(['too_small']);
    expect(EmailSchema.safeParse(`${'x'.repeat(250)}@mail.sk`).success).toBe(false);
  });
});

describe('register and login bodies', () => {
  const gdpr = { TermsOfUse: { Approved: true }, PrivacyPolicy: true };

  it('needs a password of at least 6 characters on sign-up, any on login', () => {
    const body = (Password: string) => ({ LoginData: { Email: 'a@mail.sk', Password, Gdpr: gdpr } });
    expect(RegisterBodySchema.safeParse(body('12345')).success).toBe(false);
    expect(RegisterBodySchema.safeParse(body('123456')).success).toBe(true);
    expect(LoginBodySchema.safeParse({ Email: 'a@mail.sk', Password: '1' }).success).toBe(true);
    expect(LoginBodySchema.safeParse({ Email: 'a@mail.sk', Password: '' }).success).toBe(false);
  });

  it('accepts consent as a boolean or {Approved}', () => {
    expect(consentApproved(true)).toBe(true);
    expect(consentApproved({ Approved: false })).toBe(false);
    expect(consentApproved(undefined)).toBe(false);
  });

  it('validates the visitor profile name (at least 2 characters)', () => {
    const body = (ProfileName: string) => ({
      LoginData: { Email: 'a@mail.sk', Password: '123456', Gdpr: gdpr },
      VisitorProfile: { ProfileName },
    });
    expect(RegisterBodySchema.safeParse(body('J')).success).toBe(false);
    expect(RegisterBodySchema.safeParse(body('Jo')).success).toBe(true);
  });

  it('reads ?enabled as true/false/1/0 only', () => {
    expect(EnabledQuerySchema.parse({ enabled: 'true' }).enabled).toBe(true);
    expect(EnabledQuerySchema.parse({ enabled: '0' }).enabled).toBe(false);
    expect(EnabledQuerySchema.safeParse({ enabled: 'yes' }).success).toBe(false);
  });
});

describe('UserInfo', () => {
  it('matches the spec fields', () => {
    const keys = Object.keys(UserInfoSchema.shape);
    for (const field of [
      'Id',
      'Email',
      'Confirmed',
      'DefaultProfileClaimId',
      'FB_id',
      'G_id',
      'Gdpr',
      'ProfileClaims',
      'Profile',
      'Language',
    ]) {
      expect(keys).toContain(field);
    }
  });
});
