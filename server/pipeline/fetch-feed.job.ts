import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { feedItems, sources } from '../db/schema.ts';
import { defineJob } from '../jobs/define-job.ts';
import { FetchFailure, isRetryableFetchFailure } from './fetch/safe-fetch.ts';
import { FEED_ACCEPT } from './fetch/pipeline-fetch-policy.ts';
import type { PipelineContext } from './pipeline-context.ts';
import {
  disableSource,
  isFirstRead,
  recordFeedFetch,
  sourceReading,
  type ScheduleUpdate,
} from './record-feed-fetch.ts';
import {
  feedRefreshSeconds,
  planFeedMove,
  planNextFetch,
  type PollOutcome,
} from './schedule/poll-schedule.ts';
import { dateFeedItem, saveFeedItems } from './save-feed-items.ts';
import { isLanguage } from '#common/languages.ts';
import { guessCountry } from './publish/guess-country.ts';
import { guessFeedSection } from './publish/guess-feed-section.ts';
import { passRunId } from './queued-runs.ts';
import { publisherNameFromFeed } from './sources/publisher-name.ts';

/**
 * Fetches one source's feed (conditionally, with its ETag and Last-Modified), stores the items never seen
 * before and sends each to read-page. A failure is recorded on the source with its reason; server errors
 * and time-outs are tried again first. Every outcome sets the source's next fetch (poll-schedule.ts): its
 * interval learned from the items' dates, the publisher's Retry-After, max-age and <ttl>, back-off while it
 * fails and disabling after days of it; a permanent redirect moves the stored feed URL.
 */
