import { SEARCH_TYPES, type SearchType } from '@marquee/contract';
import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema/profiles';
import { cities } from '../../db/schema/utility';

/**
 * pg_trgm word similarity from which a typed word counts as a typo of a word in the text: "kosce" →
 * "kosice" scores 0.5, "metalica" → "metalika" 0.67, while unrelated words stay below. It is compared with
 * word_similarity() directly rather than through `<%` and the session setting pg_trgm.word_similarity_threshold
 * (default 0.6): then no statement depends on per-connection state, every search is one prepared statement
 * without a transaction, and PGlite and PostgreSQL answer the same. The cost is that typo matching scans the
 * candidate rows instead of the trigram index — fine for the catalogue sizes in sight (events are first
 * narrowed to upcoming ones by index); see docs/decisions.md for the switch when profiles reach ~10⁵.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;
const MAX_WORDS = 6;

/**
 * Letters people swap for one another once diacritics are gone (the columns and the key are already folded:
 * "ý" is "y"): y and i sound the same in Czech and Slovak ("Mlinska kola" for "Mlýnská kola"), w is a v
 * to most of the region. Typo similarity compares key and text with these folded on both sides: a swap
 * then costs nothing, while exact and prefix matching still see the text as written. `translate()` in SQL
 * and `soundFold` here must fold alike.
 */
export const SOUND_FOLD = { from: 'yw', to: 'iv' } as const;
export function soundFold(folded: string): string {
  let out = folded;
  for (const [i, letter] of [...SOUND_FOLD.from].entries())
    out = out.replaceAll(letter, SOUND_FOLD.to[i] ?? letter);
  return out;
}
const sounded = (doc: SQLWrapper) =>
  sql`translate(${doc}, ${sql.raw(`'${SOUND_FOLD.from}'`)}, ${sql.raw(`'${SOUND_FOLD.to}'`)})`;

/** `%`, `_` and `\` in a typed key are literal characters, not LIKE wildcards. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** A folded key (normalizeSearchText) and its words of 2+ characters; every word must match somewhere. */
export interface SearchKey {
  key: string;
  words: string[];
}

const p = (name: string) => sql.placeholder(name);
/** `word` (already sound-folded) looks like a word of `doc` once `doc` is sound-folded too. */
const similar = (word: SQLWrapper, doc: SQLWrapper) =>
  sql`word_similarity(${word}, ${sounded(doc)}) >= ${sql.raw(String(WORD_SIMILARITY_THRESHOLD))}`;

/** Word `i` occurs in `doc` (substring) or looks like one of its words (typo). */
const wordMatches = (doc: SQL, i: number) =>
  sql`(${doc} like ${p(`contains${i}`)} or ${similar(p(`soundWord${i}`), doc)})`;

/**
 * Match quality, lower is better: 0 the whole name, 1 the name's beginning, 2 the beginning of a word of the
 * searchable text (or of `extra`, e.g. the city), 3 anywhere inside it, 4 a typo or words spread over fields.
 * Within tier 4 the closer look-alike comes first.
 */
function quality(name: SQL, doc: SQL, extra?: SQL): SQL[] {
  const extraPrefix = extra ? sql` or ${extra} like ${p('keyPrefix')}` : sql``;
  const tier = sql`case
    when ${name} = ${p('key')} then 0
    when ${name} like ${p('keyPrefix')} then 1
    when ${doc} like ${p('keyPrefix')} or ${doc} like ${p('keyWordPrefix')}${extraPrefix} then 2
    when ${doc} like ${p('keyContains')} then 3
    else 4 end`;
  return [
    tier,
    sql`case when ${tier} = 4 then word_similarity(${p('soundKey')}, ${sounded(doc)}) else 0 end desc`,
  ];
}

/** Ranked ids of one kind: every word must match; `order` breaks ties after match quality. */
function ranked(kind: SearchType, from: SQL, where: SQL[], order: SQL[]) {
  return sql`(select ${kind}::text as kind, id::text as id, pos from (
      select x.id, row_number() over (order by ${sql.join(order, sql`, `)}) as pos
      from ${from} where ${sql.join(where, sql` and `)}
    ) ranked_${sql.raw(kind.toLowerCase())} where pos <= ${p('limit')})`;
}

function searchStatement(db: Db, types: readonly SearchType[], wordCount: number, name: string) {
  const words = Array.from({ length: wordCount }, (_, i) => i);
  const parts: SQL[] = [];
  if (types.includes('Events')) {
    const doc = sql.raw('x.search_text');
    const city = sql.raw('c.search_name');
    const where = [
      sql`x.status = 'PUBLISHED'`,
      sql`x.end_at >= ${p('now')}::timestamptz`,
      ...words.map(
        (i) =>
          sql`(${wordMatches(doc, i)} or ${city} like ${p(`prefix${i}`)} or ${similar(p(`soundWord${i}`), city)})`,
      ),
    ];
    const order = [...quality(sql.raw('f_unaccent(lower(x.name))'), doc, city), sql.raw('x.begin_at, x.id')];
    parts.push(ranked('Events', sql.raw('events x left join cities c on c.id = x.city_id'), where, order));
  }
  if (types.includes('Profiles')) {
    const doc = sql.raw('x.search_name');
    const where = [sql`x.type <> 'VisitorProfile'`, ...words.map((i) => wordMatches(doc, i))];
    const order = [
      ...quality(sql.raw('f_unaccent(lower(x.profile_name))'), doc),
      sql.raw('x.followers_count desc, x.id'),
    ];
    parts.push(ranked('Profiles', sql.raw('profiles x'), where, order));
  }
  if (types.includes('Articles')) {
    const doc = sql.raw('x.search_text');
    const where = [sql`x.status = 'PUBLISHED'`, ...words.map((i) => wordMatches(doc, i))];
    const order = [
      ...quality(sql.raw('f_unaccent(lower(x.title))'), doc),
      sql.raw('x.published_at desc, x.id'),
    ];
    parts.push(ranked('Articles', sql.raw('articles x'), where, order));
  }
  return db
    .select({ kind: sql<SearchType>`kind`, id: sql<string>`id` })
    .from(sql`(${sql.join(parts, sql` union all `)}) as found`)
    .orderBy(sql`kind, pos`)
    .prepare(name);
}

