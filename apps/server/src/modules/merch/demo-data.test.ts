import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUuid } from '../../db/seed/ids';
import type { TestApp } from '../../testing/app';
import { buildDemoApp } from '../events/test-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildDemoApp();
}, 120_000);
afterAll(() => t.close());

describe('merch demo data', () => {
  it('gives Marquee Live a few items in a stable order, with a picture that is served', async () => {
    const profileId = seedUuid('profile', 'marquee-live');
    const response = await t.app.inject({ method: 'GET', url: `/api/merch?ProfileId=${profileId}` });
    expect(response.statusCode).toBe(200);
    const items = response.json() as { Id: string; Name: string; ProfilePicture: string | null }[];
    expect(items.map((item) => item.Id)).toEqual(
      ['tour-tee', 'tote-bag', 'gift-card'].map((key) => seedUuid('merch', key)),
    );
    const picture = items[0]?.ProfilePicture;
    expect(picture).toBeTruthy();
    expect((await t.app.inject({ method: 'GET', url: picture ?? '' })).statusCode).toBe(200);
  });
});
