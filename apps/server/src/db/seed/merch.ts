import type { Tx } from '../client';
import * as schema from '../schema';
import type { DemoData } from './demo-data';
import { seedUuid } from './ids';

/** Merchandise of the promoter the demo account owns, so the profile-content workspace isn't empty. */
const MERCH_SEEDS = [
  {
    key: 'tour-tee',
    name: 'Marquee Live tour T-shirt',
    url: 'https://shop.marquee-live.example/tricko',
    description: 'Black organic-cotton T-shirt with this season’s tour dates on the back. Sizes S–XXL.',
    picture: true,
  },
  {
    key: 'tote-bag',
    name: 'Canvas tote bag',
    url: 'https://shop.marquee-live.example/taska',
    description: 'Sturdy tote for festival days; printed in Bratislava.',
    picture: false,
  },
  {
    key: 'gift-card',
    name: 'Gift card',
    url: null,
    description: 'Sold at the box office of every Marquee Live event.',
    picture: false,
  },
] as const;

/** Deterministic: fixed ids and creation times one minute apart before `now`, so the order is stable. */
export async function seedMerchDemo(tx: Tx, now: Date, data: DemoData, counts: Record<string, number>) {
  const profile = data.places.lookup.profile('marquee-live');
  const rows = MERCH_SEEDS.map((item, index) => {
    const createdAt = new Date(now.getTime() - (MERCH_SEEDS.length - index) * 60_000);
    return {
      id: seedUuid('merch', item.key),
      profileId: profile.id,
      name: item.name,
      url: item.url,
      description: item.description,
      profilePicture: item.picture ? '/demo/images/profile-marquee-live.svg' : null,
      createdAt,
      updatedAt: createdAt,
    };
  });
  await tx.insert(schema.merch).values(rows);
  counts.merch = rows.length;
}
