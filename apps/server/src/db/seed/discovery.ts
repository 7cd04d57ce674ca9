import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../client';
import * as schema from '../schema';
import { normalizeSearchText } from '../schema/columns';
import type { Contact, EmbeddedCode } from '../schema/documents';
import type { DemoData } from './demo-data';
import { demoImagePath, paragraphsHtml, seedUuid } from './ids';
import { HOMEPAGE_SLIDER } from './spots';
import { addDays, addMs, calendarDay, DAY_MS, HOUR_MS, isoDay, weekdayIndex, zonedTime } from './time';

/*
 * Demo data the discovery screens (issue 4) need on top of the foundation seed: a Košice metal band and
 * its concert this weekend (the "kosice" + genre + weekend journey, and the "metalica" typo search), event
 * contacts and embeds (one with a script that sanitizing removes), an article with a gallery and embed,
 * and spots outside their TimePeriod (never shown). Deterministic for a given `now`.
 */

const YOUTUBE = (videoId: string, title: string): EmbeddedCode => ({
  HtmlCode: `<iframe src="https://www.youtube-nocookie.com/embed/${videoId}" title="${title}" allowfullscreen></iframe>`,
  IsHidden: false,
  OrderNumber: 0,
});

const CONTACTS: Record<string, Contact[]> = {
  'luky-festival': [
    { Kind: 'web', Url: 'https://luky-festival.example', WebContactType: 'Homepage', Private: false },
    { Kind: 'email', EmailAddress: 'info@luky-festival.example', Private: false },
    { Kind: 'phone', Number: '+421 905 123 456', Private: true },
  ],
  'dvorak-novy-svet': [
    { Kind: 'email', EmailAddress: 'pokladna@dunajska-sien.example', Private: false },
    { Kind: 'phone', Number: '+421 2 5443 1201', Private: false },
  ],
  'kosicke-dni-jazzu': [
    { Kind: 'web', Url: 'https://facebook.com/kosickednijazzu', WebContactType: 'Facebook', Private: false },
  ],
};

