import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openTestDatabase, type TestDatabase } from '../db/testing';
import { buildClaimedProfile, buildUser } from '../modules/accounts/testing';
import {
  activeProfile,
  authPlugin,
  getUser,
  requireActiveProfile,
  requireProfileClaim,
  requireUser,
} from './auth';
import { contextPlugin } from './context';
import { errorsPlugin } from './errors';

let app: FastifyInstance;
let database: TestDatabase;
let dataDir: string;
let token: string;
let unconfirmedToken: string;
let visitor: { profileId: string; claimId: string };
let promoter: { profileId: string; claimId: string };
let statsOnly: { profileId: string; claimId: string };
let seller: { profileId: string };
let foreign: { profileId: string };

beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-auth-'));
  app = Fastify();
  app.decorate('db', database.db);
  app.decorate('config', loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
  await app.register(errorsPlugin);
  await app.register(contextPlugin);
  await app.register(authPlugin);
  app.get('/me', async (request) => ({
    user: (await getUser(request))?.id ?? null,
    decorated: request.user?.id ?? null,
  }));
  app.get('/private', async (request) => (await requireUser(request)).id);
  app.get('/confirmed', async (request) => (await requireUser(request, { confirmed: true })).id);
  app.get('/profiles/:id', async (request) => {
    const claim = await requireProfileClaim(request, (request.params as { id: string }).id);
    return claim.role;
  });
  app.get('/profiles/:id/admin', async (request) => {
    const claim = await requireProfileClaim(request, (request.params as { id: string }).id, [
      'Owner',
      'Admin',
    ]);
    return claim.role;
  });
  app.get('/active', async (request) => (await activeProfile(request)) ?? { none: true });
  app.get('/active/required', async (request) => (await requireActiveProfile(request)).profileId);
  await app.ready();

  const db = database.db;
  const user = await buildUser(db);
  const other = await buildUser(db);
  const unconfirmed = await buildUser(db, { confirmed: false });
  const v = await buildClaimedProfile(db, user.id, { type: 'VisitorProfile', name: 'Me' });
  const p = await buildClaimedProfile(db, user.id, { type: 'PromoterProfile', name: 'My Promo' });
  const s = await buildClaimedProfile(db, user.id, {
    type: 'BuildingProfile',
    name: 'Stats',
    role: 'StatisticsViewer',
  });
  const sl = await buildClaimedProfile(db, user.id, {
    type: 'BuildingProfile',
    name: 'Box office',
    role: 'SellingPoint',
  });
  const f = await buildClaimedProfile(db, other.id, { name: 'Not mine' });
  visitor = { profileId: v.profile.id, claimId: v.claimId };
  promoter = { profileId: p.profile.id, claimId: p.claimId };
  statsOnly = { profileId: s.profile.id, claimId: s.claimId };
  seller = { profileId: sl.profile.id };
  foreign = { profileId: f.profile.id };
  token = (await app.authTokens.issue(user.id, user.tokenVersion)).token;
  unconfirmedToken = (await app.authTokens.issue(unconfirmed.id, unconfirmed.tokenVersion)).token;
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const auth = (extra: Record<string, string> = {}) => ({ authorization: `Bearer ${token}`, ...extra });

describe('plugins/auth', () => {
  it('getUser resolves the user (and request.user), or null for a missing or bad token', async () => {
    const me = (await get('/me', auth())).json() as { user: string; decorated: string };
    expect(me.user).toBeTruthy();
    expect(me.decorated).toBe(me.user);
    expect((await get('/me')).json()).toEqual({ user: null, decorated: null });
    expect((await get('/me', { authorization: 'Bearer junk' })).json()).toEqual({
      user: null,
      decorated: null,
    });
  });

  it('requireUser: 401 UNAUTHORIZED; with confirmed: 401 ACCOUNT_NOT_CONFIRMED', async () => {
    expect((await get('/private')).statusCode).toBe(401);
    expect((await get('/private', { authorization: 'Bearer junk' })).json()).toMatchObject({
      Code: 'UNAUTHORIZED',
    });
    expect((await get('/private', auth())).statusCode).toBe(200);
    const unconfirmed = await get('/confirmed', { authorization: `Bearer ${unconfirmedToken}` });
    expect(unconfirmed.statusCode).toBe(401);
    expect(unconfirmed.json()).toMatchObject({ Code: 'ACCOUNT_NOT_CONFIRMED' });
    expect((await get('/confirmed', auth())).statusCode).toBe(200);
  });

  it('requireProfileClaim: 403 for foreign and ignored claims, role filter, 401 anonymous', async () => {
    expect((await get(`/profiles/${promoter.profileId}`, auth())).body).toBe('Owner');
    expect((await get(`/profiles/${foreign.profileId}`, auth())).statusCode).toBe(403);
    expect((await get(`/profiles/${seller.profileId}`, auth())).statusCode).toBe(403);
    expect((await get(`/profiles/${statsOnly.profileId}`, auth())).body).toBe('StatisticsViewer');
    expect((await get(`/profiles/${statsOnly.profileId}/admin`, auth())).statusCode).toBe(403);
    expect((await get(`/profiles/${promoter.profileId}/admin`, auth())).statusCode).toBe(200);
    expect((await get(`/profiles/${promoter.profileId}`)).statusCode).toBe(401);
  });

  it('activeProfile: the ProfileId header when held, else the default (first) claim; 403 when not held', async () => {
    const byHeader = await get(
      '/active',
      auth({ profileid: promoter.profileId, profiletype: 'promoterprofile' }),
    );
    expect(byHeader.json()).toMatchObject({ profileId: promoter.profileId, profileType: 'PromoterProfile' });
    const fallback = await get('/active', auth());
    expect(fallback.json()).toMatchObject({ profileId: visitor.profileId, claim: { id: visitor.claimId } });
    expect((await get('/active', auth({ profileid: foreign.profileId }))).statusCode).toBe(403);
    expect((await get('/active', auth({ profileid: seller.profileId }))).statusCode).toBe(403);
    expect(
      (await get('/active', auth({ profileid: promoter.profileId, profiletype: 'VisitorProfile' })))
        .statusCode,
    ).toBe(403);
    expect((await get('/active')).json()).toEqual({ none: true });
    expect((await get('/active/required')).statusCode).toBe(401);
    expect((await get('/active/required', { authorization: `Bearer ${unconfirmedToken}` })).statusCode).toBe(
      403,
    );
  });
});
