import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { LANGUAGES, type Language } from '#common/languages.ts';
import type { DurationSummary, LanguageFreshness } from '#common/contracts/freshness.ts';

/*
 * How fresh the newsroom is, read from what the pipeline stores (docs/decisions/018-freshness-measured-and-records-pruned.md):
 *
 * - An item is first seen at feed_items.created_at (the pass that found it in its feed).
 * - It reaches its story at feed_items.placed_at (the story that claimed it was saved or grew by it).
 * - It can be read in its own language L when its story has a text in L: article_translations.created_at of
 *   (its story, L). Usually that text is the story's own (written from this item's language at placement);
 *   when it came later (a translation, a merge), that later time counts.
 *
 * Item-to-story latency, for an item in language L = max(placed_at, created_at of its story's text in L)
 * − created_at: the first moment a reader of L could read what the item reported, after it appeared.
 * Story-to-translation, for a machine translation into L = its created_at − the story's created_at.
 * The newest story of a language is the newest text in that language (a story that became readable there).
 */

/** The SQL of an item's item-to-story latency in seconds, over feed_items fi joined to its text t in its language. */
const ITEM_LATENCY = sql`extract(epoch from greatest(fi.placed_at, t.created_at) - fi.created_at)`;

/** A timestamp parameter, typed for both drivers. */
function at(date: Date): SQL {
  return sql`${date.toISOString()}::timestamptz`;
}

/** The 11 languages as a one-column table (l.language). */
function languageTable(): SQL {
  return sql`(values ${sql.join(
    LANGUAGES.map((code) => sql`(${code})`),
    sql`, `,
  )}) as l(language)`;
}

/**
 * The items (fi) that became readable in their language (through its text t) between `since` and `until`:
 * the from and where of every item-to-story figure. Read through the placed_at index; an item placed before
 * `since` whose text in its language came later is left out (rare: a story is normally written in the
 * language of the items it is made of).
 */
function readableItems(since: Date, until: Date): SQL {
  return sql`from feed_items fi
    join article_translations t on t.article_id = fi.article_id and t.language = fi.language
    where fi.placed_at >= ${at(since)} and fi.placed_at <= ${at(until)}
      and greatest(fi.placed_at, t.created_at) <= ${at(until)}`;
}

/** One item's latency: the language it reported in and the seconds from first seen to readable in that language. */
export interface ItemLatency {
  language: Language;
  seconds: number;
}

/** The items that became readable in their language between `since` and `until`, with their latencies. */
export async function listItemLatencies(db: Database, since: Date, until: Date): Promise<ItemLatency[]> {
  const rows = await queryRows<{ language: Language; seconds: number }>(
    db,
    sql`select fi.language, ${ITEM_LATENCY} as seconds ${readableItems(since, until)}`,
  );
  return rows.map((r) => ({ language: r.language, seconds: Number(r.seconds) }));
}

const SUMMARY_COLUMNS = (seconds: SQL) => sql`count(*)::int as count,
  percentile_cont(0.5) within group (order by ${seconds}) as median,
  percentile_cont(0.95) within group (order by ${seconds}) as p95`;

interface SummaryRow {
  language: Language;
  count: number;
  median: number;
  p95: number;
}

function summary(row: SummaryRow | undefined): DurationSummary | null {
  if (!row || Number(row.count) === 0) return null;
  // To the millisecond: the percentiles' floating point says no more.
  const seconds = (value: number) => Math.round(Number(value) * 1000) / 1000;
  return { count: Number(row.count), medianSeconds: seconds(row.median), p95Seconds: seconds(row.p95) };
}

/**
 * Median and p95 per language over a window: item-to-story for the items that became readable in their
 * language in it, story-to-translation for the machine translations made in it (interpolated percentiles).
 */
export async function summarizeFreshness(
  db: Database,
  since: Date,
  until: Date,
): Promise<LanguageFreshness[]> {
  const [items, translations] = await Promise.all([
    queryRows<SummaryRow>(
      db,
      sql`select fi.language, ${SUMMARY_COLUMNS(ITEM_LATENCY)} ${readableItems(since, until)}
          group by fi.language`,
    ),
    queryRows<SummaryRow>(
      db,
      sql`select t.language, ${SUMMARY_COLUMNS(sql`extract(epoch from t.created_at - a.created_at)`)}
          from article_translations t
          join articles a on a.id = t.article_id
          where t.language in ${[...LANGUAGES]} and t.created_at >= ${at(since)} and t.created_at <= ${at(until)}
            and t.origin = 'machine'
          group by t.language`,
    ),
  ]);
  return LANGUAGES.map((language) => ({
    language,
    itemToStory: summary(items.find((r) => r.language === language)),
    storyToTranslation: summary(translations.find((r) => r.language === language)),
  }));
}

/** One source's median item-to-story latency over a window, and how many of its items it is taken from. */
export interface SourceLatency {
  medianSeconds: number;
  items: number;
}

/**
 * The median item-to-story latency of each source's items that became readable in their language between
 * `since` and `until` (the admin's source list): sources without such an item are absent.
 */
export async function medianLatencyPerSource(
  db: Database,
  since: Date,
  until: Date,
): Promise<Map<number, SourceLatency>> {
  const rows = await queryRows<{ sourceId: number; median: number; items: number }>(
    db,
    sql`select fi.source_id as "sourceId", count(*)::int as items,
          percentile_cont(0.5) within group (order by ${ITEM_LATENCY}) as median
        ${readableItems(since, until)}
        group by fi.source_id`,
  );
  // PostgreSQL answers a double precision; the driver may hand it over as text.
  return new Map(
    rows.map((r) => [Number(r.sourceId), { medianSeconds: Number(r.median), items: Number(r.items) }]),
  );
}

/** A language's newest story and how many stories it had over the last week: its usual pace. */
export interface LanguagePace {
  language: Language;
  /** When the newest story readable in the language became so (null: none ever). */
  newestAt: Date | null;
  /** Stories that became readable in it over the 7 days before `now`. */
  storiesLastWeek: number;
}

export const PACE_WINDOW_MS = 7 * 24 * 60 * 60_000;

const NEWEST_STORY = sql`(select max(t.created_at) from article_translations t where t.language = l.language)`;

function dateOf(value: Date | string | null): Date | null {
  return value === null ? null : new Date(value);
}

/** The newest story per language (max through the language/created_at index): cheap enough for every scrape. */
export async function newestStoryPerLanguage(db: Database): Promise<Map<Language, Date | null>> {
  const rows = await queryRows<{ language: Language; newest: Date | string | null }>(
    db,
    sql`select l.language, ${NEWEST_STORY} as newest from ${languageTable()}`,
  );
  return new Map(rows.map((r) => [r.language, dateOf(r.newest)]));
}

/** Each language's newest story and its count of stories over the week before `now`. */
export async function measurePace(db: Database, now: Date): Promise<LanguagePace[]> {
  const rows = await queryRows<{ language: Language; newest: Date | string | null; week: number }>(
    db,
    sql`select l.language, ${NEWEST_STORY} as newest,
          (select count(*)::int from article_translations t
            where t.language = l.language and t.created_at > ${at(new Date(now.getTime() - PACE_WINDOW_MS))}
              and t.created_at <= ${at(now)}) as week
        from ${languageTable()}`,
  );
  return rows.map((r) => ({
    language: r.language,
    newestAt: dateOf(r.newest),
    storiesLastWeek: Number(r.week),
  }));
}
