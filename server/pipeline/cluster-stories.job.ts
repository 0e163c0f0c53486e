import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { z } from 'zod';
import { feedItems } from '../db/schema.ts';
import { defineJob } from '../jobs/define-job.ts';
import { isDigestTitle, type HoldReason } from './clean/judge-report-text.ts';
import { loadStoryReports, readItemTexts, selectReportRows, type ReportRow } from './load-story-reports.ts';
import type { PipelineContext } from './pipeline-context.ts';
import { addReportsToStory, saveCheckedStory } from './save-story.ts';
import { LEASE_SECONDS, releaseLease, renewLease, takeLease } from './stories/cluster-lease.ts';
import {
  clusterItems,
  couldBeSameStory,
  DEFAULT_THRESHOLDS,
  matchReports,
  type ClusterCandidate,
} from './stories/cluster-items.ts';
import {
  findCandidates,
  loadIndexedItems,
  loadStoryMembers,
  storeFeatures,
  WindowCounts,
  type IndexedItem,
  type Window,
} from './stories/story-index.ts';
import { LEAD_CHARACTERS, type StoryFeatures } from './stories/story-features.ts';
import { passRunId } from './queued-runs.ts';
import { priorityOf } from './write/model-priority.ts';

/** Items read but not yet placed, taken per run of this job. */
const BATCH = 2000;
/** Candidates loaded and judged at a time; only those that match a new item are kept. */
const CANDIDATE_CHUNK = 500;
/** Items listed under a new item's probe words at most (probeKeys). */
const PROBE_POSTINGS = 1000;

/** Reports whose features one step works out: some hundreds, so that no answer is long to take in. */
const FEATURES_CHUNK = 250;

/**
 * Works out the features of items from their leads (report-features.ts: a thread's work inside the web process)
 * and stores them (story-index.ts), once: an item stored before keeps what it had.
 */
async function storeFeaturesOf(
  context: PipelineContext,
  rows: ReportRow[],
): Promise<Array<{ row: ReportRow; candidate: ClusterCandidate }>> {
  const { db } = context;
  // Matching reads only the lead; the whole texts of thousands of items would only weigh on memory
  // (on the embedded database twice: its own memory grows to hold a result and never shrinks).
  const leadOf = await readItemTexts(db, rows, LEAD_CHARACTERS * 2);
  const placing: Array<{ row: ReportRow; candidate: ClusterCandidate }> = [];
  for (let i = 0; i < rows.length; i += FEATURES_CHUNK) {
    const chunk = rows.slice(i, i + FEATURES_CHUNK);
    const features = await context.passWork.run(
      'reportFeatures',
      chunk.map((row) => ({
        title: row.item.title,
        lead: leadOf.get(row.item.id) ?? '',
        language: row.item.language ?? 'en',
        repeatedPhrases: row.source.repeatedPhrases,
        sourceName: row.source.name,
      })),
    );
    chunk.forEach((row, n) =>
      placing.push({
        row,
        candidate: {
          key: String(row.item.id),
          features: features[n]!,
          publishedAt: row.item.publishedAt,
          storyId: row.item.articleId,
          sourceId: row.item.sourceId,
        },
      }),
    );
  }
  await storeFeatures(
    db,
    placing.map(({ row, candidate }) => ({
      itemId: row.item.id,
      publishedAt: row.item.publishedAt,
      features: candidate.features,
    })),
  );
  return placing;
}

/**
 * Items of a window that clustering compares new ones with (in a story, or held for want of text) but whose
 * features were never stored: those an install placed before it stored features.
 */
function unindexedIn(window: Window) {
  return sql`((${feedItems.state} = 'clustered' and ${feedItems.articleId} is not null)
      or (${feedItems.state} = 'held' and ${feedItems.heldReason} = 'title-only'))
    and ${feedItems.publishedAt} between ${window.from.toISOString()}::timestamptz
                                     and ${window.to.toISOString()}::timestamptz
    and not exists (select 1 from item_features f where f.item_id = ${feedItems.id})`;
}

/**
 * The words a new item looks for other items by: those the pool does not count as common (cluster-items.ts
 * compares reports that share one), rarest first, and used by another item (a count of one is the item
 * itself), up to PROBE_POSTINGS items listed under them in all: in a window of thousands of items, a lead's
 * mid-frequent words would list a good part of it, and its rarer words find its story anyway.
 */
function probeKeys(features: StoryFeatures, counts: WindowCounts): string[] {
  const shared = [...features.terms.keys()]
    .filter((term) => !counts.isCommonTerm(term) && counts.count(term) > 1)
    .sort((a, b) => counts.count(a) - counts.count(b) || (a < b ? -1 : 1));
  const keys: string[] = [];
  let postings = 0;
  for (const term of shared) {
    if (keys.length > 0 && postings + counts.count(term) > PROBE_POSTINGS) break;
    keys.push(term);
    postings += counts.count(term);
  }
  return keys;
}