/** Writes the extras inside the demo seed's transaction and adds its rows to the seed summary's `counts`. */
export async function seedDiscoveryExtras(
  tx: Tx,
  now: Date,
  data: DemoData,
  counts: Record<string, number>,
): Promise<void> {
  const { places, events: eventRows } = data;
  const kosice = places.lookup.city(['SK', 'Košice']);
  const bandId = seedUuid('profile', 'metalika');
  const about = 'Metallica tribute band z Košíc. Dve hodiny thrash metalu od Kill ’Em All po 72 Seasons.';
  await tx.insert(schema.profiles).values({
    id: bandId,
    type: 'BandProfile',
    subtype: 'Band',
    profileName: 'Metalika',
    searchName: normalizeSearchText('Metalika', 'metalika'),
    nickname: 'metalika',
    about,
    aboutRichText: paragraphsHtml([about]),
    profilePicture: demoImagePath('profile-metalika'),
    country: 'SK',
    cityId: kosice.id,
    hometown: kosice.name,
    lon: kosice.lon,
    lat: kosice.lat,
    contacts: [{ Kind: 'web', Url: 'https://metalika.example', WebContactType: 'Homepage', Private: false }],
    embeddedCodes: [YOUTUBE('tAGnKpE4NCI', 'Metalika live')],
    role: 'Confirmed',
    followersCount: 2_150,
    followingCount: 12,
    createdAt: addMs(now, -200 * DAY_MS),
    updatedAt: addMs(now, -200 * DAY_MS),
  });
  await tx.insert(schema.profileGenres).values([
    { profileId: bandId, genreId: places.lookup.genre('metal') },
    { profileId: bandId, genreId: places.lookup.genre('rock') },
  ]);

  // This weekend in Košice: Saturday, or today when it is already Saturday or Sunday; on a Saturday evening
  // after the doors, Sunday (the weekend journey and the typo search must find it on sale).
  const today = calendarDay(now, kosice.timeZone);
  let day = addDays(today, Math.max(weekdayIndex(today), 5) - weekdayIndex(today));
  if (weekdayIndex(day) === 5 && zonedTime(day, '20:00', kosice.timeZone).getTime() <= now.getTime()) {
    day = addDays(day, 1);
  }
  const beginAt = zonedTime(day, '20:00', kosice.timeZone);
  const endAt = addMs(beginAt, 3 * HOUR_MS);
  const eventId = seedUuid('event', 'metalika-kosice');
  const name = 'Metalika: Master of Puppets v Košiciach';
  const lineup = ['Metalika', 'Oceľ'];
  const keywords = ['metal', 'tribute', 'thrash'];
  const eventAbout = 'Večer thrash metalu v Tabačke. Predkapela Oceľ, potom celý album Master of Puppets.';
  await tx.insert(schema.events).values({
    id: eventId,
    nickname: 'metalika-kosice',
    name,
    searchText: normalizeSearchText(name, ...keywords, ...lineup),
    about: eventAbout,
    aboutRichText: `${paragraphsHtml([eventAbout])}<p onclick="alert(1)">Vstup od 18 rokov.</p>`,
    beginAt,
    endAt,
    openGateAt: addMs(beginAt, -HOUR_MS),
    beginSellingAt: addMs(now, -10 * DAY_MS),
    endSellingAt: beginAt,
    timeZone: kosice.timeZone,
    status: 'PUBLISHED',
    currency: 'EUR',
    sellingChannel: 'Marquee',
    limitForOne: 6,
    authorProfileId: places.lookup.profile('kulturne-noviny').id,
    address: {
      AddressLine: 'Tabačka Kulturfabrik, Gorkého 2',
      City: kosice.name,
      Zip: '040 01',
      Country: 'SK',
    },
    cityId: kosice.id,
    lon: 21.2587,
    lat: 48.7236,
    keywords,
    contacts: [
      { Kind: 'web', Url: 'https://tabacka.example', WebContactType: 'Homepage', Private: false },
      { Kind: 'email', EmailAddress: 'booking@metalika.example', Private: true },
    ],
    embeddedCodes: [
      { ...YOUTUBE('tAGnKpE4NCI', 'Metalika – Master of Puppets'), OrderNumber: 1 },
      // Older writers stored scripts; the API must never hand one out.
      { HtmlCode: '<p>Playlist</p><script>alert("x")</script>', IsHidden: false, OrderNumber: 0 },
      { HtmlCode: '<p>Interný odkaz pre promotéra</p>', IsHidden: true, OrderNumber: 2 },
    ],
    profilePicture: demoImagePath('event-metalika-kosice'),
    shareImage: demoImagePath('event-metalika-kosice'),
    createdAt: addMs(now, -30 * DAY_MS),
    updatedAt: addMs(now, -30 * DAY_MS),
  });
  await tx.insert(schema.eventGenres).values([
    { eventId, genreId: places.lookup.genre('metal') },
    { eventId, genreId: places.lookup.genre('rock') },
  ]);
  await tx.insert(schema.eventLineup).values([
    {
      id: seedUuid('lineup', 'metalika-kosice/0'),
      eventId,
      profileId: null,
      name: 'Oceľ',
      day: isoDay(day),
      beginAt: addMs(beginAt, -HOUR_MS),
      sortOrder: 0,
    },
    {
      id: seedUuid('lineup', 'metalika-kosice/1'),
      eventId,
      profileId: bandId,
      name: 'Metalika',
      day: isoDay(day),
      beginAt,
      confirmed: true,
      sortOrder: 1,
    },
  ]);
  const categoryId = seedUuid('ticket-category', 'metalika-kosice/GA');
  await tx
    .insert(schema.eventTicketCategories)
    .values({ id: categoryId, eventId, key: 'GA', name: 'Vstupenka' });
  await tx.insert(schema.eventBasePrices).values({
    id: seedUuid('base-price', 'metalika-kosice/GA/regular'),
    ticketCategoryId: categoryId,
    priceMinor: 1500,
    validFrom: addMs(now, -10 * DAY_MS),
    validTill: beginAt,
  });

  // Public and private contacts, and a second embed, on events the foundation seeded without them.
  for (const [key, contacts] of Object.entries(CONTACTS)) {
    const ref = eventRows.refs.get(key);
    if (ref) await tx.update(schema.events).set({ contacts }).where(eq(schema.events.id, ref.id));
  }
  const jazz = eventRows.refs.get('kosicke-dni-jazzu');
  if (jazz) {
    await tx
      .update(schema.events)
      .set({ embeddedCodes: [YOUTUBE('vmDDOFXSgAs', 'Košické dni jazzu 2024')] })
      .where(eq(schema.events.id, jazz.id));
  }

  const articleId = seedUuid('article', 'metalika-rozhovor');
  const title = 'Metalika: „Master of Puppets hráme celý, bez prestávky“';
  await tx.insert(schema.articles).values({
    id: articleId,
    title,
    searchText: normalizeSearchText(title, 'metal', 'rozhovor', 'košice'),
    text: paragraphsHtml([
      'Košická Metalika hrá skladby Metallicy už desať rokov. Pred sobotným koncertom v Tabačke sme sa rozprávali o tom, prečo album Master of Puppets zahrajú celý.',
      'Predkapela Oceľ otvorí večer o siedmej. Vstupenky sú v predaji na Marquee.',
    ]),
    about: 'Rozhovor pred sobotným koncertom v Tabačke.',
    profilePicture: demoImagePath('article-metalika-rozhovor'),
    keywords: ['metal', 'rozhovor', 'košice'],
    status: 'PUBLISHED',
    publishedAt: addMs(now, -DAY_MS),
    authorProfileId: places.lookup.profile('kulturne-noviny').id,
    gallery: [
      { ImageId: 'article-metalika-rozhovor-1', Caption: 'Skúška v Tabačke' },
      { ImageId: 'article-metalika-rozhovor-2', Caption: 'Setlist' },
    ],
    embeddedCodes: [YOUTUBE('tAGnKpE4NCI', 'Metalika – rozhovor')],
    createdAt: addMs(now, -DAY_MS),
    updatedAt: addMs(now, -DAY_MS),
  });
  await tx.insert(schema.articleGenres).values({ articleId, genreId: places.lookup.genre('metal') });
  await tx.insert(schema.articleProfiles).values({ articleId, profileId: bandId });

  // Spots: the concert joins the "this weekend" group; one spot has ended and one has not started yet.
  const weekendGroup = seedUuid('spot', 'this-weekend');
  const [group] = await tx
    .select()
    .from(schema.spots)
    .where(inArray(schema.spots.id, [weekendGroup]));
  const spotRows: (typeof schema.spots.$inferInsert)[] = [
    {
      id: seedUuid('spot', 'ended-campaign'),
      name: HOMEPAGE_SLIDER,
      title: 'Letná kampaň (skončila)',
      type: 'ExternalSpot',
      url: 'https://marquee.example/summer',
      externalSpotType: 'Web',
      beginAt: addMs(now, -60 * DAY_MS),
      endAt: addMs(now, -DAY_MS),
      sortOrder: 10,
      createdAt: addMs(now, -60 * DAY_MS),
    },
    {
      id: seedUuid('spot', 'next-month'),
      name: HOMEPAGE_SLIDER,
      title: 'Pripravujeme',
      type: 'EntitySpot',
      entityType: 'Profile',
      profileId: bandId,
      beginAt: addMs(now, 30 * DAY_MS),
      endAt: addMs(now, 60 * DAY_MS),
      sortOrder: 11,
      createdAt: addMs(now, -DAY_MS),
    },
  ];
  if (group) {
    spotRows.push({
      id: seedUuid('spot', 'weekend-metal'),
      name: HOMEPAGE_SLIDER,
      title: name,
      profilePicture: demoImagePath('event-metalika-kosice'),
      type: 'EntitySpot',
      entityType: 'Event',
      eventId,
      parentSpotId: group.id,
      beginAt: addMs(now, -DAY_MS),
      endAt: endAt,
      sortOrder: 2,
      customText: 'Thrash metal v Tabačke',
      createdAt: addMs(now, -DAY_MS),
    });
  }
  await tx.insert(schema.spots).values(spotRows);
  const added = { profiles: 1, events: 1, eventLineup: 2, ticketCategories: 1, basePrices: 1, articles: 1 };
  for (const [key, n] of Object.entries({ ...added, spots: spotRows.length }))
    counts[key] = (counts[key] ?? 0) + n;
}
