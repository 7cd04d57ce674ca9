import type * as schema from '../schema';
import { normalizeSearchText } from '../schema/columns';
import { ARTICLE_SEEDS } from './articles';
import type { EventRows } from './build-events';
import type { PlaceRows } from './build-places';
import { demoImagePath, paragraphsHtml, seedUuid } from './ids';
import { HOMEPAGE_SLIDER, SPOT_SEEDS, type SpotSeed } from './spots';
import { STREAM_SEEDS } from './streams';
import { addMs, DAY_MS, HOUR_MS } from './time';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export interface ContentRows {
  streams: Insert<typeof schema.streams>[];
  vods: Insert<typeof schema.vods>[];
  articles: Insert<typeof schema.articles>[];
  articleGenres: Insert<typeof schema.articleGenres>[];
  articleProfiles: Insert<typeof schema.articleProfiles>[];
  spots: Insert<typeof schema.spots>[];
}

const eventRef = (events: EventRows, key: string) => {
  const ref = events.refs.get(key);
  if (!ref) throw new Error(`Seed data refers to an unknown event ${key}`);
  return ref;
};

export function buildContent(now: Date, places: PlaceRows, events: EventRows): ContentRows {
  const rows: ContentRows = {
    streams: [],
    vods: [],
    articles: [],
    articleGenres: [],
    articleProfiles: [],
    spots: [],
  };

  for (const s of STREAM_SEEDS) {
    const event = eventRef(events, s.eventKey);
    // The id matches events.stream_settings.StreamId, written when the event was built.
    const id = seedUuid('stream', s.eventKey);
    rows.streams.push({
      id,
      nickname: s.nickname,
      title: s.title,
      about: s.about,
      text: paragraphsHtml([s.about]),
      streamType: 'Live',
      beginAt: event.beginAt,
      endAt: event.endAt,
      timeZone: event.timeZone,
      status: 'PUBLISHED',
      sellingChannel: s.sellingChannel,
      streamUrl: `/demo/streams/${s.nickname}/index.m3u8`,
      eventId: event.id,
      authorProfileId: event.authorId,
      profilePicture: event.picture,
      shareImage: event.picture,
      createdAt: addMs(event.beginAt, -20 * DAY_MS),
      updatedAt: addMs(event.beginAt, -20 * DAY_MS),
    });
    let offset = 0;
    (s.vods ?? []).forEach(([name, minutes], index) => {
      rows.vods.push({
        id: seedUuid('vod', `${s.key}/${index}`),
        streamId: id,
        name,
        type: 'Recording',
        startTime: addMs(event.beginAt, offset * 60_000),
        durationSeconds: minutes * 60,
        // 3 Mbit/s, the spec's upload limit.
        fileSize: minutes * 60 * 375_000,
        filePath: `vod/${s.nickname}/${index + 1}.mp4`,
        previewFilePath: `vod/${s.nickname}/${index + 1}.jpg`,
        createdAt: addMs(event.endAt, HOUR_MS),
      });
      offset += minutes + 5;
    });
  }

  for (const a of ARTICLE_SEEDS) {
    const id = seedUuid('article', a.key);
    const published = a.daysAgo !== undefined ? addMs(now, -a.daysAgo * DAY_MS - 3 * HOUR_MS) : null;
    const created = published ?? addMs(now, -DAY_MS);
    rows.articles.push({
      id,
      title: a.title,
      searchText: normalizeSearchText(a.title, ...a.keywords),
      text: paragraphsHtml(a.paragraphs),
      about: a.about,
      profilePicture: demoImagePath(`article-${a.key}`),
      keywords: a.keywords,
      status: published ? 'PUBLISHED' : 'DRAFT',
      publishedAt: published,
      authorProfileId: places.lookup.profile(a.author).id,
      gallery: (a.gallery ?? []).map((caption, i) => ({
        ImageId: `article-${a.key}-${i + 1}`,
        Caption: caption,
      })),
      createdAt: created,
      updatedAt: created,
    });
    for (const slug of a.genres)
      rows.articleGenres.push({ articleId: id, genreId: places.lookup.genre(slug) });
    for (const key of a.profiles)
      rows.articleProfiles.push({ articleId: id, profileId: places.lookup.profile(key).id });
  }

  const addSpot = (s: SpotSeed, order: number, parentSpotId: string | null) => {
    const id = seedUuid('spot', s.key);
    const event = s.eventKey ? eventRef(events, s.eventKey) : undefined;
    const profile = s.profileKey ? places.lookup.profile(s.profileKey) : undefined;
    rows.spots.push({
      id,
      name: HOMEPAGE_SLIDER,
      title: s.title ?? event?.name ?? profile?.name ?? null,
      profilePicture:
        event?.picture ??
        (profile ? demoImagePath(`profile-${s.profileKey}`) : demoImagePath(`spot-${s.key}`)),
      type: s.type,
      entityType: event ? 'Event' : profile ? 'Profile' : null,
      eventId: event?.id ?? null,
      profileId: profile?.id ?? null,
      url: s.url ?? null,
      externalSpotType: s.url ? 'Web' : null,
      parentSpotId,
      // Entity spots are promoted for a limited time; the rest are open-ended.
      beginAt: event ? addMs(now, -7 * DAY_MS) : null,
      endAt: event ? new Date(Math.max(event.endAt.getTime(), now.getTime() + DAY_MS)) : null,
      sortOrder: order,
      customText: s.customText ?? null,
      createdAt: addMs(now, -7 * DAY_MS),
    });
    for (const [i, child] of (s.children ?? []).entries()) addSpot(child, i, id);
  };
  for (const [i, s] of SPOT_SEEDS.entries()) addSpot(s, i, null);
  return rows;
}