export const fetchFeedJob = defineJob({
  name: 'fetch-feed',
  // maxAgeDays and runId travel with a pass handed to workers (npm run ingest -- --queue); else the
  // settings' own and the pass of this process.
  schema: z.object({
    sourceId: z.number().int(),
    maxAgeDays: z.number().int().min(0).optional(),
    runId: passRunId,
  }),
  retryLimit: 2,
  retryDelaySeconds: 2,
  concurrency: 8,
  // A source claimed again while its fetch still waits (a backlog longer than the claim's lease) is not
  // fetched twice: the second send is refused.
  oneAtATimePer: ({ sourceId }) => String(sourceId),
  async run({ sourceId, maxAgeDays: passMaxAgeDays, runId }, context: PipelineContext, attempt) {
    const { db, settings, tally } = context;
    const [source] = await db.select().from(sources).where(eq(sources.id, sourceId));
    if (!source) return;
    // An attempt that stopped between storing its new items and sending them (a worker killed, a statement
    // that failed under load) left them 'new' with no job to read them, and this attempt would not send them
    // again: they are no longer new to the feed, and its ETag may now answer 304. A retry sends them first. One
    // that was sent after all is read once: read-page does nothing for an item that is no longer 'new'.
    if (attempt.number > 1) {
      const unsent = await db
        .select({ id: feedItems.id })
        .from(feedItems)
        .where(and(eq(feedItems.sourceId, sourceId), eq(feedItems.state, 'new')));
      for (const { id } of unsent) await context.queue.send('read-page', { itemId: id, runId });
    }
    const policy = {
      defaultIntervalSeconds: settings.defaultPollIntervalSeconds,
      disableAfterMs: settings.disableAfterFailingDays * 86_400_000,
    };
    // A source never read yet backs off from the operator's interval, not from one learned from nothing.
    const state = source.lastSuccessAt
      ? source
      : { ...source, pollIntervalSeconds: settings.defaultPollIntervalSeconds };
    const plan = (outcome: PollOutcome, at: Date) => planNextFetch(state, outcome, at, policy);
    const fail = async (
      httpStatus: number | null,
      error: string,
      retryAfterSeconds: number | null = null,
    ) => {
      const at = context.now();
      const schedule = plan({ status: 'failed', retryAfterSeconds, error }, at);
      await recordFeedFetch(db, sourceId, { status: 'failed', httpStatus, error }, at, schedule);
      await tally.add({ feeds: 1, feedsFailed: 1 }, runId);
      if (schedule.disabledReason)
        context.logger.warn({ sourceId, reason: schedule.disabledReason }, 'source disabled');
    };

    let document;
    try {
      document = await context.limiter.run(source.feedUrl, () =>
        context.fetch({
          url: source.feedUrl,
          accept: FEED_ACCEPT,
          maxBytes: settings.feedMaxBytes,
          etag: source.etag,
          lastModified: source.lastModified,
        }),
      );
    } catch (error) {
      const failure = error instanceof FetchFailure ? error : null;
      // A server that said when to come back (Retry-After) is not asked again seconds later by a retry.
      const askedToWait = (failure?.retryAfterSeconds ?? 0) > 0;
      if (isRetryableFetchFailure(error) && !attempt.isLast && !askedToWait) throw error;
      await fail(
        failure?.status ?? null,
        failure ? `${failure.reason}: ${failure.message}` : String(error),
        failure?.retryAfterSeconds ?? null,
      );
      return;
    }
    // A feed that moved for good is read at its new address from now on, unless another source reads it
    // already: then this one is a duplicate and stops.
    const move = planFeedMove(
      source.feedUrl,
      document.movedPermanentlyTo,
      document.movedPermanentlyTo ? await sourceReading(db, document.movedPermanentlyTo, sourceId) : null,
    );
    if (move.kind === 'duplicate') {
      await disableSource(db, sourceId, move.reason, context.now());
      await tally.add({ feeds: 1 }, runId);
      context.logger.warn({ sourceId, reason: move.reason }, 'source disabled');
      return;
    }
    const movedTo = move.kind === 'move' ? move.feedUrl : undefined;
    if (document.notModified || !document.body) {
      const at = context.now();
      const schedule = plan({ status: 'not-modified', maxAgeSeconds: document.maxAgeSeconds }, at);
      await recordFeedFetch(db, sourceId, { status: 'not-modified', httpStatus: document.status }, at, {
        ...schedule,
        feedUrl: movedTo,
      });
      await tally.add({ feeds: 1, feedsNotModified: 1 }, runId);
      return;
    }

    const fetchedAt = context.now();
    const language = isLanguage(source.language) ? source.language : null;
    let reading;
    try {
      // Relative links resolve against the URL the feed came from, after its redirects. Decoding, parsing and
      // reducing the entries to text are CPU work on the whole feed: a thread's, inside the web process.
      reading = await context.passWork.run('readFeedDocument', {
        body: document.body,
        contentType: document.contentType,
        url: document.url,
        fetchedAt,
        source: {
          language,
          feedUrl: source.feedUrl,
          repeatedPhrases: source.repeatedPhrases,
          personalVoice: source.personalVoice,
        },
      });
    } catch (error) {
      // Anything else that stops the reading is tried again, and is the source's failure on the last try: its
      // schedule backs off as for any failure, rather than waiting for the claim's lease to run out.
      if (!attempt.isLast) throw error;
      await fail(document.status, `unreadable: ${String(error)}`);
      return;
    }
    if ('notAFeed' in reading) {
      await fail(document.status, `not a feed: ${reading.notAFeed}`);
      return;
    }
    const { feed, repeatedPhrases, personalVoice } = reading;
    const maxAgeDays = passMaxAgeDays ?? settings.maxAgeDays;
    const oldest = maxAgeDays > 0 ? fetchedAt.getTime() - maxAgeDays * 86_400_000 : -Infinity;
    // Undated items are old news in a source's first read and new in later ones (see dateFeedItem).
    const thisFetch = { firstRead: isFirstRead(source), fetchedAt, oldest };
    const items = reading.items
      .map((item) => dateFeedItem(item, thisFetch))
      .filter((item) => item !== null)
      .map((item) => ({ ...item, language }));
    const newIds = await saveFeedItems(db, sourceId, items);
    const schedule: ScheduleUpdate = {
      ...plan(
        {
          status: 'ok',
          // Only the items' own dates tell how often the feed publishes, not the stand-ins of undated ones.
          itemDates: reading.items.filter((item) => item.dated).map((item) => item.publishedAt),
          maxAgeSeconds: document.maxAgeSeconds,
          feedRefreshSeconds: feedRefreshSeconds(feed),
        },
        fetchedAt,
      ),
      feedUrl: movedTo,
    };
    await recordFeedFetch(
      db,
      sourceId,
      {
        status: 'ok',
        httpStatus: document.status,
        etag: document.etag,
        lastModified: document.lastModified,
        items: items.length,
        repeatedPhrases,
        personalVoice,
        discovered:
          // Sources of a one-off pass start with their host as name, until their feed tells better.
          source.origin === 'command-line' && source.name === new URL(source.feedUrl).hostname
            ? {
                name: publisherNameFromFeed(feed.title, feed.siteUrl, source.feedUrl),
                country: guessCountry([source.feedUrl, feed.siteUrl], reading.language),
                section: source.section ?? guessFeedSection(source.feedUrl, feed.title),
              }
            : undefined,
      },
      fetchedAt,
      schedule,
    );
    await tally.add({ feeds: 1, itemsSeen: reading.entryCount, itemsNew: newIds.length }, runId);
    for (const itemId of newIds) await context.queue.send('read-page', { itemId, runId });
  },
});
