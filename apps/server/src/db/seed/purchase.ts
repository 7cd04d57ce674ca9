import { and, eq } from 'drizzle-orm';
import type { Tx } from '../client';
import * as schema from '../schema';
import { normalizeSearchText } from '../schema/columns';
import type { DemoData } from './demo-data';
import { demoImagePath, paragraphsHtml, seedUuid } from './ids';
import { COLORS, rectPath, svgDocument } from './layout-kit';
import { addDays, calendarDay, DAY_MS, HOUR_MS, zonedTime } from './time';

/**
 * Demo data the purchase flow needs beyond the events of events.ts (which already cover the seated hall
 * with two categories, standing and merchandise at Lúky, donations, free, externally sold and not-yet-on-sale
 * events): a standing event sold in three price waves on its own configuration, a seated concert with
 * a 40-second hold so the basket-timeout journey can be shown and tested without waiting 15 minutes, and
 * the hall's seat-map pictures (a sector cover and gallery, an image pin on the drawing).
 */

export const PURCHASE_DEMO = {
  wavesEvent: seedUuid('event', 'luky-warmup'),
  wavesConfiguration: seedUuid('configuration', 'luky-areal/waves'),
  shortHoldEvent: seedUuid('event', 'dunajska-generalka'),
  /** Hold length of the short-hold event, seconds. */
  shortHoldSeconds: 40,
  /** The hall sector whose seat-map gallery has pictures, and the image pin's caption. */
  gallerySector: 'Parter stred',
  pinCaption: 'Pohľad z pódia',
} as const;

const WAVES = [
  { key: 'WAVE1', name: '1. vlna', price: 19, capacity: 150, svgId: 'wave-1', color: COLORS.GA },
  { key: 'WAVE2', name: '2. vlna', price: 24, capacity: 300, svgId: 'wave-2', color: COLORS.FLOOR },
  { key: 'WAVE3', name: '3. vlna', price: 29, capacity: 500, svgId: 'wave-3', color: COLORS.A },
] as const;

function baseEvent(
  id: string,
  name: string,
  about: string,
  venue: ReturnType<DemoData['places']['lookup']['venue']>,
  authorId: string,
  beginAt: Date,
  now: Date,
): typeof schema.events.$inferInsert {
  return {
    id,
    name,
    searchText: normalizeSearchText(name),
    about,
    aboutRichText: paragraphsHtml([about]),
    beginAt,
    endAt: new Date(beginAt.getTime() + 5 * HOUR_MS),
    openGateAt: new Date(beginAt.getTime() - HOUR_MS),
    beginSellingAt: new Date(now.getTime() - 2 * DAY_MS),
    endSellingAt: beginAt,
    timeZone: venue.city.timeZone,
    status: 'PUBLISHED',
    currency: 'EUR',
    sellingChannel: 'Marquee',
    authorProfileId: authorId,
    venueId: venue.id,
    venueConfigurationId: venue.configurationId,
    address: venue.address,
    cityId: venue.city.id,
    lon: venue.lon,
    lat: venue.lat,
    profilePicture: demoImagePath(`event-${id.slice(0, 8)}`),
    shareImage: demoImagePath(`event-${id.slice(0, 8)}`),
  };
}

