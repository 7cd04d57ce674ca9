import type { Spot } from '@marquee/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spots } from '../../db/schema/discovery';
import { events } from '../../db/schema/events';
import type { TestApp } from '../../testing/app';
import { buildDemoApp, demo, getJson } from '../events/test-fixtures';

let t: TestApp;
const slider = () => getJson<Spot[]>(t, '/api/spot?Name=Homepage-slider', { 'accept-language': 'sk' });

beforeAll(async () => {
  t = await buildDemoApp();
});
afterAll(() => t.close());

describe('GET /api/spot', () => {
  it('answers the slider: entity, external and group spots with their children, in order', async () => {
    const { status, body } = await slider();
    expect(status).toBe(200);
    expect(body.map((spot) => spot.Type)).toEqual([
      'EntitySpot',
      'EntitySpot',
      'EntitySpot',
      'ExternalSpot',
      'GroupSpot',
    ]);
    const [festival, , hall, external, group] = body;
    expect(festival).toMatchObject({
      EntityType: 'Event',
      Ref: {
        Id: demo.event('luky-festival'),
        ProfileName: 'Lúky Festival',
        City: 'Trenčín',
        Country: 'Slovensko',
      },
      SpotCustomOptions: { CustomText: expect.any(String) },
      Children: [],
    });
    expect(hall).toMatchObject({
      EntityType: 'Profile',
      Ref: { Id: demo.profile('dunajska-sien'), IsFollowing: false },
    });
    expect(external).toMatchObject({
      Url: 'https://marquee.example/organizers',
      ExternalSpotType: 'Web',
      Ref: null,
    });
    expect(group?.Children.map((child) => child.Id)).toEqual([
      demo.spot('weekend-jazz'),
      demo.spot('weekend-techno'),
      demo.spot('weekend-metal'),
    ]);
    expect(group?.Children[2]?.Ref).toMatchObject({ Id: demo.event('metalika-kosice') });
  });

  it('leaves out spots outside their TimePeriod', async () => {
    const shown = JSON.stringify((await slider()).body);
    expect(shown).not.toContain(demo.spot('ended-campaign'));
    expect(shown).not.toContain(demo.spot('next-month'));
  });

  it('skips a spot whose event is no longer public, and a group left empty', async () => {
    const techno = demo.event('spreewerk-techno-marathon');
    const jazz = demo.event('nikola-bric-dunaj');
    const metal = demo.event('metalika-kosice');
    await t.database.db.update(events).set({ status: 'DRAFT' }).where(eq(events.id, techno));
    const group = (await slider()).body.find((spot) => spot.Type === 'GroupSpot');
    expect(group?.Children.map((child) => child.Ref?.Id)).toEqual([jazz, metal]);
    await t.database.db
      .update(spots)
      .set({ endAt: new Date(Date.now() - 1000), beginAt: new Date(Date.now() - 5000) })
      .where(eq(spots.parentSpotId, demo.spot('this-weekend')));
    expect((await slider()).body.some((spot) => spot.Type === 'GroupSpot')).toBe(false);
    await t.database.db.update(events).set({ status: 'PUBLISHED' }).where(eq(events.id, techno));
  });

  it('answers an empty list for an unknown group and 400 without a Name', async () => {
    expect((await getJson(t, '/api/spot?Name=Nope')).body).toEqual([]);
    expect((await getJson(t, '/api/spot')).status).toBe(400);
  });
});
