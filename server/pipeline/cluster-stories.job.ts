import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { z } from 'zod';
import { feedItems, sources } from '../db/schema.ts';
import { defineJob } from '../jobs/define-job.ts';
import type { PipelineContext } from './pipeline-context.ts';
import { chooseLeadReport, composeStory, type ComposableReport } from './publish/compose-story.ts';
import { addReportsToStory, saveNewStory } from './save-story.ts';
import { clusterItems, DEFAULT_THRESHOLDS, type ClusterCandidate } from './stories/cluster-items.ts';
import { LEAD_CHARACTERS, storyFeatures } from './stories/story-features.ts';
import { fetchImageJob } from './fetch-image.job.ts';
import { passRunId } from './queued-runs.ts';
import { priorityOf } from './write/model-priority.ts';
import { writeStoryJob } from './write/write-story.job.ts';

/** Items read but not yet placed, taken per run of this job. */
const BATCH = 1000;
/** Characters of a lead report's text read for its extractive summary and reading time. */
const TEXT_READ = 8000;

const itemText = sql<string>`coalesce(${feedItems.pageText}, ${feedItems.feedText})`;

/** The opening of one item's text, read for the one report a new story is told from. */
async function readLeadText(db: Database, itemId: number): Promise<string> {
  const [row] = await db
    .select({ text: sql<string>`left(${itemText}, ${TEXT_READ})` })
    .from(feedItems)
    .where(eq(feedItems.id, itemId));
  return row?.text ?? '';
}

/**
 * Places every read item into a story: the same event from several publishers becomes one article with
 * all its reports, within the time window of the thresholds. Runs alone (one at a time), so two items of
 * one story never start two articles; each story is saved in its own transaction.
 */
export const clusterStoriesJob = defineJob({
  name: 'cluster-stories',
  // A queued pass's id (see queued-runs.ts): the stories count to it. When one clustering job is already
  // waiting, the queue keeps that one, and its pass counts the stories of both.
  schema: z.object({ runId: passRunId }),
  retryLimit: 2,
  retryDelaySeconds: 2,
  concurrency: 1,
  async run({ runId }, context: PipelineContext) {
    const { db, tally } = context;
    const columns = {
      item: {
        id: feedItems.id,
        sourceId: feedItems.sourceId,
        url: feedItems.url,
        title: feedItems.title,
        language: feedItems.language,
        publishedAt: feedItems.publishedAt,
        articleId: feedItems.articleId,
        categories: feedItems.categories,
        isPaywalled: feedItems.isPaywalled,
        imageUrl: feedItems.imageUrl,
        // Matching reads only the lead; the whole texts of thousands of items would only weigh on memory
        // (on the embedded database twice: its own memory grows to hold a result and never shrinks).
        lead: sql<string>`left(${itemText}, ${LEAD_CHARACTERS})`,
        textLength: sql<number>`length(${itemText})`.mapWith(Number),
      },
      source: {
        name: sources.name,
        country: sources.country,
        trustLevel: sources.trustLevel,
        accessType: sources.accessType,
      },
    };
    const waiting = await db
      .select(columns)
      .from(feedItems)
      .innerJoin(sources, eq(sources.id, feedItems.sourceId))
      .where(eq(feedItems.state, 'read'))
      .orderBy(feedItems.publishedAt)
      .limit(BATCH);
    if (waiting.length === 0) return;

    const windowMs = DEFAULT_THRESHOLDS.windowHours * 3_600_000;
    const first = waiting[0]!.item.publishedAt.getTime() - windowMs;
    const last = waiting.at(-1)!.item.publishedAt.getTime() + windowMs;
    const known = await db
      .select(columns)
      .from(feedItems)
      .innerJoin(sources, eq(sources.id, feedItems.sourceId))
      .where(
        and(
          eq(feedItems.state, 'clustered'),
          isNotNull(feedItems.articleId),
          gte(feedItems.publishedAt, new Date(first)),
          lte(feedItems.publishedAt, new Date(last)),
        ),
      );

    const toCandidate = (row: (typeof waiting)[number]): ClusterCandidate => ({
      key: String(row.item.id),
      features: storyFeatures(row.item.title, row.item.lead, row.item.language ?? 'en'),
      publishedAt: row.item.publishedAt,
      storyId: row.item.articleId,
    });
    const assignments = clusterItems(waiting.map(toCandidate), known.map(toCandidate));

    const byId = new Map(waiting.map((row) => [String(row.item.id), row]));
    const toReport = (row: (typeof waiting)[number]): ComposableReport => ({
      itemId: row.item.id,
      sourceId: row.item.sourceId,
      publisher: row.source.name,
      url: row.item.url,
      language: row.item.language ?? 'en',
      title: row.item.title,
      publishedAt: row.item.publishedAt,
      textLength: row.item.textLength,
      categories: row.item.categories,
      isPaywalled: row.item.isPaywalled,
      imageUrl: row.item.imageUrl,
      source: row.source,
    });
    const newStories = new Map<string, ComposableReport[]>();
    const joins = new Map<number, ComposableReport[]>();
    for (const [key, story] of assignments) {
      const report = toReport(byId.get(key)!);
      if ('storyId' in story) joins.set(story.storyId, [...(joins.get(story.storyId) ?? []), report]);
      else newStories.set(story.leaderKey, [...(newStories.get(story.leaderKey) ?? []), report]);
    }

    let created = 0;
    let merged = 0;
    for (const reports of newStories.values()) {
      // The embedded database answers on this thread through promises alone, so a batch of a thousand
      // stories would hold the event loop for seconds: the web server of the same process would stall.
      await nextTurn();
      const story = composeStory(reports, await readLeadText(db, chooseLeadReport(reports).itemId));
      const articleId = await saveNewStory(db, story, context.now());
      if (articleId === null) continue;
      created++;
      merged += reports.length - 1;
      // A picture URL the job's schema refuses gets a title card instead; the story is already saved.
      const sent = story.imageUrl
        ? await context.queue
            .send(fetchImageJob, { articleId, imageUrl: story.imageUrl, runId })
            .catch(() => false)
        : false;
      if (!sent) context.onArticleWithoutImage(articleId);
      if (context.modelFor(runId))
        await context.queue.send(
          writeStoryJob,
          { articleId, runId },
          { priority: await priorityOf(db, articleId, 'write') },
        );
    }
    for (const [articleId, reports] of joins) {
      await nextTurn();
      merged += await addReportsToStory(db, articleId, reports, context.now());
    }
    await tally.add({ storiesNew: created, storiesMerged: merged }, runId);
    // Items are claimed per story; any left "read" (a batch limit) go in the next run of this job.
    const [more] = await db
      .select({ id: feedItems.id })
      .from(feedItems)
      .where(eq(feedItems.state, 'read'))
      .limit(1);
    if (more && waiting.length === BATCH) await context.queue.send(clusterStoriesJob, { runId });
  },
});
