import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app';
import { buildUserWithClaim, type UserWithClaim } from '../../testing/factories';

let t: TestApp;
let owner: UserWithClaim;
let viewer: UserWithClaim;
let stranger: UserWithClaim;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await buildUserWithClaim(t.app, { profile: { type: 'PromoterProfile' } });
  viewer = await buildUserWithClaim(t.app, { profile: owner.profile, role: 'StatisticsViewer' });
  stranger = await buildUserWithClaim(t.app, { profile: { type: 'PromoterProfile' } });
});
afterAll(async () => {
  await t?.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string> = {},
  payload?: unknown,
) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const list = (profileId = owner.profile.id) => call('GET', `/api/merch?ProfileId=${profileId}`);

/** Uploads a square PNG the way the web app does and answers the stored picture URL. */
async function uploadedPicture(): Promise<string> {
  const png = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 20, g: 90, b: 200 } },
  })
    .png()
    .toBuffer();
  const boundary = `----merch${randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="tee.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/uploads/image',
    headers: { ...owner.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json().Url;
}

describe('merchandise CRUD', () => {
  it('creates (http:// added, uploaded picture), lists publicly, updates and deletes', async () => {
    expect((await list()).json()).toEqual([]);
    const picture = await uploadedPicture();
    const created = await call('POST', '/api/merch', owner.headers, {
      ProfileId: owner.profile.id,
      Name: '  Tour T-shirt ',
      Url: 'shop.example/tee',
      Description: 'Black, organic cotton.',
      ProfilePicture: picture,
    });
    expect(created.statusCode).toBe(201);
    const tee = created.json();
    expect(tee).toMatchObject({
      ProfileId: owner.profile.id,
      Name: 'Tour T-shirt',
      Url: 'http://shop.example/tee',
      Description: 'Black, organic cotton.',
      ProfilePicture: picture,
    });
    const second = await call('POST', '/api/merch', owner.headers, {
      ProfileId: owner.profile.id,
      Name: 'Poster',
      Url: '',
    });
    expect(second.json()).toMatchObject({
      Name: 'Poster',
      Url: null,
      Description: null,
      ProfilePicture: null,
    });

    const listed = await list();
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((item: { Name: string }) => item.Name)).toEqual(['Tour T-shirt', 'Poster']);

    const updated = await call('PUT', `/api/merch/${tee.Id}`, owner.headers, {
      Name: 'Tour T-shirt 2026',
      Url: 'https://shop.example/tee-2026',
      Description: null,
      ProfilePicture: null,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      Id: tee.Id,
      Name: 'Tour T-shirt 2026',
      Url: 'https://shop.example/tee-2026',
      Description: null,
      ProfilePicture: null,
    });

    expect((await call('DELETE', `/api/merch/${tee.Id}`, owner.headers)).statusCode).toBe(204);
    expect((await list()).json().map((item: { Id: string }) => item.Id)).toEqual([second.json().Id]);
    expect((await call('DELETE', `/api/merch/${tee.Id}`, owner.headers)).statusCode).toBe(404);
  });

  it('refuses bad input with field errors', async () => {
    const base = { ProfileId: owner.profile.id, Name: 'Mug' };
    const badUrl = await call('POST', '/api/merch', owner.headers, { ...base, Url: 'javascript:alert(1)' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toMatchObject({
      Code: 'VALIDATION_FAILED',
      FieldErrors: { Url: ['INVALID_VALUE'] },
    });
    const foreignPicture = await call('POST', '/api/merch', owner.headers, {
      ...base,
      ProfilePicture: 'https://tracker.example/pixel.png',
    });
    expect(foreignPicture.json()).toMatchObject({ FieldErrors: { ProfilePicture: ['INVALID_VALUE'] } });
    const noName = await call('POST', '/api/merch', owner.headers, {
      ProfileId: owner.profile.id,
      Name: ' ',
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().FieldErrors).toHaveProperty('Name');
    const badProfile = await call('POST', '/api/merch', owner.headers, { ...base, ProfileId: 'nope' });
    expect(badProfile.statusCode).toBe(400);
    expect((await call('GET', '/api/merch?ProfileId=nope')).statusCode).toBe(400);
    expect((await call('GET', '/api/merch')).statusCode).toBe(400);
  });

  it('404 for an unknown item or profile', async () => {
    const unknown = randomUUID();
    expect((await list(unknown)).statusCode).toBe(404);
    expect((await call('PUT', `/api/merch/${unknown}`, owner.headers, { Name: 'X' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/merch/${unknown}`, owner.headers)).statusCode).toBe(404);
  });

  it('only an editing claim on the profile may change its items (401, 403)', async () => {
    const item = (
      await call('POST', '/api/merch', owner.headers, { ProfileId: owner.profile.id, Name: 'Tote bag' })
    ).json();
    const body = { ProfileId: owner.profile.id, Name: 'Hijacked' };
    expect((await call('POST', '/api/merch', {}, body)).statusCode).toBe(401);
    expect((await call('POST', '/api/merch', stranger.headers, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/merch', viewer.headers, body)).statusCode).toBe(403);
    expect((await call('PUT', `/api/merch/${item.Id}`, {}, { Name: 'Hijacked' })).statusCode).toBe(401);
    expect(
      (await call('PUT', `/api/merch/${item.Id}`, stranger.headers, { Name: 'Hijacked' })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/merch/${item.Id}`, viewer.headers, { Name: 'Hijacked' })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/merch/${item.Id}`, stranger.headers)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/merch/${item.Id}`, {})).statusCode).toBe(401);
    const names = (await list()).json().map((entry: { Name: string }) => entry.Name);
    expect(names).toContain('Tote bag');
    expect(names).not.toContain('Hijacked');
    // A stranger's own profile is theirs to fill, and the owner's list doesn't change.
    const own = await call('POST', '/api/merch', stranger.headers, {
      ProfileId: stranger.profile.id,
      Name: 'Cap',
    });
    expect(own.statusCode).toBe(201);
    expect((await list(stranger.profile.id)).json()).toHaveLength(1);
  });
});
