import type { UserInfo } from '@marquee/contract';
import { vi } from 'vitest';
import { setActiveProfile, setStoredSession } from '../lib/storage/session';

export interface ApiCall {
  method: string;
  /** Path under /api, e.g. `/account/userinfo`. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

type Answer = { status?: number; body?: unknown };
export type ApiHandler = Answer | ((call: ApiCall) => Answer | Promise<Answer>);

/**
 * A fake API for component tests: routes are `"METHOD /path"` (a trailing `*` matches a prefix);
 * unknown routes answer 404 like the server. Every call is recorded in `calls`.
 */
export function mockApi(routes: Record<string, ApiHandler> = {}) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    let body: unknown = init?.body;
    if (typeof body === 'string') body = JSON.parse(body);
    const call = { method, path, query: url.searchParams, body, headers: new Headers(init?.headers) };
    calls.push(call);
    const key = Object.keys(routes).find((candidate) => {
      const [m, p = ''] = candidate.split(' ');
      return m === method && (p === path || (p.endsWith('*') && path.startsWith(p.slice(0, -1))));
    });
    const handler = key ? routes[key] : undefined;
    const answer = typeof handler === 'function' ? await handler(call) : handler;
    const status = answer?.status ?? (handler ? 200 : 404);
    const payload =
      answer?.body ?? (handler ? undefined : { Code: 'NOT_FOUND', Message: `No route ${path}` });
    return new Response(payload === undefined ? null : JSON.stringify(payload), {
      status: status === 200 && payload === undefined ? 204 : status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetch: fetchMock,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

export const IDS = {
  user: '11111111-1111-4111-8111-111111111111',
  visitor: '22222222-2222-4222-8222-222222222222',
  visitorClaim: '33333333-3333-4333-8333-333333333333',
  promoter: '44444444-4444-4444-8444-444444444444',
  promoterClaim: '55555555-5555-4555-8555-555555555555',
  performer: '66666666-6666-4666-8666-666666666666',
  event: '77777777-7777-4777-8777-777777777777',
} as const;

const claim = (id: string, entity: string, name: string, type: string) => ({
  Id: id,
  EntityId: entity,
  EntityType: 'Profile' as const,
  Name: name,
  Role: 'Owner',
  ProfilePictureUrl: null,
  Type: type,
  LicenceId: null,
});

/** A signed-in fan with a visitor profile (and, with `promoter`, an organizer profile too). */
export function buildUser(overrides: Partial<UserInfo> = {}, options: { promoter?: boolean } = {}): UserInfo {
  const claims = [claim(IDS.visitorClaim, IDS.visitor, 'Fan Name', 'VisitorProfile')];
  if (options.promoter)
    claims.push(claim(IDS.promoterClaim, IDS.promoter, 'Night Owl Promotions', 'PromoterProfile'));
  return {
    Id: IDS.user,
    Email: 'fan@example.com',
    Confirmed: true,
    DefaultProfileClaimId: IDS.visitorClaim,
    FB_id: null,
    G_id: null,
    EmailGenerated: false,
    HasPassword: true,
    IsTester: false,
    Gdpr: {
      TermsOfUse: { Approved: true },
      PrivacyPolicy: { Approved: true },
      NewsletterEnabled: { Approved: false },
      MarqueeFeaturesNewsletter: { Approved: false },
    },
    ProfileClaims: claims,
    Profile: {
      Id: IDS.visitor,
      ClaimId: IDS.visitorClaim,
      ProfileName: 'Fan Name',
      Type: 'VisitorProfile',
      Nickname: null,
      ProfilePicture: null,
      IsOrganizer: false,
      IsBlogger: false,
    },
    Language: 'en',
    ...overrides,
  };
}

export const HOUR_MS = 60 * 60 * 1000;

/** Puts a sign-in into storage as a previous visit would have left it. */
export function storeSignIn(user: UserInfo, expiresInMs = 48 * HOUR_MS, token = 'stored-token'): void {
  setStoredSession({ token, expires: new Date(Date.now() + expiresInMs).toISOString(), accountId: user.Id });
  setActiveProfile(user.Profile ? { Id: user.Profile.Id, Type: user.Profile.Type } : null);
}

/** A public performer profile as GET /search/profile answers it. */
export function buildProfile(overrides: Record<string, unknown> = {}) {
  return {
    Id: IDS.performer,
    ProfileName: 'The Lanterns',
    Type: 'BandProfile',
    Subtype: 'Band',
    Nickname: 'the-lanterns',
    ClaimId: null,
    Role: 'Confirmed',
    IsVerified: true,
    IsOrganizer: true,
    IsBlogger: false,
    IsFollowing: false,
    FollowersCount: 3,
    FollowingCount: 0,
    PromoterSince: null,
    Country: 'SK',
    CityId: null,
    Hometown: 'Košice',
    LonLat: null,
    AddressContact: null,
    Birthday: null,
    Gender: null,
    About: 'Indie folk from Košice.',
    AboutRichText: null,
    ProfilePicture: null,
    Contacts: [
      { Kind: 'web', Id: 'c1', Url: 'https://lanterns.example', WebContactType: 'Homepage', Private: false },
      { Kind: 'email', Id: 'c2', EmailAddress: 'band@lanterns.example', Private: false },
    ],
    Categories: [
      {
        Id: '88888888-8888-4888-8888-888888888888',
        Name: 'Folk',
        NameI18n: { en: 'Folk', sk: 'Folk', cs: 'Folk', de: 'Folk', hu: 'Folk' },
        Slug: 'folk',
        ParentCategory: null,
      },
    ],
    EmbeddedCodes: [],
    AllowVisitorPosts: false,
    HasResponsible: false,
    ExternalProviders: [],
    ExtraSettings: {
      CustomFrontendSettings: { BatchCouponsEnabled: false, SeasonTicketEventEnabled: false },
    },
    ...overrides,
  };
}

/** An upcoming event of the performer, as GET /event?profileId lists it. */
export function buildEventItem(overrides: Record<string, unknown> = {}) {
  return {
    Id: IDS.event,
    Nickname: null,
    ProfileName: 'Lanterns Live',
    Begin: '2031-05-01T18:00:00Z',
    End: '2031-05-01T22:00:00Z',
    TimeZone: 'Europe/Bratislava',
    ProfilePicture: null,
    IsOnline: false,
    City: 'Košice',
    CountryCode: 'SK',
    Currency: 'EUR',
    SellingChannel: 'IsFree',
    Categories: [],
    LineupNames: ['The Lanterns'],
    LonLat: { Lon: 21.2581, Lat: 48.7164 },
    ...overrides,
  };
}
