import { UserInfoSchema } from '@marquee/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileClaims, users } from '../../db/schema/accounts';
import { events } from '../../db/schema/events';
import { profiles } from '../../db/schema/profiles';
import { buildTestApp, type TestApp } from '../../testing/app';
import { bearer, buildClaimedProfile, signIn, signUp } from './testing';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
) => t.app.inject({ method, url, payload: payload as object, headers: token ? bearer(token) : {} });

describe('account settings', () => {
  it('gdpr records consent changes (true/false or {Approved}) and needs a user', async () => {
    const { AccessToken } = await signUp(t.app);
    const token = AccessToken.Access_token;
    expect(
      (await call('POST', '/api/account/accountsettings/gdpr', undefined, { TermsOfUse: true })).statusCode,
    ).toBe(401);
    const withdrawn = await call('POST', '/api/account/accountsettings/gdpr', token, {
      TermsOfUse: false,
      NewsletterEnabled: { Approved: true },
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(UserInfoSchema.parse(withdrawn.json()).Gdpr).toMatchObject({
      TermsOfUse: { Approved: false },
      PrivacyPolicy: { Approved: true },
      NewsletterEnabled: { Approved: true },
    });
    const back = await call('POST', '/api/account/accountsettings/gdpr', token, {
      TermsOfUse: { Approved: true },
    });
    expect(back.json()).toMatchObject({ Gdpr: { TermsOfUse: { Approved: true } } });
    const bad = await call('POST', '/api/account/accountsettings/gdpr', token, { TermsOfUse: 'yes' });
    expect(bad.statusCode).toBe(400);
  });

  it('toggles both newsletters with ?enabled and rejects other values', async () => {
    const { AccessToken } = await signUp(t.app);
    const token = AccessToken.Access_token;
    const on = await call('PATCH', '/api/account/accountsettings/newsletter?enabled=true', token);
    expect(on.json()).toMatchObject({ Gdpr: { NewsletterEnabled: { Approved: true } } });
    const off = await call('PATCH', '/api/account/accountsettings/newsletter?enabled=false', token);
    expect(off.json()).toMatchObject({ Gdpr: { NewsletterEnabled: { Approved: false } } });
    const features = await call(
      'PATCH',
      '/api/account/accountsettings/MarqueeFeaturesNewsletter?enabled=true',
      token,
    );
    expect(features.json()).toMatchObject({ Gdpr: { MarqueeFeaturesNewsletter: { Approved: true } } });
    expect(
      (await call('PATCH', '/api/account/accountsettings/newsletter?enabled=maybe', token)).statusCode,
    ).toBe(400);
    expect((await call('PATCH', '/api/account/accountsettings/newsletter?enabled=true')).statusCode).toBe(
      401,
    );
  });

  it('sets the language to one of the five and rejects others', async () => {
    const { AccessToken } = await signUp(t.app);
    const token = AccessToken.Access_token;
    const cs = await call('PUT', '/api/account/accountsettings/language', token, { Language: 'cs' });
    expect(cs.json()).toMatchObject({ Language: 'cs' });
    const bad = await call('PUT', '/api/account/accountsettings/language', token, { Language: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ FieldErrors: { Language: ['CHOOSE_OPTION_REQUIRED'] } });
  });
});

describe('GET /account/setdefaultprofileclaim/{claimId}', () => {
  it('switches to an own claim; 403 for a foreign or ignored claim, 404 for an unknown one', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const token = me.AccessToken.Access_token;
    const promoter = await buildClaimedProfile(t.database.db, me.UserInfo.Id, {
      name: 'My Promotions',
      type: 'PromoterProfile',
    });
    const seller = await buildClaimedProfile(t.database.db, me.UserInfo.Id, {
      name: 'Box office',
      role: 'Seller',
    });

    const info = UserInfoSchema.parse((await call('GET', '/api/account/userinfo', token)).json());
    // Seller claims are ignored (spec 1 §6).
    expect(info.ProfileClaims.map((c) => c.Name)).toEqual(['Test Fan', 'My Promotions']);

    const switched = await call('GET', `/api/account/setdefaultprofileclaim/${promoter.claimId}`, token);
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({
      DefaultProfileClaimId: promoter.claimId,
      Profile: {
        Id: promoter.profile.id,
        ProfileName: 'My Promotions',
        IsOrganizer: true,
        Type: 'PromoterProfile',
      },
    });
    const foreignClaim = other.UserInfo.DefaultProfileClaimId as string;
    expect((await call('GET', `/api/account/setdefaultprofileclaim/${foreignClaim}`, token)).statusCode).toBe(
      403,
    );
    expect(
      (await call('GET', `/api/account/setdefaultprofileclaim/${seller.claimId}`, token)).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `/api/account/setdefaultprofileclaim/${crypto.randomUUID()}`, token)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/account/setdefaultprofileclaim/${promoter.claimId}`)).statusCode).toBe(
      401,
    );
  });
});

describe('DELETE /account/', () => {
  it('anonymises the account, ends sessions and removes or detaches profiles', async () => {
    const me = await signUp(t.app, { profileName: 'Doomed Fan' });
    const partner = await signUp(t.app);
    const db = t.database.db;
    const solo = await buildClaimedProfile(db, me.UserInfo.Id, { name: 'Solo Promoter' });
    const shared = await buildClaimedProfile(db, me.UserInfo.Id, {
      name: 'Shared Venue',
      type: 'BuildingProfile',
    });
    await db
      .insert(profileClaims)
      .values({ userId: partner.UserInfo.Id, profileId: shared.profile.id, role: 'Admin' });
    const withEvents = await buildClaimedProfile(db, me.UserInfo.Id, { name: 'Busy Promoter' });
    await db
      .update(profiles)
      .set({
        contacts: [
          { Kind: 'email', EmailAddress: 'public@busy.sk', Private: false },
          { Kind: 'phone', Number: '+421 900 000 000', Private: true },
        ],
      })
      .where(eq(profiles.id, withEvents.profile.id));
    await db.insert(events).values(minimalEvent(withEvents.profile.id));

    const response = await call('DELETE', '/api/account/', me.AccessToken.Access_token);
    expect(response.statusCode).toBe(200);

    expect((await call('GET', '/api/account/userinfo', me.AccessToken.Access_token)).statusCode).toBe(401);
    expect((await call('POST', '/api/account/userexist', undefined, { Email: me.email })).statusCode).toBe(
      404,
    );
    await expect(signIn(t.app, me.email, me.password)).rejects.toThrow(/400/);
    const [row] = await db.select().from(users).where(eq(users.id, me.UserInfo.Id));
    expect(row).toMatchObject({ passwordHash: null, email: `deleted-${me.UserInfo.Id}@deleted.invalid` });
    expect(row?.deletedAt).toBeInstanceOf(Date);

    const remaining = await db.select().from(profiles);
    const names = remaining.map((p) => p.profileName);
    expect(names).not.toContain('Doomed Fan');
    expect(names).not.toContain('Solo Promoter');
    expect(names).toContain('Shared Venue');
    const busy = remaining.find((p) => p.profileName === 'Busy Promoter');
    expect(busy?.contacts).toEqual([{ Kind: 'email', EmailAddress: 'public@busy.sk', Private: false }]);
    expect(await db.select().from(profileClaims).where(eq(profileClaims.userId, me.UserInfo.Id))).toEqual([]);

    // The address is free again.
    const again = await signUp(t.app, { email: me.email });
    expect(again.UserInfo.Id).not.toBe(me.UserInfo.Id);
    expect(solo.profile.id).toBeTruthy();
  });

  it('needs a signed-in user', async () => {
    expect((await call('DELETE', '/api/account/')).statusCode).toBe(401);
  });
});

function minimalEvent(authorProfileId: string): typeof events.$inferInsert {
  const begin = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  return {
    authorProfileId,
    name: 'A kept event',
    searchText: 'a kept event',
    beginAt: begin,
    endAt: new Date(begin.getTime() + 3 * 3600 * 1000),
    timeZone: 'Europe/Bratislava',
    isOnline: true,
  };
}
