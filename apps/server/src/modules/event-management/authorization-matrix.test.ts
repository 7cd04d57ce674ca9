import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { events } from '../../db/schema/events';
import { profiles } from '../../db/schema/profiles';
import { vods } from '../../db/schema/streams';
import { buildTestApp, type TestApp } from '../../testing/app';
import { buildCity, buildGenre, buildProfile, type UserWithClaim } from '../../testing/factories';
import { buildClaimedProfile } from '../accounts/testing';
import { issueTickets } from '../checkin/testing';
import { buildStream } from '../streams/testing';
import { queryRows } from '../ticketing/sql-rows';
import type { SaleFixture } from '../ticketing/testing';
import { caller, type Method, organizer, PICTURE, utcAt } from './testing';

/*
 * Issue 16 "authorization matrix": the 22 calls of authorization.routes.test.ts, extended to every write
 * route of the app. The routes come from the route table itself (Fastify's onRoute hook, collected while the
 * app is built), so a new write route fails this test until it is either in MATRIX below or in PUBLIC_WRITES
 * with the reason it is not an organizer write. Each organizer write is asked by nobody, a stranger (an
 * organizer of another profile), the stranger naming the victim's profile in the ProfileId header, and a
 * StatisticsViewer of the victim's profile: every one is refused (401/403/404) and no table changes.
 */

const writeRoutes = vi.hoisted(() => new Set<string>());
vi.mock('fastify', async (importOriginal) => {
  const real = await importOriginal<typeof import('fastify')>();
  const create = real.default as unknown as (options: unknown) => FastifyInstance;
  const withRouteTable = (options: unknown) => {
    const app = create(options);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat())
        if (!['GET', 'HEAD', 'OPTIONS'].includes(method)) writeRoutes.add(`${method} ${route.url}`);
    });
    return app;
  };
  return { ...real, default: withRouteTable };
});

/** Writes that are not an organizer's: what they change is the caller's own, or keyed by a secret. */
const PUBLIC_WRITES = new Set([
  // Signing up, in and out, tokens, and the caller's own account settings (accounts/*.test.ts).
  'DELETE /api/account',
  'DELETE /api/account/',
  'PATCH /api/account/accountsettings/MarqueeFeaturesNewsletter',
  'PATCH /api/account/accountsettings/newsletter',
  'POST /api/account/accountsettings/gdpr',
  'POST /api/account/activation/:id',
  'POST /api/account/newtoken',
  'POST /api/account/register',
  'POST /api/account/resendActivationMail',
  'POST /api/account/sendforgottenpasswordemail',
  'POST /api/account/tokenwithuserinfo',
  // The caller's own answers to a shared questionnaire, the survey (questionnaires/user-answers.test.ts).
  'POST /api/questionnaire/user',
  'POST /api/account/userexist',
  'PUT /api/account/accountsettings/language',
  'PUT /api/account/changeFacebookGeneratedMail',
  'PUT /api/account/updateforgottenpassword/:id',
  'POST /api/externalaccount/addfacebooklogin',
  'POST /api/externalaccount/facebooklogin',
  // Suggestions from the provider's likes for the caller's own fan profile: nothing is written but the used
  // one-time code (participation/participation.routes.test.ts: 403 for another's fan profile).
  'POST /api/visitor/:id/facebookLikes',
  // A new profile of the caller's own (they become its owner).
  'POST /api/:type',
  // Buying: baskets are keyed by their guid, and a signed-in buyer's basket by its owner too
  // (ticketing/basket-access.test.ts, ticketing/hoarding.test.ts).
  'DELETE /api/ticketing/basket/:guid',
  'DELETE /api/ticketing/basket/:guid/voucher/:voucherId',
  'POST /api/ticketing/:eventId/basket/:guid/seat/:seatId',
  'POST /api/ticketing/:eventId/basket/:guid/standing/:sectorId/:count',
  'POST /api/ticketing/:eventId/basket/:guid/voucher/:templateId',
  'POST /api/ticketing/basket/:guid/pay',
  'POST /api/ticketing/basket/:guid/reserveTicket',
  'POST /api/ticketing/coupon/:guid',
  'PUT /api/ticketing/basket/:guid/changeBasketEmail',
  'PUT /api/ticketing/basket/:guid/extend',
  // The sandbox bank and its callbacks: each carries the order's signed token (payments/sandbox.test.ts).
  'POST /api/payments/sandbox/notify',
  'POST /api/sandbox-bank/:orderId',
  'POST /api/sandbox-bank/:orderId/card',
  'POST /api/sandbox-bank/:orderId/complete',
  // Real providers (issue 23): the start carries the order's signed token, Stripe's webhook its
  // Stripe-Signature, GP webpay's return GP's digests (payments/providers.routes.test.ts).
  'POST /api/payments/go/:orderId',
  'POST /api/payments/gpwebpay/return',
  'POST /api/payments/stripe/webhook/:credentialId',
  // Door devices have no user: the one-time pairing token, then the DeviceToken header, is the key
  // (checkin/door.routes.test.ts: unknown, used, expired and revoked ones are refused).
  'POST /api/checkin/pair',
  'POST /api/checkin/scans',
  // Reads that take their ids in a body.
  'POST /api/event/getByIds',
  'POST /api/venue/:id/seats',
  // Visits and client logs (nothing of anyone else's), and an image upload of the caller's own.
  'POST /api/session',
  'POST /api/session/:id',
  'POST /api/weblog',
  'POST /api/uploads/image',
]);

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: UserWithClaim;
let viewer: UserWithClaim;
let stranger: UserWithClaim;
const ids: Record<string, string> = {};

