import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { feedItems, sources } from '../db/schema.ts';
import { defineJob } from '../jobs/define-job.ts';
import { isLanguage } from '#common/languages.ts';
import { decodeDocument } from './decode/decode-document.ts';
import { extractArticle } from './extract/extract-article.ts';
import { FetchFailure } from './fetch/safe-fetch.ts';
import { detectLanguage } from '../language/detect-language.ts';
import type { PipelineContext } from './pipeline-context.ts';
import { passRunId } from './queued-runs.ts';

const PAGE_ACCEPT = 'text/html, application/xhtml+xml;q=0.9, */*;q=0.1';
/** A page's text replaces the feed's only when it says clearly more (characters: Japanese is dense). */
const MIN_PAGE_TEXT = 120;
const MORE_THAN_FEED = 1.2;
const MAX_PAGE_TEXT = 40_000;

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

    let pageText: string | null = null;
    let imageUrl = item.imageUrl;
    let isPaywalled = false;
    let pageLanguage: string | null = null;
    let note: string | null = null;
    if (settings.readPages) {
      try {
        const page = await context.limiter.run(item.url, () =>
          context.fetch({ url: item.url, accept: PAGE_ACCEPT, maxBytes: settings.pageMaxBytes }),
        );
        if (page.body) {
          const extracted = extractArticle(decodeDocument(page.body, page.contentType).text, page.url);
          if (extracted.text.length >= Math.max(MIN_PAGE_TEXT, item.feedText.length * MORE_THAN_FEED)) {
            pageText = extracted.text.slice(0, MAX_PAGE_TEXT);
          }
          imageUrl = extracted.imageUrl ?? imageUrl;
          isPaywalled = extracted.isPaywalled;
          pageLanguage = extracted.language;
        }
      } catch (error) {
        note =
          error instanceof FetchFailure
            ? `page: ${error.reason}: ${error.message}`
            : `page: ${String(error)}`;
      }
    }

    const text = pageText ?? item.feedText;
    const language = isLanguage(row.sourceLanguage)
      ? row.sourceLanguage
      : detectLanguage(`${item.title}. ${text.slice(0, 1500)}`, item.languageHint ?? pageLanguage);
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
