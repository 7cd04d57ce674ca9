import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app';
import { buildUserWithClaim, type UserWithClaim } from '../../testing/factories';

let t: TestApp;
let owner: UserWithClaim;
let stranger: UserWithClaim;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await buildUserWithClaim(t.app, { profile: { type: 'PerformerProfile' } });
  stranger = await buildUserWithClaim(t.app);
});
afterAll(async () => {
  await t?.close();
});

/** A multipart/form-data body with optional text fields and one file. */
function multipart(
  file: { data: Buffer; name: string; type: string } | null,
  fields: Record<string, string> = {},
) {
  const boundary = `----marquee${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });
/** Incompressible pixels: a PNG of about width × height × 3 bytes. */
const noisePng = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

const upload = (url: string, headers: Record<string, string>, body: ReturnType<typeof multipart>) =>
  t.app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });

describe('POST /{type}/{id}/picture', () => {
  const url = () => `/api/performerprofile/${owner.profile.id}/picture`;

  it('re-encodes a square JPEG, strips its metadata, stores and serves it with a long cache', async () => {
    const jpeg = await solid(2400, 2400)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret camera owner', Artist: 'Someone' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(
      url(),
      owner.headers,
      multipart({ data: jpeg, name: 'me.jpg', type: 'image/jpeg' }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ Width: 1200, Height: 1200, Format: 'jpeg' });
    expect(body.Url).toMatch(/^\/uploads\/images\/[0-9a-f]{2}\/[0-9a-f]{64}\.jpg$/);

    const served = await t.app.inject({ method: 'GET', url: body.Url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 1200 });
    expect(meta.exif).toBeUndefined();

    const profile = await t.app.inject({ method: 'GET', url: `/api/search/profile/${owner.profile.id}` });
    expect(profile.json().ProfilePicture).toBe(body.Url);
    expect(
      (await t.app.inject({ method: 'GET', url: body.Url.replace(/[0-9a-f]{64}/, 'f'.repeat(64)) }))
        .statusCode,
    ).toBe(404);
  });

  it('accepts a 2:1 PNG named .jpeg (content decides) and keeps it PNG', async () => {
    const png = await solid(1000, 500).png().toBuffer();
    const res = await upload(
      url(),
      owner.headers,
      multipart({ data: png, name: 'banner.jpeg', type: 'image/jpeg' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Width: 1000, Height: 500, Format: 'png' });
  });

  it('refuses a fake .png that is text, a GIF, an SVG and a truncated JPEG: 400 IMAGE_INVALID', async () => {
    const jpeg = await solid(400, 400).jpeg().toBuffer();
    const files = [
      { data: Buffer.from('I am not a picture, just text pretending.'), name: 'fake.png', type: 'image/png' },
      { data: await solid(100, 100).gif().toBuffer(), name: 'a.png', type: 'image/png' },
      {
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
        name: 'a.png',
        type: 'image/png',
      },
      { data: jpeg.subarray(0, Math.floor(jpeg.length / 2)), name: 'cut.jpg', type: 'image/jpeg' },
    ];
    for (const file of files) {
      const res = await upload(url(), owner.headers, multipart(file));
      expect(res.statusCode, file.name).toBe(400);
      expect(res.json().Code, file.name).toBe('IMAGE_INVALID');
    }
  });

  it('refuses ratios other than 1:1 and 2:1: 400 IMAGE_RATIO', async () => {
    const res = await upload(
      url(),
      owner.headers,
      multipart({ data: await solid(800, 600).png().toBuffer(), name: 'a.png', type: 'image/png' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().Code).toBe('IMAGE_RATIO');
  });

  it('2 MiB through plain upload, 4 MiB through the cropper: 413 IMAGE_FILE_SIZE', async () => {
    const three = await noisePng(1000, 1000);
    expect(three.length).toBeGreaterThan(2 * 1024 * 1024);
    const file = { data: three, name: 'big.png', type: 'image/png' };
    const plain = await upload(url(), owner.headers, multipart(file));
    expect(plain.statusCode).toBe(413);
    expect(plain.json()).toMatchObject({
      Code: 'IMAGE_FILE_SIZE',
      FieldErrors: { file: ['IMAGE_FILE_SIZE'] },
    });
    expect((await upload(`${url()}?source=cropper`, owner.headers, multipart(file))).statusCode).toBe(200);
    expect((await upload(url(), owner.headers, multipart(file, { source: 'cropper' }))).statusCode).toBe(200);
    const five = await noisePng(1300, 1300);
    const huge = await upload(`${url()}?source=cropper`, owner.headers, multipart({ ...file, data: five }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().Code).toBe('IMAGE_FILE_SIZE');
  });

  it('401 anonymous, 403 foreign profile, 415 not multipart, 400 without a file', async () => {
    const body = multipart({ data: await solid(10, 10).png().toBuffer(), name: 'a.png', type: 'image/png' });
    expect((await upload(url(), {}, body)).statusCode).toBe(401);
    expect((await upload(url(), stranger.headers, body)).statusCode).toBe(403);
    const json = await t.app.inject({
      method: 'POST',
      url: url(),
      headers: owner.headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const empty = await upload(url(), owner.headers, multipart(null, { note: 'no file' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().FieldErrors).toEqual({ file: ['FIELD_REQUIRED'] });
  });
});

describe('POST /uploads/image', () => {
  it('stores an image for a profile that does not exist yet; the URL is accepted as ProfilePicture', async () => {
    const png = await solid(600, 600).png().toBuffer();
    expect(
      (await upload('/api/uploads/image', {}, multipart({ data: png, name: 'a.png', type: 'image/png' })))
        .statusCode,
    ).toBe(401);
    const res = await upload(
      '/api/uploads/image?source=cropper',
      owner.headers,
      multipart({ data: png, name: 'a.png', type: 'image/png' }),
    );
    expect(res.statusCode).toBe(201);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/promoterprofile',
      headers: owner.headers,
      payload: { ProfileName: 'With picture', ProfilePicture: res.json().Url },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().ProfilePicture).toBe(res.json().Url);
  });

  it('checks the ratio of the kind asked for: the share image is 1200×630, galleries take any ratio', async () => {
    const share = await solid(1200, 630).jpeg().toBuffer();
    const asShare = await upload(
      '/api/uploads/image?source=cropper&kind=share',
      owner.headers,
      multipart({ data: share, name: 'share.jpg', type: 'image/jpeg' }),
    );
    expect(asShare.statusCode, asShare.body).toBe(201);
    expect(asShare.json()).toMatchObject({ Width: 1200, Height: 630 });
    // The same picture is no profile picture, and a square one is no share image.
    const asProfile = await upload(
      '/api/uploads/image?source=cropper',
      owner.headers,
      multipart({ data: share, name: 'share.jpg', type: 'image/jpeg' }),
    );
    expect(asProfile.json().Code).toBe('IMAGE_RATIO');
    const square = await upload(
      '/api/uploads/image?kind=share',
      owner.headers,
      multipart({ data: await solid(600, 600).png().toBuffer(), name: 'a.png', type: 'image/png' }),
    );
    expect(square.json().Code).toBe('IMAGE_RATIO');
    const photo = await upload(
      '/api/uploads/image?kind=gallery',
      owner.headers,
      multipart({ data: await solid(800, 600).png().toBuffer(), name: 'foyer.png', type: 'image/png' }),
    );
    expect(photo.statusCode).toBe(201);
    const unknown = await upload(
      '/api/uploads/image?kind=poster',
      owner.headers,
      multipart({ data: share, name: 'share.jpg', type: 'image/jpeg' }),
    );
    expect(unknown.statusCode).toBe(400);
  });
});