/** Sets items aside with why they were held, unless a story claimed them meanwhile. */
async function holdItems(db: Database, rows: ReportRow[], reason: HoldReason, at: Date): Promise<void> {
  const ids = rows.filter((r) => r.item.state === 'read').map((r) => r.item.id);
  if (ids.length === 0) return;
  await db
    .update(feedItems)
    .set({ state: 'held', heldReason: reason, updatedAt: at })
    .where(and(inArray(feedItems.id, ids), eq(feedItems.state, 'read')));
}

/** A job's holder name for its language's lease: this process and a counter, unique among the workers. */
let leases = 0;
const holderName = () => `${process.pid}-${randomUUID()}-${++leases}`;

/** Whether the lease is renewed after a story: once this much of it has passed. */
const RENEW_AFTER_MS = (LEASE_SECONDS * 1000) / 4;

/**
 * Places every read item into a story: the same event from several publishers becomes one article with
 * all its reports, within the time window of the thresholds. A story whose reports have no text to tell it
 * by (a headline only, a menu, a listing) is not published: its items are held, and those held for want of
 * text are placed again when a later item shares their rare words, where a second report may complete them.
 * Items with no date of their own from a source's first fetch are held as old news.
 *
 * Incremental (issue 27): each item's features are worked out once and stored with their keys (story-index.ts);
 * a batch is compared only with the stories and held headlines that share its rare words, which the database
 * finds, weighed by the window's counts, which the database keeps. Runs per language: a job without one sends
 * one for each language with items waiting. One job places a language at a time (its lease, cluster-lease.ts),
 * so two items of one story never start two articles; each story is saved in its own transaction.
 */
export const clusterStoriesJob = defineJob({
  name: 'cluster-stories',
  // A queued pass's id (see queued-runs.ts): the stories count to it.
  schema: z.object({ runId: passRunId, language: z.string().min(2).max(12).optional() }),
  retryLimit: 2,
  retryDelaySeconds: 2,
  concurrency: 1,
  async run({ runId, language }, context: PipelineContext) {
    const { db } = context;
    if (language === undefined) {
      const languages = await db
        .selectDistinct({ language: waitingLanguage })
        .from(feedItems)
        .where(eq(feedItems.state, 'read'));
      for (const row of languages)
        await context.queue.send('cluster-stories', { runId, language: row.language });
      return;
    }
    const holder = holderName();
    const started = context.now();
    // Another job places this language now: it looks for items read meanwhile once it lets go (below).
    if (!(await takeLease(db, language, holder, started))) return;
    let placed: number;
    try {
      placed = await placeWaiting(language, runId, context, holder);
    } finally {
      await releaseLease(db, language, holder);
    }
    // Items left "read" past a full batch, or read while this job held the lease (a job refused then
    // returned at once), go in the next run of this job.
    const [more] = await db
      .select({ id: feedItems.id })
      .from(feedItems)
      .where(
        and(
          eq(feedItems.state, 'read'),
          eq(waitingLanguage, language),
          placed === BATCH ? undefined : gte(feedItems.updatedAt, started),
        ),
      )
      .limit(1);
    if (more) await context.queue.send('cluster-stories', { runId, language });
  },
});

/** The language an item waits in: read items have one; "en" stands in for one that has none. */
const waitingLanguage = sql<string>`coalesce(${feedItems.language}, 'en')`;

