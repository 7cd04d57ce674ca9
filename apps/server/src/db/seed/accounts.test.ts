import { UserInfoSchema } from '@marquee/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../modules/accounts/testing';
import { buildTestApp, type TestApp } from '../../testing/app';
import { seedDemoData } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: async ({ db }) => void (await seedDemoData(db)) });
});
afterAll(async () => {
  await t?.close();
});

describe('demo accounts', () => {
  it('demo@marquee.test signs in with a visitor, a promoter and a venue profile', async () => {
    const token = await signIn(t.app, 'demo@marquee.test', 'demo1234');
    const info = UserInfoSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/account/userinfo',
          headers: { authorization: `Bearer ${token}` },
        })
      ).json(),
    );
    expect(info).toMatchObject({
      Confirmed: true,
      IsTester: false,
      Gdpr: { TermsOfUse: { Approved: true } },
    });
    expect(info.ProfileClaims.map((c) => c.Type)).toEqual([
      'VisitorProfile',
      'PromoterProfile',
      'BuildingProfile',
    ]);
    expect(info.Profile).toMatchObject({ Type: 'VisitorProfile', IsBlogger: true });
  });

  it('tester@marquee.test is flagged as the tester account', async () => {
    const token = await signIn(t.app, 'tester@marquee.test', 'tester1234');
    const info = (
      await t.app.inject({
        method: 'GET',
        url: '/api/account/userinfo',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    expect(info).toMatchObject({ IsTester: true, Confirmed: true });
  });
});