const person = {
  Type: 'ResponsiblePerson',
  Name: 'Jana',
  Surname: 'Nováková',
  Birthday: '1990-04-01',
  Address: { AddressLine: 'Hlavná 1', City: 'Košice', Country: 'SK' },
  Vat: 0,
};
const couponBody = () => ({
  CouponName: 'Matrix',
  CouponDiscount: { DiscountType: 'Percentage', Value: 0.1 },
  Events: [ids.event],
  TotalCount: 5,
});
const png = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

/** One multipart body with a picture (the profile picture upload). */
async function pictureUpload() {
  const boundary = `----matrix${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    await png(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

beforeAll(async () => {
  t = await buildTestApp();
  call = caller(t);
  owner = await organizer(t);
  viewer = await organizer(t, { role: 'StatisticsViewer', profile: owner.profile });
  stranger = await organizer(t);
  const ok = async (method: Method, url: string, body?: unknown) => {
    const res = await call(method, url, owner.headers, body);
    if (res.status >= 300)
      throw new Error(`setup ${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  await t.app.db
    .update(profiles)
    .set({ extraSettings: { CustomFrontendSettings: { SeasonTicketEventEnabled: true } } })
    .where(eq(profiles.id, owner.profile.id));
  const city = await buildCity(t.app.db, { name: 'Matrixburg' });
  ids.city = city.id;
  const venue = await ok('POST', '/api/venue', {
    Name: 'Victim Hall',
    AddressContact: { AddressLine: 'Hall 1', City: 'Matrixburg', Country: 'SK' },
    CityId: city.id,
    LonLat: { Lon: 17.1, Lat: 48.15 },
  });
  ids.venue = venue._id;
  ids.vc = venue.ConfigurationId;
  const create = async (name: string) =>
    (await ok('POST', '/api/event', { ProfileName: name, Begin: utcAt(20, '18:00') })).Id;
  ids.event = await create('Guarded');
  ids.season = await create('Season');
  await ok('PUT', `/api/event/${ids.event}/setvenue`, { VenueId: ids.venue });
  const layout = `/api/event/${ids.event}/venueconfigurations/${ids.vc}`;
  const category = await ok('POST', `${layout}/ticketcategories`, {
    Name: 'Parter',
    Key: 'A',
    BasePrices: [{ Price: 10 }],
  });
  ids.category = category._id;
  ids.price = category.BasePrices[0]._id;
  ids.sector = (
    await ok('POST', `${layout}/sector`, { Type: 'StandingSector', Name: 'Floor', Capacity: 50 })
  )._id;
  ids.sector2 = (
    await ok('POST', `${layout}/sector`, { Type: 'StandingSector', Name: 'Balcony', Capacity: 20 })
  )._id;
  ids.gate = (await ok('POST', `/api/venue/${ids.venue}/gate`, { Name: 'North' }))._id;
  const images = await ok('POST', `/api/venue/${ids.venue}/images/sector/${ids.sector}`, {
    Data: (await png()).toString('base64'),
  });
  ids.sectorImage = images.Gallery[0].Id;
  ids.lineup = (await ok('POST', `/api/event/${ids.event}/lineup`, { Name: 'DJ' }))._id;
  ids.image = (await ok('POST', `/api/event/${ids.event}/images/gallery`, { Image: PICTURE })).Id;
  ids.voucher = (
    await ok('POST', `/api/event/${ids.event}/voucherTemplates`, { Name: 'Gift', Value: 20, Price: 20 })
  )._id;
  ids.merch = (await ok('POST', '/api/merch', { Name: 'Shirt', ProfileId: owner.profile.id })).Id;
  const profileUrl = `/api/promoterprofile/${owner.profile.id}`;
  ids.coupon = (await ok('POST', `${profileUrl}/coupons`, couponBody())).Id;
  ids.contact = (
    await ok('POST', `${profileUrl}/contacts`, { Kind: 'email', EmailAddress: 'box@victim.sk' })
  ).Id;
  const codes = await ok('POST', `${profileUrl}/embeddedCodes`, {
    HtmlCode: '<iframe src="https://www.youtube.com/embed/abc"></iframe>',
  });
  ids.code = (Array.isArray(codes) ? codes[0] : codes).Id;
  ids.genre = (await buildGenre(t.app.db, { name: 'Matrix genre' })).id;
  await ok('POST', `${profileUrl}/categories`, [ids.genre]);
  ids.target = (await buildProfile(t.app.db, { type: 'PerformerProfile' })).id;
  ids.target2 = (await buildProfile(t.app.db, { type: 'PerformerProfile' })).id;
  ids.follow = (await ok('POST', `${profileUrl}/follows`, { Reference: { Id: ids.target } })).Id;
  ids.visitor = (await buildClaimedProfile(t.app.db, owner.user.id, { type: 'VisitorProfile' })).profile.id;
  // The stranger holds a layout copy at the victim's venue (issue 16 #3: that once opened its gates).
  const theirs = await call('POST', '/api/event', stranger.headers, { ProfileName: 'Guest show' });
  await call('PUT', `/api/event/${theirs.body.Id}/setvenue`, stranger.headers, { VenueId: ids.venue });
  const copy = await call('POST', `/api/event/${theirs.body.Id}/venueconfigurations`, stranger.headers, {
    Name: 'Their copy',
  });
  if (copy.status !== 201) throw new Error(`setup: stranger's copy ${copy.status}`);
  // The door check-in system with a spare gate and a device at the venue's gate (issue 17).
  const turnstile = await ok('POST', `/api/turnstile/${ids.event}/create`);
  ids.tgate = turnstile.Gates[0].Id;
  const withSpare = await ok('POST', `/api/turnstile/${ids.event}/gates`, { Name: 'Spare', SectorKeys: [] });
  ids.tgate2 = withSpare.Gates.find((gate: { Name: string }) => gate.Name === 'Spare').Id;
  ids.device = (
    await ok('POST', `/api/turnstile/${ids.event}/devices`, { GateId: ids.tgate, Name: 'Phone' })
  ).Device.Id;
  // Organizer insight (issue 18): an order of the event (written straight, like the door's tickets) and a
  // statistics share code; a questionnaire of the owner (issue 19).
  const [sold] = await issueTickets(
    t.app.db,
    {
      eventId: ids.event,
      standing: { id: ids.sector },
      categories: { GA: ids.category },
    } as unknown as SaleFixture,
    [{ sector: 'standing' }],
  );
  ids.order = sold?.orderId as string;
  ids.shareCode = (await ok('POST', `/api/event/${ids.event}/statistics/shareCodes`, { Label: 'Venue' })).Id;
  ids.questionnaire = (await ok('POST', '/api/questionnaire', QUESTIONNAIRE))._id;
  // An article of the owner, whose profile writes as a blogger too (issue 21).
  await t.app.db.update(profiles).set({ isBlogger: true }).where(eq(profiles.id, owner.profile.id));
  ids.article = (await ok('POST', '/api/article', ARTICLE)).Id;
  ids.articleImage = (
    await ok('PUT', `/api/article/${ids.article}/gallery`, { Image: (await png()).toString('base64') })
  )[0].ImageId;
  // Published, so its public side (going) exists too: a refusal must not be a draft's 404.
  await t.app.db
    .update(events)
    .set({ status: 'PUBLISHED' })
    .where(eq(events.id, ids.event as string));
  await ok('POST', `/api/event/${ids.event}/eventvisitors/${ids.visitor}`, { GoingStatus: 'Going' });
  // The event's paid stream with a recording (issue 20).
  ids.stream = (await buildStream(t, { eventId: ids.event as string, authorProfileId: owner.profile.id })).id;
  const [vod] = await t.app.db
    .insert(vods)
    .values({
      streamId: ids.stream,
      name: 'Take',
      startTime: new Date(),
      durationSeconds: 1,
      filePath: 'x.mp4',
    })
    .returning();
  ids.vod = vod?.id as string;
});
afterAll(async () => {
  await t?.close();
});