/** Places a batch of a language's read items; returns how many were waiting (BATCH at most). */
async function placeWaiting(
  language: string,
  runId: number | undefined,
  context: PipelineContext,
  holder: string,
): Promise<number> {
  const { db, tally } = context;
  let renewed = context.now().getTime();
  // A long batch keeps its lease; one that lost it (it ran out, and another job took the language) stops.
  const keepLease = async () => {
    const at = context.now();
    if (at.getTime() - renewed < RENEW_AFTER_MS) return;
    if (!(await renewLease(db, language, holder, at)))
      throw new Error(`clustering of "${language}" lost its lease`);
    renewed = at.getTime();
  };
  const waiting = await selectReportRows(
    db,
    and(eq(feedItems.state, 'read'), eq(waitingLanguage, language)),
  ).limit(BATCH);
  if (waiting.length === 0) return 0;

  const undated = waiting.filter((row) => row.item.heldReason === 'undated');
  await holdItems(db, undated, 'undated', context.now());
  // A digest of the day's stories is no event: it would only bridge the stories it lists.
  const digests = waiting.filter((row) => row.item.heldReason !== 'undated' && isDigestTitle(row.item.title));
  await holdItems(db, digests, 'not-a-story', context.now());
  const dated = waiting.filter((row) => row.item.heldReason !== 'undated' && !isDigestTitle(row.item.title));
  if (dated.length === 0) return waiting.length;
  const thresholds = DEFAULT_THRESHOLDS;
  const windowMs = thresholds.windowHours * 3_600_000;
  const window = {
    from: new Date(dated[0]!.item.publishedAt.getTime() - windowMs),
    to: new Date(dated.at(-1)!.item.publishedAt.getTime() + windowMs),
  };

  // Items placed before features were stored (an older install) get theirs first, a batch per run.
  await storeFeaturesOf(
    context,
    await selectReportRows(db, and(eq(waitingLanguage, language), unindexedIn(window))).limit(BATCH),
  );
  const placing = await storeFeaturesOf(context, dated);
  const counts = await WindowCounts.of(db, window);
  await counts.add(placing.map((p) => p.candidate.features));
  const probesOf = await findCandidates(
    db,
    placing.map(({ row, candidate }) => ({
      itemId: row.item.id,
      publishedAt: row.item.publishedAt,
      keys: probeKeys(candidate.features, counts),
    })),
    language,
    thresholds.windowHours,
  );

  // Only the candidates that match a new item they were found for are kept (with their stories' newest
  // reports): the others are judged a chunk at a time and let go.
  const newByKey = new Map(placing.map(({ candidate }) => [candidate.key, candidate]));
  const candidateIds = [...probesOf.keys()];
  const matched: IndexedItem[] = [];
  for (let i = 0; i < candidateIds.length; i += CANDIDATE_CHUNK) {
    await nextTurn();
    await keepLease();
    const chunk = await loadIndexedItems(db, candidateIds.slice(i, i + CANDIDATE_CHUNK));
    await counts.add(chunk.map((c) => c.candidate.features));
    for (const item of chunk) {
      const probes = probesOf.get(Number(item.candidate.key)) ?? [];
      const matches = (probe: number) => {
        const report = newByKey.get(String(probe))!;
        return (
          couldBeSameStory(report, item.candidate, thresholds) &&
          matchReports(report, item.candidate, counts.idf, thresholds).same
        );
      };
      if (probes.some(matches)) matched.push(item);
    }
  }
  // The stories matched, each with its newest reports (those a new one is compared with) and the ones matched.
  const knownByKey = new Map<string, ClusterCandidate>();
  for (const m of matched) if (m.candidate.storyId !== null) knownByKey.set(m.candidate.key, m.candidate);
  const storyIds = [...new Set([...knownByKey.values()].map((k) => k.storyId!))];
  for (const member of await loadStoryMembers(db, storyIds, window))
    knownByKey.set(member.candidate.key, member.candidate);
  const known = [...knownByKey.values()];
  await counts.add(known.map((k) => k.features));
  // Headlines held for want of text are placed again: a second report may now tell their story.
  const heldIds = matched.filter((m) => m.state === 'held').map((m) => m.candidate.key);
  const heldRows = await selectReportRows(db, inArray(feedItems.id, heldIds.map(Number)));
  const heldFeatures = new Map(matched.map((m) => [m.candidate.key, m.candidate]));
  const reports = [
    ...placing,
    ...heldRows.map((row) => ({ row, candidate: heldFeatures.get(String(row.item.id))! })),
  ];
  const assignments = clusterItems(
    reports.map((p) => p.candidate),
    known,
    thresholds,
    counts,
  );
  const byId = new Map(reports.map(({ row }) => [String(row.item.id), row]));
  const newStories = new Map<string, ReportRow[]>();
  const joins = new Map<number, ReportRow[]>();
  for (const [key, story] of assignments) {
    const row = byId.get(key)!;
    if ('storyId' in story) joins.set(story.storyId, [...(joins.get(story.storyId) ?? []), row]);
    else newStories.set(story.leaderKey, [...(newStories.get(story.leaderKey) ?? []), row]);
  }

  let created = 0;
  let merged = 0;
  for (const rows of newStories.values()) {
    // The embedded database answers on this thread through promises alone, so a batch of a thousand
    // stories would hold the event loop for seconds: the web server of the same process would stall.
    await nextTurn();
    await keepLease();
    // A story of held headlines alone has nothing new to say: they stay as they are.
    if (rows.every((row) => row.item.state === 'held')) continue;
    const reports = await loadStoryReports(db, rows);
    const story = await context.passWork.run('composeCheckedStory', reports);
    if ('held' in story) {
      await holdItems(db, rows, story.held, context.now());
      continue;
    }
    const articleId = await saveCheckedStory(db, story.checked, context.now());
    if (articleId === null) continue;
    created++;
    merged += reports.length - 1;

    // A picture URL the job's schema refuses gets a title card instead; the story is already saved.
    const sent = story.imageUrl
      ? await context.queue
          .send('fetch-image', { articleId, imageUrl: story.imageUrl, runId })
          .catch(() => false)
      : false;
    if (!sent) await context.queue.send('draw-title-card', { articleId, runId });
    if (context.modelFor(runId))
      await context.queue.send(
        'write-story',
        { articleId, runId },
        { priority: await priorityOf(db, articleId, 'write') },
      );
  }
  for (const [articleId, rows] of joins) {
    await nextTurn();
    await keepLease();
    merged += await addReportsToStory(db, articleId, await loadStoryReports(db, rows), context.now());
  }
  await tally.add({ storiesNew: created, storiesMerged: merged }, runId);
  return waiting.length;
}
