import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { feedItems, sources } from '../db/schema.ts';
import { defineJob } from '../jobs/define-job.ts';
import { FetchFailure } from './fetch/safe-fetch.ts';
import type { PipelineContext } from './pipeline-context.ts';
import { passRunId } from './queued-runs.ts';
import type { PageToRead } from './threads/read-fetched-page.ts';

const PAGE_ACCEPT = 'text/html, application/xhtml+xml;q=0.9, */*;q=0.1';

/**
 * Reads one new item's page: its main text, lead picture and paywall hint, then decides the item's
 * language (the source's, or detected from the text for "detect" sources and one-off feeds). A page that
 * cannot be fetched or says too little leaves the feed's own text in place; that is no failure.
 */
export const readPageJob = defineJob({
  name: 'read-page',
  schema: z.object({ itemId: z.number().int(), runId: passRunId }),
  retryLimit: 1,
  retryDelaySeconds: 2,
  concurrency: 8,
  async run({ itemId }, context: PipelineContext) {
    const { db, settings } = context;
    const [row] = await db
      .select({ item: feedItems, sourceLanguage: sources.language })
      .from(feedItems)
      .innerJoin(sources, eq(sources.id, feedItems.sourceId))
      .where(eq(feedItems.id, itemId));
    if (!row || row.item.state !== 'new') return;
    const { item } = row;

    let page: PageToRead['page'] = null;
    let note: string | null = null;
    if (settings.readPages) {
      try {
        const fetched = await context.limiter.run(item.url, () =>
          context.fetch({ url: item.url, accept: PAGE_ACCEPT, maxBytes: settings.pageMaxBytes }),
        );
        if (fetched.body) page = { body: fetched.body, contentType: fetched.contentType, url: fetched.url };
      } catch (error) {
        note =
          error instanceof FetchFailure
            ? `page: ${error.reason}: ${error.message}`
            : `page: ${String(error)}`;
      }
    }

    // Reading the page and detecting the language are CPU work: a thread's, inside the web process.
    const reading = await context.passWork.run('readFetchedPage', {
      page,
      title: item.title,
      feedText: item.feedText,
      languageHint: item.languageHint,
      sourceLanguage: row.sourceLanguage,
    });
    const { pageText, isPaywalled, language } = reading;
    note ??= reading.note;
    const imageUrl = reading.imageUrl ?? item.imageUrl;
    await db
      .update(feedItems)
      .set({
        pageText,
        imageUrl,
        isPaywalled,
        language,
        state: language ? 'read' : 'skipped',
        lastError: language ? note : 'the text is in none of the site’s languages',
        attempts: item.attempts + 1,
        updatedAt: context.now(),
      })
      .where(eq(feedItems.id, itemId));
  },
});
