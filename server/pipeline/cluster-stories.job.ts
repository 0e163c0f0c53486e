import { and, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { feedItems, sources } from '../db/schema.ts';
import { defineJob } from '../jobs/define-job.ts';
import type { PipelineContext } from './pipeline-context.ts';
import { composeStory, type ComposableReport } from './publish/compose-story.ts';
import { addReportsToStory, saveNewStory } from './save-story.ts';
import { clusterItems, DEFAULT_THRESHOLDS, type ClusterCandidate } from './stories/cluster-items.ts';
import { storyFeatures } from './stories/story-features.ts';
import { fetchImageJob } from './fetch-image.job.ts';

/** Items read but not yet placed, taken per run of this job. */
const BATCH = 2000;
/** Characters of each item's text read for matching and summarising. */
const TEXT_READ = 8000;

/**
 * Places every read item into a story: the same event from several publishers becomes one article with
 * all its reports, within the time window of the thresholds. Runs alone (one at a time), so two items of
 * one story never start two articles; each story is saved in its own transaction.
 */
export const clusterStoriesJob = defineJob({
  name: 'cluster-stories',
  schema: z.object({}),
  retryLimit: 2,
  retryDelaySeconds: 2,
  concurrency: 1,
  async run(_data, context: PipelineContext) {
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
        // The opening of the text is all that matching and an extractive summary use: whole pages of
        // thousands of items would only weigh on memory.
        text: sql<string>`left(coalesce(${feedItems.pageText}, ${feedItems.feedText}), ${TEXT_READ})`,
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
      features: storyFeatures(row.item.title, row.item.text, row.item.language ?? 'en'),
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
      text: row.item.text,
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
      const story = composeStory(reports);
      const articleId = await saveNewStory(db, story, context.now());
      if (articleId === null) continue;
      created++;
      merged += reports.length - 1;
      // A picture URL the job's schema refuses gets a title card instead; the story is already saved.
      const sent = story.imageUrl
        ? await context.queue.send(fetchImageJob, { articleId, imageUrl: story.imageUrl }).then(
            () => true,
            () => false,
          )
        : false;
      if (!sent) context.onArticleWithoutImage(articleId);
    }
    for (const [articleId, reports] of joins)
      merged += await addReportsToStory(db, articleId, reports, context.now());
    await tally.add({ storiesNew: created, storiesMerged: merged });
    // Items are claimed per story; any left "read" (a batch limit) go in the next run of this job.
    const [more] = await db
      .select({ id: feedItems.id })
      .from(feedItems)
      .where(eq(feedItems.state, 'read'))
      .limit(1);
    if (more && waiting.length === BATCH) await context.queue.send(clusterStoriesJob, {});
  },
});
