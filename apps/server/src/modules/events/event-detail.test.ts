import type { EventDetail } from '@marquee/contract';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventVisitors, follows } from '../../db/schema/social-graph';
import type { TestApp } from '../../testing/app';
import { buildDemoApp, demo, getJson, holderOf } from './test-fixtures';

let t: TestApp;
const detail = (key: string, headers: Record<string, string> = {}) =>
  getJson<EventDetail>(t, `/api/event/${key}`, headers);

beforeAll(async () => {
  t = await buildDemoApp();
});
afterAll(() => t.close());

describe('GET /api/event/{id}', () => {
  it('finds an event by id or by nickname in any letter case', async () => {
    const byNickname = await detail('LUKY');
    expect(byNickname.status).toBe(200);
    expect(byNickname.body.Id).toBe(demo.event('luky-festival'));
    expect((await detail(demo.event('luky-festival'))).body.Nickname).toBe('luky');
  });

  it('answers the display fields of a multi-day festival with a lineup across days', async () => {
    const { body } = await detail('luky', { 'accept-language': 'sk' });
    expect(body).toMatchObject({
      ProfileName: 'Lúky Festival',
      Status: 'PUBLISHED',
      TimeZone: 'Europe/Bratislava',
      TimeZoneLocation: 'Bratislava',
      Currency: 'EUR',
      Building: { Name: 'Festivalový areál Lúky', ProfileName: 'Lúky Festival', IsConfirmed: true },
      VenueRef: { Name: 'Festivalový areál Lúky' },
      SellingChannelInfo: { SellingChannel: 'Marquee', PerformanceId: null, Url: null },
      LimitForOne: 10,
      City: { Name: 'Trenčín', CountryCode: 'SK', Country: 'Slovensko' },
      TicketsSold: 0,
      IsPublished: true,
      IsPast: false,
      IsLongTerm: false,
      IsMultiDay: true,
      InSellingTime: true,
      IsAuthor: false,
      GoingStatus: null,
      Contacts: null,
    });
    expect(new Set(body.Lineup.map((item) => item.Day)).size).toBe(3);
    const nameOnly = body.Lineup.find((item) => item.Name === 'The Kolektív');
    expect(nameOnly).toMatchObject({ ProfileRef: null, Confirmed: false, IsFollowing: false });
    const band = body.Lineup.find((item) => item.Name === 'Mlýnská kola');
    expect(band?.ProfileRef).toMatchObject({ Type: 'BandProfile', Nickname: 'mlynska-kola' });
    expect(body.Categories.map((c) => c.Name)).toContain('Rock');
    expect(body.Keywords).toContain('festival');
    // The private phone is left out of PublicContacts.
    expect(body.PublicContacts.map((c) => c.Kind).sort()).toEqual(['email', 'web']);
    expect(body.EmbeddedCodes[0]?.HtmlCode).toContain('<iframe');
  });

  it('sanitizes rich text and embeds, orders them and hides hidden ones from the public', async () => {
    const { body } = await detail('metalika-kosice');
    expect(body.AboutRichText).toContain('Vstup od 18 rokov.');
    expect(body.AboutRichText).not.toContain('onclick');
    expect(body.EmbeddedCodes.map((code) => code.OrderNumber)).toEqual([0, 1]);
    expect(body.EmbeddedCodes[0]?.HtmlCode).toBe('<p>Playlist</p>');
    expect(JSON.stringify(body.EmbeddedCodes)).not.toContain('<script');
    expect(body.EmbeddedCodes[1]?.HtmlCode).toContain('youtube-nocookie.com/embed/');
  });

  it('shows the author hidden embeds and private contacts', async () => {
    const author = await holderOf(t, 'kulturne-noviny');
    const { body } = await detail('metalika-kosice', author.headers);
    expect(body.IsAuthor).toBe(true);
    expect(body.EmbeddedCodes.map((code) => code.IsHidden)).toEqual([false, false, true]);
    expect(body.Contacts?.some((contact) => contact.Private)).toBe(true);
  });

  it('never shows a draft to the public or to other profiles, only to its author', async () => {
    const draft = demo.event('beethoven-deviata');
    const anonymous = await detail(draft);
    expect(anonymous.status).toBe(404);
    expect(anonymous.body).toMatchObject({ Code: 'NOT_FOUND' });
    const stranger = await holderOf(t, 'spree-kultur');
    expect((await detail(draft, stranger.headers)).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/event/${draft}/calendar.ics` })).statusCode).toBe(
      404,
    );
    const author = await holderOf(t, 'marquee-live');
    const own = await detail(draft, author.headers);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ Status: 'DRAFT', IsPublished: false, IsAuthor: true });
  });

  it('lists the future performances of the group sorted by start, without the event itself', async () => {
    const { body } = await detail(demo.event('obchod-na-korze'));
    expect(body.EventGroupId).not.toBeNull();
    const related = body.RelatedEvents;
    expect(related.length).toBeGreaterThanOrEqual(1);
    expect(related.map((r) => r.Id)).not.toContain(body.Id);
    const begins = related.map((r) => Date.parse(r.Begin));
    expect(begins).toEqual([...begins].sort((a, b) => a - b));
    for (const r of related) expect(Date.parse(r.End)).toBeGreaterThan(Date.now());
    expect(related[0]?.Venue).toMatchObject({ Name: expect.any(String), City: 'Košice', CountryCode: 'SK' });
    const subtitled = await detail(demo.event('obchod-na-korze-seniori'));
    const fk = subtitled.body.RelatedEvents.find((r) => r.Id === demo.event('obchod-na-korze-fk'));
    expect(fk?.MovieInfo).toEqual({ Dabing: null, Subtitles: 'EN' });
    expect(subtitled.body.MovieInfo?.Movie.OriginalTitle).toBe('Obchod na korze');
  });

  it('derives the state flags of long-term, past, external and stream events', async () => {
    expect((await detail(demo.event('slovensky-dizajn'))).body).toMatchObject({
      IsLongTerm: true,
      IsMultiDay: true,
      InSellingTime: false,
      End: '9999-12-30T23:59:59.000Z',
    });
    expect((await detail(demo.event('galakoncert-30'))).body).toMatchObject({
      IsPast: true,
      InSellingTime: false,
    });
    const stream = (await detail(demo.event('ifju-online-premier'))).body;
    expect(stream).toMatchObject({
      IsOnline: true,
      HasStream: true,
      City: null,
      LonLat: null,
      Building: null,
    });
    expect(stream.Stream).toMatchObject({ StreamSellingChannel: 'Paid', Nickname: 'tuzmadar-online' });
    expect(stream.StreamSettings).toMatchObject({ ShowStreamPromo: true, StreamId: stream.Stream?.Id });
  });

  it('answers IsFollowing and GoingStatus for the active profile, and ignores a foreign ProfileId header', async () => {
    const visitor = await holderOf(t, 'felix-brandt');
    const band = demo.profile('mlynska-kola');
    const festival = demo.event('luky-festival');
    const db = t.database.db;
    await db
      .insert(follows)
      .values({ followerProfileId: visitor.profile.id, followedProfileId: band })
      .onConflictDoNothing();
    await db
      .insert(eventVisitors)
      .values({ eventId: festival, profileId: visitor.profile.id, status: 'Going' })
      .onConflictDoUpdate({
        target: [eventVisitors.eventId, eventVisitors.profileId],
        set: { status: 'Going' },
      });
    const { body } = await detail('luky', visitor.headers);
    expect(body.Lineup.find((item) => item.ProfileRef?.Id === band)?.IsFollowing).toBe(true);
    expect(body.Lineup.find((item) => item.Name === 'DJ Kovi')?.IsFollowing).toBe(false);
    expect(body.GoingStatus).toBe('Going');
    expect(body.GoingCount).toBeGreaterThanOrEqual(1);
    const foreign = await detail('luky', { ...visitor.headers, profileid: demo.profile('marquee-live') });
    expect(foreign.status).toBe(200);
  });

  it('answers 404 for unknown ids and a 4xx, never a 500, for absurd ones', async () => {
    expect((await detail('no-such-event')).status).toBe(404);
    expect((await detail('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await detail('%E2%82')).status).toBe(400);
    // Fastify's router refuses path parameters over 100 characters itself (414 URI Too Long).
    expect((await detail('x'.repeat(101))).status).toBe(414);
  });
});

describe('GET /api/event/{id}/calendar.ics', () => {
  const parse = (text: string) => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    const vevent = calendar.getFirstSubcomponent('vevent');
    if (!vevent) throw new Error('no VEVENT');
    return { calendar, event: new ICAL.Event(vevent) };
  };

  it('is a valid iCalendar file with the event, its page, place and zone', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/event/luky/calendar.ics',
      headers: { 'accept-language': 'sk' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="luky.ics"');
    const { body } = await detail('luky');
    const { calendar, event } = parse(res.body);
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Bratislava');
    expect(event.summary).toBe('Lúky Festival');
    expect(event.startDate.toJSDate().toISOString()).toBe(body.Begin);
    expect(event.endDate.toJSDate().toISOString()).toBe(body.End);
    expect(event.location).toContain('Trenčín');
    expect(event.uid).toContain(body.Id);
    expect(event.component.getFirstPropertyValue('url')).toBe('http://localhost:3000/sk/events/luky');
    expect(event.description).toContain('http://localhost:3000/sk/events/luky');
  });

  it('leaves out the end of a long-term event and names an online one', async () => {
    const longTerm = await t.app.inject({
      method: 'GET',
      url: `/api/event/${demo.event('slovensky-dizajn')}/calendar.ics`,
    });
    expect(parse(longTerm.body).event.component.hasProperty('dtend')).toBe(false);
    const online = await t.app.inject({
      method: 'GET',
      url: `/api/event/${demo.event('ifju-online-premier')}/calendar.ics`,
    });
    expect(parse(online.body).event.location).toBe('Online stream');
    expect((await t.app.inject({ method: 'GET', url: '/api/event/nope/calendar.ics' })).statusCode).toBe(404);
  });
});