/** Writes the rows and adds them to the seed summary's `counts`. */
export async function seedPurchaseDemo(tx: Tx, now: Date, data: DemoData, counts: Record<string, number>) {
  const { lookup } = data.places;

  // ——— Open-air warm-up at the Lúky grounds: three standing waves; the next opens at its date or when the current sells out ———
  const luky = lookup.venue('luky-areal');
  const configurationId = PURCHASE_DEMO.wavesConfiguration;
  const width = 1200;
  const height = 600;
  const body = WAVES.map(
    (wave, i) =>
      `<g class="sector" data-type="StandingSector"><path id="${wave.svgId}" d="${rectPath(60 + i * 380, 160, 320, 360)}" fill="#${wave.color}" fill-opacity="0.18" stroke="#${wave.color}" stroke-width="2"/>` +
      `<text x="${220 + i * 380}" y="350" font-size="28" text-anchor="middle" fill="#2c3e50">${wave.name}</text></g>`,
  );
  body.unshift(
    `<path d="${rectPath(360, 40, 480, 80)}" fill="#34495e"/><text x="600" y="92" font-size="30" text-anchor="middle" fill="#ffffff">PÓDIUM</text>`,
  );
  await tx.insert(schema.venueConfigurations).values({
    id: configurationId,
    venueId: luky.id,
    name: 'Warm-up – predaj vo vlnách',
    svg: svgDocument(width, height, 'Warm-up – predaj vo vlnách', body),
    width,
    height,
  });
  const sectorIds = WAVES.map((wave) => seedUuid('sector', `luky-areal/waves/${wave.svgId}`));
  await tx.insert(schema.sectors).values(
    WAVES.map((wave, i) => ({
      id: sectorIds[i],
      configurationId,
      type: 'StandingSector' as const,
      name: wave.name,
      description: `Vstupenka ${wave.name} – po vypredaní alebo v určený deň sa otvorí ďalšia vlna.`,
      color: wave.color,
      sortOrder: i,
      svgId: wave.svgId,
      capacity: wave.capacity,
      ticketCategoryKey: wave.key,
      maxTicketsPerPurchase: 6,
    })),
  );
  const warmupBegin = zonedTime(
    addDays(calendarDay(now, luky.city.timeZone), 24),
    '18:00',
    luky.city.timeZone,
  );
  const warmup = {
    ...baseEvent(
      PURCHASE_DEMO.wavesEvent,
      'Open-air Warm-up Trenčín',
      'Večer pred sezónou na lúkach pri Trenčíne. Vstupenky sa predávajú vo vlnách: čím skôr, tým lacnejšie.',
      { ...luky, configurationId },
      lookup.profile('luky-festival').id,
      warmupBegin,
      now,
    ),
    keywords: ['warm-up', 'open air', 'vlny'],
    limitForOne: 6,
  };
  await tx.insert(schema.events).values(warmup);
  await tx
    .insert(schema.eventGenres)
    .values({ eventId: warmup.id as string, genreId: lookup.genre('electronic') });
  const waveCategoryIds = WAVES.map((wave) => seedUuid('ticket-category', `luky-warmup/${wave.key}`));
  await tx.insert(schema.eventTicketCategories).values(
    WAVES.map((wave, i) => ({
      id: waveCategoryIds[i],
      eventId: warmup.id as string,
      key: wave.key,
      name: `Vstupenka – ${wave.name}`,
      color: wave.color,
      sortOrder: i,
    })),
  );
  await tx.insert(schema.eventBasePrices).values(
    WAVES.map((wave, i) => ({
      ticketCategoryId: waveCategoryIds[i] as string,
      priceMinor: wave.price * 100,
      validFrom: warmup.beginSellingAt as Date,
      validTill: warmupBegin,
    })),
  );
  const activation = [
    addDays(calendarDay(now, luky.city.timeZone), 5),
    addDays(calendarDay(now, luky.city.timeZone), 12),
  ];
  await tx.insert(schema.eventSectorSettings).values(
    WAVES.map((_, i) => ({
      eventId: warmup.id as string,
      configurationId,
      sectorId: sectorIds[i] as string,
      ticketCategoryId: waveCategoryIds[i] as string,
      nextWaveSectorId: sectorIds[i + 1] ?? null,
      nextWaveActivationAt: activation[i] ? zonedTime(activation[i], '10:00', luky.city.timeZone) : null,
    })),
  );

  // ——— Dunajská sieň open rehearsal: the seated hall with a 40-second hold ———
  const hall = lookup.venue('dunajska-sien');
  const rehearsalBegin = zonedTime(
    addDays(calendarDay(now, hall.city.timeZone), 9),
    '10:00',
    hall.city.timeZone,
  );
  const rehearsal = baseEvent(
    PURCHASE_DEMO.shortHoldEvent,
    'Otvorená generálka: Dvořák',
    'Generálna skúška pred koncertom. Lístky držíme v košíku len 40 sekúnd – rozhodnite sa rýchlo.',
    hall,
    lookup.profile('dunajska-sien').id,
    rehearsalBegin,
    now,
  );
  await tx
    .insert(schema.events)
    .values({ ...rehearsal, endAt: new Date(rehearsalBegin.getTime() + 3 * HOUR_MS) });
  await tx
    .insert(schema.eventGenres)
    .values({ eventId: rehearsal.id as string, genreId: lookup.genre('classical') });
  const keys = [...hall.seatKeys].sort();
  const hallCategoryIds = keys.map((key) => seedUuid('ticket-category', `dunajska-generalka/${key}`));
  await tx.insert(schema.eventTicketCategories).values(
    keys.map((key, i) => ({
      id: hallCategoryIds[i],
      eventId: rehearsal.id as string,
      key,
      name: i === 0 ? 'Parter' : i === 1 ? 'Balkón' : `Kategória ${key}`,
      color: (COLORS as Record<string, string>)[key] ?? '3598db',
      sortOrder: i,
    })),
  );
  await tx.insert(schema.eventBasePrices).values(
    keys.map((_, i) => ({
      ticketCategoryId: hallCategoryIds[i] as string,
      priceMinor: i === 0 ? 900 : 500,
      validFrom: rehearsal.beginSellingAt as Date,
      validTill: rehearsalBegin,
    })),
  );
  await tx.insert(schema.eventSectorSettings).values(
    hall.sectors.map((sector) => ({
      eventId: rehearsal.id as string,
      configurationId: hall.configurationId,
      sectorId: sector.id,
      isSellingEnabled: sector.type === 'SeatingSector',
      isHidden: sector.type !== 'SeatingSector',
    })),
  );
  await tx.insert(schema.eventTicketingSettings).values({
    eventId: rehearsal.id as string,
    holdSeconds: PURCHASE_DEMO.shortHoldSeconds,
  });
  await seedHallPictures(tx, hall.configurationId);
  counts.events = (counts.events ?? 0) + 2;
  counts.venueConfigurations = (counts.venueConfigurations ?? 0) + 1;
  counts.sectors = (counts.sectors ?? 0) + WAVES.length;
}