interface Write {
  url: () => string;
  body?: () => unknown;
  multipart?: true;
  /** Creates for the caller's active profile: a stranger on their own profile may (so is not asked). */
  ownCreate?: true;
  /** Changes nothing (a preview): a statistics viewer may, like any read (answered 200). */
  viewerReads?: true;
  /** Another status that refuses here too, and why. */
  refusedAlso?: { status: number; why: string };
}

const event = () => `/api/event/${ids.event}`;
const QUESTIONNAIRE = {
  Name: 'Registration',
  QuestionaireItems: [{ _id: 'name', Type: 'Text', Title: 'Name', Required: true, Options: [] }],
};
const ARTICLE = { Title: 'Guarded article', Text: '<p>Text</p>', ProfilePicture: PICTURE };
const article = () => `/api/article/${ids.article}`;
const STREAM = {
  Title: 'Guarded stream',
  Begin: '2030-01-01T18:00:00Z',
  End: '2030-01-01T20:00:00Z',
  TimeZone: 'Europe/Bratislava',
  StreamSellingChannel: 'Free',
};
const layout = () => `${event()}/venueconfigurations/${ids.vc}`;
const profile = () => `/api/promoterprofile/${owner.profile.id}`;
const venue = () => `/api/venue/${ids.venue}`;
const turnstile = () => `/api/turnstile/${ids.event}`;
const wave = (what: string) => () => `${venue()}/sector/${ids.sector}/${what}?eventId=${ids.event}`;

