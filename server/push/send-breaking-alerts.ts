import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import type { Logger } from '../logger.ts';
import type { VapidKeys } from '../config.ts';
import { shortenAtWord } from '#common/text/shorten-at-word.ts';
import type { DeliverPush } from './deliver-push.ts';

/** A breaking story older than this sends no alert: an alert is news, not a catch-up. */
export const ALERT_WINDOW_HOURS = 6;
/** Stories (per language) looked at in one check. */
const STORIES_PER_CHECK = 20;
/** Subscriptions read from the database at a time. */
const SUBSCRIPTIONS_PER_PAGE = 500;
/** Messages handed to push services at once. */
const CONCURRENT_DELIVERIES = 8;
/** An alert's text under the title: the summary, shortened to what a notification shows. */
const BODY_CHARACTERS = 160;
/** How long a push service keeps an alert for a browser that is offline: news a day late is not news. */
const ALERT_TTL_SECONDS = 12 * 60 * 60;

/** What a subscriber's service worker receives (public/sw.js shows it). */
export interface AlertPayload {
  title: string;
  body: string;
  /** The story's page in the alert's language, on this site. */
  url: string;
  /** One notification per story: a later alert for it replaces the earlier one. */
  tag: string;
  language: string;
}

export interface BreakingAlertsDeps {
  db: Database;
  logger: Logger;
  deliver: DeliverPush;
  /** The site's key pair; asked for only when there is someone to send to. */
  vapidKeys: () => VapidKeys;
  vapidSubject: string;
  now?: () => Date;
}

/** What one check did. */
export interface AlertsSent {
  /** Alerts claimed by this process (story and language). */
  alerts: number;
  delivered: number;
  /** Subscriptions removed because their push service said they are gone (404, 410). */
  expired: number;
}

interface DueAlert {
  article_id: number;
  language: string;
  slug: string;
  title: string;
  summary: string;
}

interface Subscriber {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Sends the alerts due: for each breaking story published in the last ALERT_WINDOW_HOURS and each language it
 * has a text in with no alert yet, the alert is claimed (a row in breaking_alerts, inserted only if absent) and
 * then sent to that language's subscribers, so of two processes checking at once only one sends it, and a story
 * alerts each language at most once (a crash between claim and sending loses that alert rather than sending it
 * twice). A story is claimed even with nobody subscribed: a later subscriber is not sent old news.
 */
export async function sendBreakingAlerts(deps: BreakingAlertsDeps): Promise<AlertsSent> {
  const { db } = deps;
  const now = deps.now?.() ?? new Date();
  const since = new Date(now.getTime() - ALERT_WINDOW_HOURS * 3_600_000);
  const due = await queryRows<DueAlert>(
    db,
    sql`select a.id as article_id, t.language, a.slug, t.title, t.summary
        from articles a
        join article_translations t on t.article_id = a.id
        where a.is_breaking and a.published_at > ${since.toISOString()}::timestamptz
          and a.published_at <= ${now.toISOString()}::timestamptz
          and not exists (
            select 1 from breaking_alerts b where b.article_id = a.id and b.language = t.language
          )
        order by a.published_at desc, a.id desc, t.language
        limit ${STORIES_PER_CHECK * 11}`,
  );
  const total: AlertsSent = { alerts: 0, delivered: 0, expired: 0 };
  for (const alert of due) {
    const claimed = await queryRows<{ article_id: number }>(
      db,
      sql`insert into breaking_alerts (article_id, language) values (${alert.article_id}, ${alert.language})
          on conflict do nothing returning article_id`,
    );
    if (claimed.length === 0) continue; // another process has it
    total.alerts++;
    const sent = await sendAlert(deps, alert);
    total.delivered += sent.delivered;
    total.expired += sent.expired;
    await db.execute(
      sql`update breaking_alerts set recipients = ${sent.recipients}, delivered = ${sent.delivered}, sent_at = now()
          where article_id = ${alert.article_id} and language = ${alert.language}`,
    );
    if (sent.recipients > 0) {
      deps.logger.info(
        { articleId: alert.article_id, language: alert.language, ...sent },
        'breaking-news alert sent',
      );
    }
  }
  return total;
}

/** The alert of one story in one language, to every subscriber of that language, a page at a time. */
async function sendAlert(deps: BreakingAlertsDeps, alert: DueAlert) {
  const payload = JSON.stringify(alertPayload(alert));
  const counts = { recipients: 0, delivered: 0, expired: 0 };
  let afterId = 0;
  for (;;) {
    const page = await queryRows<Subscriber>(
      deps.db,
      sql`select id, endpoint, p256dh, auth from push_subscriptions
          where language = ${alert.language} and id > ${afterId}
          order by id limit ${SUBSCRIPTIONS_PER_PAGE}`,
    );
    if (page.length === 0) return counts;
    afterId = page[page.length - 1]!.id;
    counts.recipients += page.length;
    const vapidDetails = { subject: deps.vapidSubject, ...deps.vapidKeys() };
    const gone: number[] = [];
    await inBatches(page, CONCURRENT_DELIVERIES, async (subscriber) => {
      const status = await deliverTo(deps, subscriber, payload, alert, vapidDetails);
      if (status >= 200 && status < 300) counts.delivered++;
      else if (status === 404 || status === 410) gone.push(subscriber.id);
    });
    if (gone.length > 0) {
      await deps.db.execute(
        sql`delete from push_subscriptions where id in (${sql.join(
          gone.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
      counts.expired += gone.length;
    }
  }
}

/** One message to one browser; the push service's status, or 0 when it could not be reached. */
async function deliverTo(
  deps: BreakingAlertsDeps,
  subscriber: Subscriber,
  payload: string,
  alert: DueAlert,
  vapidDetails: { subject: string; publicKey: string; privateKey: string },
): Promise<number> {
  try {
    const details = webpush.generateRequestDetails(
      { endpoint: subscriber.endpoint, keys: { p256dh: subscriber.p256dh, auth: subscriber.auth } },
      payload,
      {
        vapidDetails,
        contentEncoding: 'aes128gcm',
        TTL: ALERT_TTL_SECONDS,
        urgency: 'high',
        topic: `story-${alert.article_id}`,
      },
    );
    return await deps.deliver(details);
  } catch (error) {
    deps.logger.debug({ err: error, subscription: subscriber.id }, 'a breaking-news alert was not delivered');
    return 0;
  }
}

/** The notification of a story in one language: its title, its summary shortened, its page. */
export function alertPayload(alert: Omit<DueAlert, 'article_id'> & { article_id: number }): AlertPayload {
  return {
    title: alert.title,
    body: shortenAtWord(alert.summary.replace(/\s+/g, ' ').trim(), BODY_CHARACTERS, alert.language),
    url: `/${alert.language}/news/${encodeURIComponent(alert.slug)}`,
    tag: `story-${alert.article_id}`,
    language: alert.language,
  };
}

/** Runs `task` over the items, at most `size` at a time. */
async function inBatches<T>(items: T[], size: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}
