import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, eq, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { z } from 'zod';
import { feedItems } from '../db/schema.ts';
import { defineJob } from '../jobs/define-job.ts';
import { cleanReportText } from './clean/clean-report-text.ts';
import { isDigestTitle, type HoldReason } from './clean/judge-report-text.ts';
import { loadStoryReports, readItemTexts, selectReportRows, type ReportRow } from './load-story-reports.ts';
import type { PipelineContext } from './pipeline-context.ts';
import { composeStory, holdReasonOf, type ComposableReport } from './publish/compose-story.ts';
import { addReportsToStory, saveNewStory } from './save-story.ts';
import { clusterItems, DEFAULT_THRESHOLDS, type ClusterCandidate } from './stories/cluster-items.ts';
import { LEAD_CHARACTERS, publisherNames, storyFeatures } from './stories/story-features.ts';
import { passRunId } from './queued-runs.ts';
import { priorityOf } from './write/model-priority.ts';

/** Items read but not yet placed, taken per run of this job. */
const BATCH = 1000;

/** The report's own words in the opening that matching reads, cleaned like the text a story is told from. */
function candidateOf(row: ReportRow, lead: string): ClusterCandidate {
  const language = row.item.language ?? 'en';
  const text = cleanReportText({
    title: row.item.title,
    text: lead,
    language,
    repeatedPhrases: row.source.repeatedPhrases,
  });
  return {
    key: String(row.item.id),
    features: storyFeatures(row.item.title, text, language, {
      ignoreNames: publisherNames(row.source.name, language),
    }),
    publishedAt: row.item.publishedAt,
    storyId: row.item.articleId,
    sourceId: row.item.sourceId,
  };
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

/** Why a story's reports cannot tell it: the reason of the report with most to say. */
function storyHoldReason(reports: ComposableReport[]): HoldReason {
  const longest = [...reports].sort((a, b) => b.text.length - a.text.length)[0]!;
  return holdReasonOf(longest) ?? 'title-only';
}

/**
 * Places every read item into a story: the same event from several publishers becomes one article with
 * all its reports, within the time window of the thresholds. A story whose reports have no text to tell it
 * by (a headline only, a menu, a listing) is not published: its items are held, and those held for want of
 * text are placed again in later runs, where a second report or a page read may complete them. Items with no
 * date of their own from a source's first fetch are held as old news. Runs alone (one at a time), so two
 * items of one story never start two articles; each story is saved in its own transaction.
 */
export const clusterStoriesJob = defineJob({
  name: 'cluster-stories',
  // A queued pass's id (see queued-runs.ts): the stories count to it. When one clustering job is already
  // waiting, the queue keeps that one, and its pass counts the stories of both.
  schema: z.object({ runId: passRunId }),
  retryLimit: 2,
  retryDelaySeconds: 2,
  concurrency: 1,
  runsAlone: true,
  async run({ runId }, context: PipelineContext) {
    const { db, tally } = context;
    // Matching reads only the lead; the whole texts of thousands of items would only weigh on memory
    // (on the embedded database twice: its own memory grows to hold a result and never shrinks).
    const withLead = async (rows: ReportRow[]) => {
      const leadOf = await readItemTexts(db, rows, LEAD_CHARACTERS * 2);
      return rows.map((row) => ({ row, candidate: candidateOf(row, leadOf.get(row.item.id) ?? '') }));
    };
    const waiting = await selectReportRows(db, eq(feedItems.state, 'read')).limit(BATCH);
    if (waiting.length === 0) return;

    const undated = waiting.filter((row) => row.item.heldReason === 'undated');
    await holdItems(db, undated, 'undated', context.now());
    // A digest of the day's stories is no event: it would only bridge the stories it lists.
    const digests = waiting.filter(
      (row) => row.item.heldReason !== 'undated' && isDigestTitle(row.item.title),
    );
    await holdItems(db, digests, 'not-a-story', context.now());
    const dated = waiting.filter(
      (row) => row.item.heldReason !== 'undated' && !isDigestTitle(row.item.title),
    );
    const windowMs = DEFAULT_THRESHOLDS.windowHours * 3_600_000;
    const first = new Date(waiting[0]!.item.publishedAt.getTime() - windowMs);
    const last = new Date(waiting.at(-1)!.item.publishedAt.getTime() + windowMs);
    const inWindow = and(gte(feedItems.publishedAt, first), lte(feedItems.publishedAt, last));
    // Headlines held for want of text are placed again: a second report may now tell their story.
    const heldBefore = await selectReportRows(
      db,
      and(eq(feedItems.state, 'held'), eq(feedItems.heldReason, 'title-only'), inWindow),
    );
    const known = await selectReportRows(
      db,
      and(eq(feedItems.state, 'clustered'), isNotNull(feedItems.articleId), inWindow),
    );

    const placing = await withLead([...dated, ...heldBefore]);
    const knownCandidates = (await withLead(known)).map((k) => k.candidate);
    const assignments = clusterItems(
      placing.map((p) => p.candidate),
      knownCandidates,
    );

    const byId = new Map(placing.map(({ row }) => [String(row.item.id), row]));
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
      // A story of held headlines alone has nothing new to say: they stay as they are.
      if (rows.every((row) => row.item.state === 'held')) continue;
      const reports = await loadStoryReports(db, rows);
      const story = composeStory(reports);
      if (!story) {
        await holdItems(db, rows, storyHoldReason(reports), context.now());
        continue;
      }
      const articleId = await saveNewStory(db, story, context.now());
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
      merged += await addReportsToStory(db, articleId, await loadStoryReports(db, rows), context.now());
    }
    await tally.add({ storiesNew: created, storiesMerged: merged }, runId);
    // Items are claimed per story; any left "read" (a batch limit) go in the next run of this job.
    const [more] = await db
      .select({ id: feedItems.id })
      .from(feedItems)
      .where(eq(feedItems.state, 'read'))
      .limit(1);
    if (more && waiting.length === BATCH) await context.queue.send('cluster-stories', { runId });
  },
});
