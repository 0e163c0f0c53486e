import { countDistinct, eq, inArray } from 'drizzle-orm';
import { LANGUAGES, type Language } from '#common/languages.ts';
import type { Database } from '../../db/client.ts';
import { articles, storySources } from '../../db/schema.ts';

/** What decides how soon a story's model work is done: how fresh it is and how many publishers report it. */
export interface StoryStanding {
  publishedAt: Date;
  publishers: number;
}

/** A piece of model work on a story: writing it, merging it across languages, or translating it into one language. */
export type ModelTask = 'write' | 'merge' | Language;

const EPOCH_MS = Date.UTC(2000, 0, 1);
/** Stories this close in (effective) freshness rank the same, so English comes before their other languages. */
const STEP_MS = 10 * 60_000;
/** Each doubling of a story's publishers counts as this much fresher… */
const HOURS_PER_DOUBLING = 4;
/** …up to this many publishers (20 hours): a running story does not outrank the whole of today's news. */
const PUBLISHERS_COUNTED = 32;
/** Ranks of the tasks within one step: writing first, then English, then the other languages. */
const TASK_SLOTS = LANGUAGES.length + 2;

/**
 * The queue priority (higher runs first) of a piece of model work, the same number on every queue: the
 * newest and most-reported stories first, so that a pass's budget goes to what readers see. A story's rank
 * is its publication time moved later by four hours per doubling of its publishers; within a rank, a story
 * is written before it is translated, and translated into English first (every edition falls back to it,
 * and it decides which stories are the same event across languages), then into the others in the order
 * the site lists them. The time is absolute, not an age, so jobs sent at different times compare fairly.
 */
export function modelWorkPriority(story: StoryStanding, task: ModelTask): number {
  const publishers = Math.min(Math.max(story.publishers, 1), PUBLISHERS_COUNTED);
  const advanceMs = Math.log2(publishers) * HOURS_PER_DOUBLING * 3_600_000;
  const rank = Math.floor((story.publishedAt.getTime() + advanceMs - EPOCH_MS) / STEP_MS);
  const slot =
    task === 'write' || task === 'merge' ? TASK_SLOTS - 1 : TASK_SLOTS - 2 - LANGUAGES.indexOf(task);
  return rank * TASK_SLOTS + slot;
}

/** The standing of each given article that exists; an article without reports (an editor's) counts one. */
export async function loadStandings(db: Database, articleIds: number[]): Promise<Map<number, StoryStanding>> {
  if (articleIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: articles.id,
      publishedAt: articles.publishedAt,
      publishers: countDistinct(storySources.publisher),
    })
    .from(articles)
    .leftJoin(storySources, eq(storySources.articleId, articles.id))
    .where(inArray(articles.id, articleIds))
    .groupBy(articles.id);
  return new Map(rows.map((row) => [row.id, { publishedAt: row.publishedAt, publishers: row.publishers }]));
}

/** The priority of one piece of work on one article (0 when the article is gone: the job will find nothing). */
export async function priorityOf(db: Database, articleId: number, task: ModelTask): Promise<number> {
  const standing = (await loadStandings(db, [articleId])).get(articleId);
  return standing ? modelWorkPriority(standing, task) : 0;
}