/**
 * One prepared statement per (types, number of words) for every asked type: upcoming published events
 * (name, keywords, lineup or city), profiles that are not visitors (private people; name or nickname) and
 * published articles (title, keywords). Answers ids in rank order per type; cards are read afterwards.
 */
async function rankedIds(
  db: Db,
  byShape: Map<string, ReturnType<typeof searchStatement>>,
  search: SearchKey,
  types: readonly SearchType[],
  now: Date,
  limit: number,
): Promise<Record<SearchType, string[]>> {
  const found: Record<SearchType, string[]> = { Profiles: [], Events: [], Articles: [] };
  const asked = SEARCH_TYPES.filter((type) => types.includes(type));
  const words = search.words.slice(0, MAX_WORDS);
  if (asked.length === 0 || words.length === 0) return found;
  const name = `search_${asked.map((type) => type[0]).join('')}_${words.length}`;
  let statement = byShape.get(name);
  if (!statement) {
    statement = searchStatement(db, asked, words.length, name);
    byShape.set(name, statement);
  }
  const key = escapeLike(search.key);
  const values: Record<string, unknown> = {
    key: search.key,
    soundKey: soundFold(search.key),
    keyPrefix: `${key}%`,
    keyWordPrefix: `% ${key}%`,
    keyContains: `%${key}%`,
    now: now.toISOString(),
    limit,
  };
  words.forEach((word, i) => {
    values[`soundWord${i}`] = soundFold(word);
    values[`contains${i}`] = `%${escapeLike(word)}%`;
    values[`prefix${i}`] = `${escapeLike(word)}%`;
  });
  for (const row of await statement.execute(values)) found[row.kind].push(row.id);
  return found;
}

function keywordStatement(db: Db) {
  const fold = sql.raw('fold');
  return db
    .select({ keyword: sql<string>`mode() within group (order by keyword)` })
    .from(sql`(
      select keyword, f_unaccent(lower(keyword)) as fold from (
        select unnest(keywords) as keyword from events where status = 'PUBLISHED'
        union all
        select unnest(keywords) from articles where status = 'PUBLISHED'
      ) used
    ) as matched`)
    .where(sql`${fold} like ${p('keyContains')} or ${similar(p('soundKey'), fold)}`)
    .groupBy(fold)
    .orderBy(
      sql`case when ${fold} = ${p('key')} then 0 when ${fold} like ${p('keyPrefix')} then 1
        when ${fold} like ${p('keyContains')} then 2 else 3 end`,
      sql`count(*) desc`,
      fold,
    )
    .limit(p('limit'))
    .offset(p('offset'))
    .prepare('search_keywords');
}

/** Keywords containing the key (or a typo of it), by the prepared `statement`. */
async function keywordsLike(
  statement: ReturnType<typeof keywordStatement>,
  key: string,
  limit: number,
  offset: number,
): Promise<string[]> {
  const escaped = escapeLike(key);
  const rows = await statement.execute({
    key,
    soundKey: soundFold(key),
    keyPrefix: `${escaped}%`,
    keyContains: `%${escaped}%`,
    limit,
    offset,
  });
  return rows.map((row) => row.keyword);
}

const summaryColumns = {
  profile: profiles,
  cityName: cities.name,
  region: cities.region,
  cityCountry: cities.countryCode,
};

function prepareSummaries(db: Db) {
  return db
    .select(summaryColumns)
    .from(profiles)
    .leftJoin(cities, eq(cities.id, profiles.cityId))
    .where(sql`${profiles.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('profile_summaries_by_ids');
}

/**
 * The search reads of one database handle (one per app, made in the composition root); each statement is
 * prepared on first use and then only executed with new values.
 */
export function createDiscoveryRepository(db: Db) {
  const searches = new Map<string, ReturnType<typeof searchStatement>>();
  let keywords: ReturnType<typeof keywordStatement> | undefined;
  let summaries: ReturnType<typeof prepareSummaries> | undefined;

  return {
    /** Ids per asked type in rank order (see rankedIds). */
    searchIds: (search: SearchKey, types: readonly SearchType[], now: Date, limit: number) =>
      rankedIds(db, searches, search, types, now, limit),

    /**
     * Keywords of published events and articles containing the key (or a typo of it), folded for matching
     * but answered as written; the spelling used most wins. Whole-keyword and prefix matches first, then by
     * use.
     */
    searchKeywords(key: string, limit: number, offset: number): Promise<string[]> {
      keywords ??= keywordStatement(db);
      return keywordsLike(keywords, key, limit, offset);
    },

    /** Profiles with their city for summaries (search, spots, lists), in the order of `ids`. */
    async profileSummariesByIds(ids: readonly string[]) {
      if (ids.length === 0) return [];
      summaries ??= prepareSummaries(db);
      const rows = await summaries.execute({ ids: [...ids] });
      const byId = new Map(rows.map((row) => [row.profile.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  };
}
export type DiscoveryRepository = ReturnType<typeof createDiscoveryRepository>;
export type ProfileSummaryRow = Awaited<ReturnType<DiscoveryRepository['profileSummariesByIds']>>[number];
