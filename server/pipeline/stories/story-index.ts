import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import {
  COMMON_TERM_REPORTS,
  idfOfCounts,
  type ClusterCandidate,
  type Idf,
  type PoolCounts,
} from './cluster-items.ts';
import { fromStoredFeatures, storyKeysOf, toStoredFeatures } from './stored-features.ts';
import type { StoryFeatures } from './story-features.ts';

// Incremental clustering (issue 27): an item's features are worked out once and stored (item_features), and
// their words and names are indexed by key and time (story_keys). A batch of new items then asks the database
// how often each of its words is used in its window and which items share its rare ones, and loads only those:
// a worker's memory grows with the batch and its candidates, not with the window.

/** A time window, both ends included. */
export interface Window {
  from: Date;
  to: Date;
}

/** Candidates kept per new item, those sharing most rare words first: enough for any story it could join. */
export const CANDIDATES_PER_ITEM = 30;
/** Members of a known story a new item is compared with (cluster-items.ts compares its newest ten). */
const MEMBERS_READ = 10;

/** Stores items' features and indexes their keys, once: features stored before are kept as they are. */
export async function storeFeatures(
  db: Database,
  items: Array<{ itemId: number; publishedAt: Date; features: StoryFeatures }>,
): Promise<void> {
  if (items.length === 0) return;
  const rows = items.map((item) => ({
    itemId: item.itemId,
    publishedAt: item.publishedAt.toISOString(),
    features: toStoredFeatures(item.features),
    keys: storyKeysOf(item.features),
  }));
  // One statement: the keys of the features this call stored, none of those stored before.
  await db.execute(sql`
    with given as (
      select (x->>'itemId')::int as item_id, (x->>'publishedAt')::timestamptz as published_at,
             x->'features' as features, x->'keys' as keys
      from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) as x
    ), stored as (
      insert into item_features (item_id, published_at, features)
      select item_id, published_at, features from given
      on conflict (item_id) do nothing
      returning item_id
    )
    insert into story_keys (key, published_at, item_id)
    select k.key, g.published_at, g.item_id
    from given g join stored s on s.item_id = g.item_id
    cross join jsonb_array_elements_text(g.keys) as k(key)
    on conflict do nothing`);
}

/** A window's ends as SQL, both included, for a timestamp column. */
function within(column: SQL, window: Window): SQL {
  return sql`${column} between ${window.from.toISOString()}::timestamptz and ${window.to.toISOString()}::timestamptz`;
}

/** How many items of a window use each of `keys` (their document frequencies); keys none uses are left out. */
export async function countKeys(db: Database, keys: string[], window: Window): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await queryRows<{ key: string; n: number }>(
    db,
    sql`select k.key, count(*)::int as n
        from jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb) as q(key)
        join story_keys k on k.key = q.key and ${within(sql`k.published_at`, window)}
        group by k.key`,
  );
  return new Map(rows.map((row) => [row.key, row.n]));
}