/**
 * The Dunajská hall's seat-map pictures (spec 2 §2 gallery and image-pin lightbox): a cover and two gallery
 * pictures of the middle stalls, as the layout editor stores them, and an image pin in the drawing's corner.
 */
async function seedHallPictures(tx: Tx, configurationId: string) {
  const [sector] = await tx
    .select({ id: schema.sectors.id })
    .from(schema.sectors)
    .where(
      and(
        eq(schema.sectors.configurationId, configurationId),
        eq(schema.sectors.name, PURCHASE_DEMO.gallerySector),
      ),
    );
  const [configuration] = await tx
    .select({
      shapes: schema.venueConfigurations.additionalShapes,
      width: schema.venueConfigurations.width,
      height: schema.venueConfigurations.height,
    })
    .from(schema.venueConfigurations)
    .where(eq(schema.venueConfigurations.id, configurationId));
  if (!sector || !configuration) throw new Error('seed: the Dunajská hall layout is missing');
  await tx.insert(schema.sectorImages).values([
    { sectorId: sector.id, imageUrl: demoImagePath('hall-parter-stred-cover'), isCover: true },
    { sectorId: sector.id, imageUrl: demoImagePath('hall-parter-stred-row-5'), sortOrder: 0 },
    { sectorId: sector.id, imageUrl: demoImagePath('hall-parter-stred-row-12'), sortOrder: 1 },
  ]);
  const x = Math.round(configuration.width * 0.06);
  const y = Math.round(configuration.height * 0.06);
  await tx
    .update(schema.venueConfigurations)
    .set({
      additionalShapes: [
        ...configuration.shapes,
        {
          Points: [
            { X: x, Y: y },
            { X: x + 40, Y: y },
            { X: x + 40, Y: y + 40 },
            { X: x, Y: y + 40 },
          ],
          ImageId: demoImagePath('hall-view-from-stage'),
          ShapeText: { Text: PURCHASE_DEMO.pinCaption, Color: '2c3e50', FontSize: 16, RotationAngle: 0 },
        },
      ],
    })
    .where(eq(schema.venueConfigurations.id, configurationId));
}