/** Every organizer write: its URL at the victim's resources and a valid body (so a refusal is not a 400). */
const MATRIX: Record<string, Write> = {
  'POST /api/event': { url: () => '/api/event', body: () => ({ ProfileName: 'Theirs' }), ownCreate: true },
  'PUT /api/event/:id': { url: event, body: () => ({ About: 'x' }) },
  'POST /api/event/:id/copy': { url: () => `${event()}/copy`, body: () => ({ Begin: utcAt(21, '18:00') }) },
  // Bodies that change nothing when the owner sends them (the last test sends each as the owner).
  'PUT /api/event/:id/setvenue': { url: () => `${event()}/setvenue`, body: () => ({ VenueId: ids.venue }) },
  'PUT /api/event/:id/status': { url: () => `${event()}/status?Status=PUBLISHED` },
  'PUT /api/event/:id/showPromocodeSection': {
    url: () => `${event()}/showPromocodeSection`,
    body: () => ({ ShowPromocodeSection: false }),
  },
  'POST /api/event/:id/images/gallery': {
    url: () => `${event()}/images/gallery`,
    body: () => ({ Image: PICTURE }),
  },
  'DELETE /api/event/:id/images/gallery/:imageId': { url: () => `${event()}/images/gallery/${ids.image}` },
  'POST /api/event/:id/seasonEvent/:seasonId': { url: () => `${event()}/seasonEvent/${ids.season}` },
  'DELETE /api/event/:id/seasonEvent/:seasonId': { url: () => `${event()}/seasonEvent/${ids.season}` },
  'PUT /api/event/:id/responsible': { url: () => `${event()}/responsible`, body: () => person },
  'POST /api/event/:id/lineup': { url: () => `${event()}/lineup`, body: () => ({ Name: 'Band' }) },
  'PUT /api/event/:id/lineup/:lineupId': {
    url: () => `${event()}/lineup/${ids.lineup}`,
    body: () => ({ Name: 'DJ 2' }),
  },
  'DELETE /api/event/:id/lineup/:lineupId': { url: () => `${event()}/lineup/${ids.lineup}` },
  'PUT /api/event/:id/building/confirmation': {
    url: () => `${event()}/building/confirmation?Confirmed=false`,
  },
  'POST /api/event/:id/eventvisitors/:visitorId': {
    url: () => `${event()}/eventvisitors/${ids.visitor}`,
    body: () => ({ GoingStatus: 'NotGoing' }),
  },
  'DELETE /api/event/:id/eventvisitors/:visitorId': { url: () => `${event()}/eventvisitors/${ids.visitor}` },
  'PUT /api/event/:id/seats/block': {
    url: () => `${event()}/seats/block`,
    body: () => ({ SeatIds: [ids.sector] }),
  },
  'PUT /api/event/:id/seats/unblock': {
    url: () => `${event()}/seats/unblock`,
    body: () => ({ SeatIds: [ids.sector] }),
  },
  'POST /api/event/:id/voucherTemplates': {
    url: () => `${event()}/voucherTemplates`,
    body: () => ({ Name: 'More', Value: 5, Price: 5 }),
  },
  'PUT /api/event/:id/voucherTemplates/:voucherId': {
    url: () => `${event()}/voucherTemplates/${ids.voucher}`,
    body: () => ({ Name: 'Free', Value: 50, Price: 1 }),
  },
  'DELETE /api/event/:id/voucherTemplates/:voucherId': {
    url: () => `${event()}/voucherTemplates/${ids.voucher}`,
  },
  // Door check-in (issue 17): the system, its gates and its devices.
  'POST /api/turnstile/:id/create': { url: () => `${turnstile()}/create?sendSectorName=true` },
  'PUT /api/turnstile/:id': {
    url: turnstile,
    body: () => ({ SendSectorName: true, AllowReentry: false }),
  },
  'POST /api/turnstile/:id/gates': {
    url: () => `${turnstile()}/gates`,
    body: () => ({ Name: 'Back door', SectorKeys: [] }),
  },
  'PUT /api/turnstile/:id/gates/:gateId': {
    url: () => `${turnstile()}/gates/${ids.tgate}`,
    body: () => ({ Name: 'Front', SectorKeys: [] }),
  },
  'DELETE /api/turnstile/:id/gates/:gateId': { url: () => `${turnstile()}/gates/${ids.tgate2}` },
  'POST /api/turnstile/:id/devices': {
    url: () => `${turnstile()}/devices`,
    body: () => ({ GateId: ids.tgate, Name: 'Their phone' }),
  },
  'DELETE /api/turnstile/:id/devices/:deviceId': { url: () => `${turnstile()}/devices/${ids.device}` },
  // Layouts, sectors, categories and prices of the event's venue configuration.
  'POST /api/event/:id/venueconfigurations': {
    url: () => `${event()}/venueconfigurations`,
    body: () => ({ Name: 'Copy' }),
  },
  'POST /api/event/:id/venueconfigurations/:vc/ticketcategories': {
    url: () => `${layout()}/ticketcategories`,
    body: () => ({ Name: 'Balcony' }),
  },
  'PUT /api/event/:id/venueconfigurations/:vc/ticketcategories/:cat': {
    url: () => `${layout()}/ticketcategories/${ids.category}`,
    body: () => ({ Name: 'Stalls' }),
  },
  'DELETE /api/event/:id/venueconfigurations/:vc/ticketcategories/:cat': {
    url: () => `${layout()}/ticketcategories/${ids.category}`,
  },
  'POST /api/event/:id/venueconfigurations/:vc/ticketcategories/:cat/baseprices': {
    url: () => `${layout()}/ticketcategories/${ids.category}/baseprices`,
    body: () => ({ Price: 1 }),
  },
  'DELETE /api/venue/:id/baseprices/:priceId': { url: () => `${venue()}/baseprices/${ids.price}` },
  'PUT /api/event/:id/venueconfigurations/:vc/svg': {
    url: () => `${layout()}/svg`,
    body: () => ({ Svg: '<svg xmlns="http://www.w3.org/2000/svg"/>', Width: 10, Height: 10 }),
  },
  'PUT /api/event/:id/venueconfigurations/:vc/shapes': { url: () => `${layout()}/shapes`, body: () => [] },
  'POST /api/event/:id/venueconfigurations/:vc/sector': {
    url: () => `${layout()}/sector`,
    body: () => ({ Type: 'VirtualSector', Name: 'Merch' }),
  },
  'PUT /api/event/:id/venueconfigurations/:vc/sector/:sectorId': {
    url: () => `${layout()}/sector/${ids.sector}`,
    body: () => ({ Name: 'Pit', IsSellingEnabled: false }),
  },
  'DELETE /api/event/:id/venueconfigurations/:vc/sector/:sectorId': {
    url: () => `${layout()}/sector/${ids.sector}`,
  },
  'PUT /api/event/:id/venueconfigurations/:vc/sector/:sectorId/rows': {
    url: () => `${layout()}/sector/${ids.sector}/rows`,
    body: () => ({ Rows: [] }),
  },
  // Venue-level writes (issue 16 #3: the venue's own, not a layout copy's).
  'POST /api/venue': {
    url: () => '/api/venue',
    body: () => ({
      Name: 'Theirs',
      AddressContact: { AddressLine: 'x 1', City: 'Matrixburg', Country: 'SK' },
      CityId: ids.city,
      LonLat: { Lon: 17, Lat: 48 },
    }),
    ownCreate: true,
  },
  'PUT /api/venue/:id/sector/order': {
    url: () => `${venue()}/sector/order`,
    body: () => ({ OrderedSectorIds: [ids.sector2] }),
  },
  'POST /api/venue/:id/gate': { url: () => `${venue()}/gate`, body: () => ({ Name: 'South' }) },
  'DELETE /api/venue/:id/gate/:gateId': { url: () => `${venue()}/gate/${ids.gate}` },
  'POST /api/venue/:id/:sectorId/gate': {
    url: () => `${venue()}/${ids.sector}/gate`,
    body: () => ({ GateIds: [] }),
  },
  'POST /api/venue/:id/images/sector/:sectorId': {
    url: () => `${venue()}/images/sector/${ids.sector}`,
    body: () => ({ Data: PICTURE }),
  },
  'DELETE /api/venue/:id/images/sector/:sectorId/:imageId': {
    url: () => `${venue()}/images/sector/${ids.sector}/${ids.sectorImage}`,
  },
  'PUT /api/venue/:id/sector/:sectorId/nextWaveId': {
    url: wave('nextWaveId'),
    body: () => ({ NextWaveId: ids.sector2 }),
  },
  'DELETE /api/venue/:id/sector/:sectorId/nextWaveId': { url: wave('nextWaveId') },
  'PUT /api/venue/:id/sector/:sectorId/nextWaveActivationTime': {
    url: wave('nextWaveActivationTime'),
    body: () => ({ NextWaveActivationTime: utcAt(3, '10:00') }),
  },
  'DELETE /api/venue/:id/sector/:sectorId/nextWaveActivationTime': { url: wave('nextWaveActivationTime') },
  // Profile content of the victim's organizer profile.
  'PUT /api/:type/:id': { url: profile, body: () => ({ ProfileName: 'Taken over' }) },
  'PUT /api/:type/:id/changeProfileType': {
    url: () => `${profile()}/changeProfileType`,
    body: () => ({ Type: 'PromoterProfile' }),
  },
  'PUT /api/:type/:id/responsible': { url: () => `${profile()}/responsible`, body: () => person },
  'PUT /api/:type/:id/responsibles': { url: () => `${profile()}/responsibles`, body: () => [person] },
  'POST /api/:type/:id/contacts': {
    url: () => `${profile()}/contacts`,
    body: () => ({ Kind: 'email', EmailAddress: 'thief@example.com' }),
  },
  'PUT /api/:type/:id/contacts/:contactId': {
    url: () => `${profile()}/contacts/${ids.contact}`,
    body: () => ({ Kind: 'email', EmailAddress: 'thief@example.com' }),
  },
  'DELETE /api/:type/:id/contacts/:contactId': { url: () => `${profile()}/contacts/${ids.contact}` },
  'POST /api/:type/:id/embeddedCodes': {
    url: () => `${profile()}/embeddedCodes`,
    body: () => ({ HtmlCode: '<p>x</p>' }),
  },
  'PUT /api/:type/:id/embeddedCodes': { url: () => `${profile()}/embeddedCodes`, body: () => [] },
  'PUT /api/:type/:id/embeddedCodes/:codeId': {
    url: () => `${profile()}/embeddedCodes/${ids.code}`,
    body: () => ({ HtmlCode: '<p>x</p>' }),
  },
  'DELETE /api/:type/:id/embeddedCodes/:codeId': { url: () => `${profile()}/embeddedCodes/${ids.code}` },
  'POST /api/:type/:id/categories': { url: () => `${profile()}/categories`, body: () => [ids.genre] },
  'PUT /api/:type/:id/categories': { url: () => `${profile()}/categories`, body: () => [] },
  'DELETE /api/:type/:id/categories/:catId': { url: () => `${profile()}/categories/${ids.genre}` },
  'PUT /api/:type/:id/tags': { url: () => `${profile()}/tags`, body: () => ['stolen'] },
  'POST /api/:type/:id/picture': { url: () => `${profile()}/picture`, multipart: true },
  'POST /api/:type/:id/follows': {
    url: () => `${profile()}/follows`,
    body: () => ({ Reference: { Id: ids.target2 } }),
  },
  'DELETE /api/:type/:id/follows/:followId': { url: () => `${profile()}/follows/${ids.follow}` },
  // Issue 26: the profile's block list of organizers and its connected external providers.
  'PUT /api/participation/:profileId/blocks/:organizerId': {
    url: () => `/api/participation/${owner.profile.id}/blocks/${ids.target}`,
  },
  'DELETE /api/participation/:profileId/blocks/:organizerId': {
    url: () => `/api/participation/${owner.profile.id}/blocks/${ids.target}`,
  },
  'POST /api/:type/:id/externalproviders': {
    url: () => `${profile()}/externalproviders?Rewrite=true`,
    body: () => [{ Provider: 'Youtube', Url: 'https://youtube.com/@stolen' }],
  },
  'POST /api/utility/pdfPreview/profile/:id': {
    url: () => `/api/utility/pdfPreview/profile/${owner.profile.id}`,
    viewerReads: true,
  },
  // Merchandise and coupons of the victim's profile and events.
  'POST /api/merch': { url: () => '/api/merch', body: () => ({ Name: 'Fake', ProfileId: owner.profile.id }) },
  'PUT /api/merch/:id': { url: () => `/api/merch/${ids.merch}`, body: () => ({ Name: 'Fake' }) },
  'DELETE /api/merch/:id': { url: () => `/api/merch/${ids.merch}` },
  'POST /api/:type/:id/coupons': { url: () => `${profile()}/coupons`, body: couponBody },
  'PUT /api/:type/:id/coupons/:couponId': {
    url: () => `${profile()}/coupons/${ids.coupon}`,
    body: () => ({ CouponName: 'Free', CouponDiscount: { DiscountType: 'Percentage', Value: 1 } }),
  },
  'POST /api/:type/:id/coupons/generate': {
    url: () => `${profile()}/coupons/generate`,
    body: () => ({ ...couponBody(), Count: 5 }),
  },
  'POST /api/coupon': {
    url: () => '/api/coupon',
    body: couponBody,
    // The stranger creates a coupon of their own profile naming the victim's event: the form is told which
    // field is wrong (400 FieldErrors.Events); nothing is written either way.
    refusedAlso: { status: 400, why: 'another organizer’s event in Events' },
  },
  'PUT /api/coupon/:id': {
    url: () => `/api/coupon/${ids.coupon}`,
    body: () => ({ CouponName: 'Free', CouponDiscount: { DiscountType: 'Percentage', Value: 1 } }),
  },
  // Organizer insight (issue 18): the victim's orders and statistics share codes.
  'POST /api/event/:id/orders/:orderId/resend': {
    url: () => `${event()}/orders/${ids.order}/resend`,
    body: () => ({}),
  },
  'POST /api/event/:id/orders/:orderId/refund': {
    url: () => `${event()}/orders/${ids.order}/refund`,
    body: () => ({}),
  },
  'POST /api/event/:id/orders/:orderId/reconcile': {
    url: () => `${event()}/orders/${ids.order}/reconcile`,
  },
  'PUT /api/payments/providers/:profileId/:provider/:currency': {
    url: () => `/api/payments/providers/${owner.profile.id}/STRIPE/EUR`,
    body: () => ({ SecretKey: 'sk_test_takeover', WebhookSecret: 'whsec_takeover' }),
  },
  'DELETE /api/payments/providers/:profileId/:provider/:currency': {
    url: () => `/api/payments/providers/${owner.profile.id}/STRIPE/EUR`,
  },
  'POST /api/event/:id/statistics/shareCodes': {
    url: () => `${event()}/statistics/shareCodes`,
    body: () => ({ Label: 'Theirs' }),
  },
  'DELETE /api/event/:id/statistics/shareCodes/:codeId': {
    url: () => `${event()}/statistics/shareCodes/${ids.shareCode}`,
  },
  // Ticket registration questionnaires (issue 19).
  'POST /api/questionnaire': { url: () => '/api/questionnaire', body: () => QUESTIONNAIRE, ownCreate: true },
  'PUT /api/questionnaire/:id': {
    url: () => `/api/questionnaire/${ids.questionnaire}`,
    body: () => QUESTIONNAIRE,
  },
  'DELETE /api/questionnaire/:id': { url: () => `/api/questionnaire/${ids.questionnaire}` },
  'PUT /api/event/:id/ticketRegistration': {
    url: () => `${event()}/ticketRegistration`,
    body: () => ({ QuestionnaireId: null }),
  },
  // Articles (issue 21): the blogger's editor.
  'POST /api/article': { url: () => '/api/article', body: () => ARTICLE, ownCreate: true },
  'PUT /api/article/:id': { url: () => `${article()}?newStatus=DRAFT`, body: () => ({ Title: 'Guarded' }) },
  'PUT /api/article/:id/gallery': {
    url: () => `${article()}/gallery`,
    body: () => ({ Image: ids.articleImage }),
  },
  // Streams (issue 20): the stream key, recordings and uploads (the owner's upload is a 400: no video field).
  'POST /api/stream/:id/streamsettings/streamKeyAndUrl/regenerate': {
    url: () => `/api/stream/${ids.stream}/streamsettings/streamKeyAndUrl/regenerate`,
  },
  'DELETE /api/stream/:id/vod/:vodId': { url: () => `/api/stream/${ids.stream}/vod/${ids.vod}` },
  // The stream editor (issue 20): create for the active profile, edit the owner's paid stream as it is.
  'POST /api/stream': { url: () => '/api/stream', body: () => STREAM, ownCreate: true },
  'PUT /api/stream/:id': {
    url: () => `/api/stream/${ids.stream}`,
    body: () => ({ ...STREAM, StreamSellingChannel: 'Paid', EventId: ids.event }),
  },
  'POST /api/uploadVod': {
    url: () => `/api/uploadVod?streamId=${ids.stream}&guid=matrix-upload`,
    multipart: true,
  },
  'DELETE /api/article/:id/gallery': {
    url: () => `${article()}/gallery?imageId=${encodeURIComponent(ids.articleImage ?? '')}`,
  },
};