/** How many items of a window have their features stored: the N of inverse document frequencies. */
export async function countItems(db: Database, window: Window): Promise<number> {
  const [total] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from item_features where ${within(sql`published_at`, window)}`,
  );
  return total?.n ?? 0;
}

/**
 * A window's counts as clustering reads them, asked of the database for the keys it meets and kept: the
 * batch's keys first, then those of each candidate loaded.
 */
export class WindowCounts implements PoolCounts {
  private readonly counts = new Map<string, number>();
  private readonly asked = new Set<string>();
  private weigh: Idf;

  private constructor(
    private readonly db: Database,
    private readonly window: Window,
    private readonly items: number,
  ) {
    this.weigh = idfOfCounts(new Map(), items);
  }

  static async of(db: Database, window: Window): Promise<WindowCounts> {
    return new WindowCounts(db, window, await countItems(db, window));
  }

  /** Counts the keys of these features that were not counted yet. */
  async add(features: Iterable<StoryFeatures>): Promise<void> {
    const keys = new Set<string>();
    for (const feature of features)
      for (const key of storyKeysOf(feature)) if (!this.asked.has(key)) keys.add(key);
    if (keys.size === 0) return;
    for (const key of keys) this.asked.add(key);
    for (const [key, n] of await countKeys(this.db, [...keys], this.window)) this.counts.set(key, n);
    // An Idf keeps the weights it worked out (idfOfCounts): more counts make a new one, of a copy of them.
    this.weigh = idfOfCounts(new Map(this.counts), this.items);
  }

  get idf(): Idf {
    return this.weigh;
  }

  /** How many items of the window use a key (counted keys only). */
  count(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  isCommonTerm(term: string): boolean {
    return this.count(term) > COMMON_TERM_REPORTS;
  }
}

/** An item's keys to look for other items by, with its time (story_keys rows of the item itself). */
export interface Probe {
  itemId: number;
  publishedAt: Date;
  keys: string[];
}

/**
 * For each probe, the items that could tell the same story: of the same language, within the thresholds'
 * window of it, in a story or held for want of text, sharing one of its keys; those sharing most first,
 * CANDIDATES_PER_ITEM each at most. The probes themselves are never candidates. Returns, by candidate, the
 * probes it was found for.
 */
export async function findCandidates(
  db: Database,
  probes: Probe[],
  language: string,
  windowHours: number,
): Promise<Map<number, number[]>> {
  const rows = probes.flatMap((probe) =>
    probe.keys.map((key) => ({ item_id: probe.itemId, key, published_at: probe.publishedAt.toISOString() })),
  );
  const found = new Map<number, number[]>();
  if (rows.length === 0) return found;
  const pairs = await queryRows<{ probe: number; candidate: number }>(
    db,
    // Materialized: the probes first, whatever the planner guesses of tables just filled. Postings are
    // counted by key and time alone; only the few items ranked first are looked up for their state.
    sql`with mine as materialized (
          select x.item_id, x.key, x.published_at
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
            as x(item_id int, key text, published_at timestamptz)
        ), shared as (
          select m.item_id, c.item_id as other, count(*) as n
          from mine m
          join story_keys c on c.key = m.key
            and c.published_at between m.published_at - make_interval(hours => ${windowHours})
                                   and m.published_at + make_interval(hours => ${windowHours})
          where c.item_id not in (select item_id from mine)
          group by m.item_id, c.item_id
        ), ranked as (
          select item_id, other, row_number() over (partition by item_id order by n desc, other) as rank
          from shared
        )
        select r.item_id as probe, r.other as candidate
        from ranked r join feed_items i on i.id = r.other
        where r.rank <= ${CANDIDATES_PER_ITEM}
          and coalesce(i.language, 'en') = ${language}
          and ((i.state = 'clustered' and i.article_id is not null)
            or (i.state = 'held' and i.held_reason = 'title-only'))`,
  );
  for (const { probe, candidate } of pairs) found.set(candidate, [...(found.get(candidate) ?? []), probe]);
  return found;
}

/** A stored item as clustering compares it, with the state that says whether it is placed yet. */
export interface IndexedItem {
  candidate: ClusterCandidate;
  state: string;
}

const indexedColumns = sql`i.id, i.source_id as "sourceId", i.article_id as "articleId", i.state,
  i.published_at::text as "publishedAt", f.features`;

function toIndexedItem(row: {
  id: number;
  sourceId: number;
  articleId: number | null;
  state: string;
  publishedAt: string;
  features: unknown;
}): IndexedItem {
  return {
    state: row.state,
    candidate: {
      key: String(row.id),
      features: fromStoredFeatures(row.features),
      publishedAt: new Date(row.publishedAt),
      storyId: row.state === 'clustered' ? row.articleId : null,
      sourceId: row.sourceId,
    },
  };
}

/** Stored items by id, with their features. */
export async function loadIndexedItems(db: Database, ids: number[]): Promise<IndexedItem[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<Parameters<typeof toIndexedItem>[0]>(
    db,
    sql`select ${indexedColumns}
        from feed_items i join item_features f on f.item_id = i.id
        where i.id in (select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::int)`,
  );
  return rows.map(toIndexedItem);
}

/** The newest reports of each story within a window, with their features: what a new item joining it is compared with. */
export async function loadStoryMembers(
  db: Database,
  articleIds: number[],
  window: Window,
): Promise<IndexedItem[]> {
  if (articleIds.length === 0) return [];
  const rows = await queryRows<Parameters<typeof toIndexedItem>[0]>(
    db,
    sql`select * from (
          select ${indexedColumns},
                 row_number() over (partition by i.article_id order by i.published_at desc, i.id desc) as rank
          from feed_items i join item_features f on f.item_id = i.id
          where i.article_id in (select (jsonb_array_elements_text(${JSON.stringify(articleIds)}::jsonb))::int)
            and i.state = 'clustered'
            and ${within(sql`i.published_at`, window)}
        ) as members where rank <= ${MEMBERS_READ}`,
  );
  return rows.map(toIndexedItem);
}