/** Volatile bookkeeping a refused call may still write (rate-limit counters, sign-in attempts, visits). */
const VOLATILE = new Set(['rate_limits', 'auth_attempts', 'sessions', 'session_visits', 'weblog']);

/** Row count and checksum of every table, so "nothing changed" covers whatever a route might touch. */
async function snapshot(): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    t.app.db,
    sql`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like '%migrations%'`,
  );
  const parts = tables
    .filter(({ name }) => !VOLATILE.has(name))
    .map(
      ({ name }) =>
        sql`select ${name}::text as name, count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as sum from ${sql.identifier(name)} x`,
    );
  const rows = await queryRows<{ name: string; sum: string }>(t.app.db, sql.join(parts, sql` union all `));
  return Object.fromEntries(rows.map((row) => [row.name, row.sum]));
}

describe('authorization matrix: every write route from the route table (issue 16)', () => {
  it('knows every write route: each is in the matrix or in the commented public allow-list', () => {
    expect(writeRoutes.size).toBeGreaterThan(90);
    const unknown = [...writeRoutes].filter((route) => !(route in MATRIX) && !PUBLIC_WRITES.has(route));
    expect(unknown, 'add each new write route to MATRIX (or, with a reason, to PUBLIC_WRITES)').toEqual([]);
    const stale = [...Object.keys(MATRIX), ...PUBLIC_WRITES].filter((route) => !writeRoutes.has(route));
    expect(stale, 'routes listed here that the app no longer has').toEqual([]);
  });

  it.each(Object.keys(MATRIX))(
    '%s: refused for nobody, a stranger, a stranger naming the victim’s profile and a statistics viewer; nothing changes',
    async (route) => {
      const spec = MATRIX[route] as Write;
      const method = route.split(' ')[0] as Method;
      const callers: [string, Record<string, string>][] = [
        ['anonymous', {}],
        ...(spec.ownCreate ? [] : [['stranger', stranger.headers] as [string, Record<string, string>]]),
        [
          'stranger as the victim',
          { ...stranger.headers, profileid: owner.profile.id, profiletype: owner.profile.type },
        ],
        ['statistics viewer', viewer.headers],
      ];
      const before = await snapshot();
      for (const [who, headers] of callers) {
        const upload = spec.multipart ? await pictureUpload() : null;
        const body = spec.body?.();
        const res = await t.app.inject({
          method,
          url: spec.url(),
          headers: { ...headers, ...upload?.headers },
          ...(upload ? { payload: upload.payload } : body === undefined ? {} : { payload: body as object }),
        });
        const refused = [401, 403, 404, ...(spec.refusedAlso ? [spec.refusedAlso.status] : [])];
        const expected = spec.viewerReads && who === 'statistics viewer' ? [200] : refused;
        expect(expected, `${who}: ${res.statusCode} ${res.body.slice(0, 300)}`).toContain(res.statusCode);
      }
      const after = await snapshot();
      const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
      expect(changed, 'tables changed by refused calls').toEqual([]);
    },
  );

  it('the victim’s own calls pass authorization: the matrix asks real resources, not missing ones', async () => {
    // Last, as these change the victim's data for good: the deletes after the rest (a sector and a
    // category after what hangs on them), then replacing all embedded codes and a new layout. A business answer (400, 409) is fine here: it comes after the checks.
    const LAST = ['PUT /api/:type/:id/embeddedCodes', 'POST /api/event/:id/venueconfigurations'];
    const PARENTS = [
      'DELETE /api/event/:id/venueconfigurations/:vc/ticketcategories/:cat',
      'DELETE /api/event/:id/venueconfigurations/:vc/sector/:sectorId',
    ];
    const late = (route: string) =>
      LAST.includes(route) ? 3 : PARENTS.includes(route) ? 2 : route.startsWith('DELETE') ? 1 : 0;
    const order = Object.keys(MATRIX).sort((a, b) => late(a) - late(b));
    const refused: string[] = [];
    for (const route of order) {
      const spec = MATRIX[route] as Write;
      const upload = spec.multipart ? await pictureUpload() : null;
      const body = spec.body?.();
      const res = await t.app.inject({
        method: route.split(' ')[0] as Method,
        url: spec.url(),
        headers: { ...owner.headers, ...upload?.headers },
        ...(upload ? { payload: upload.payload } : body === undefined ? {} : { payload: body as object }),
      });
      if ([401, 403, 404].includes(res.statusCode))
        refused.push(`${route}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(refused).toEqual([]);
  });
});
