import { sql, type SQL } from 'drizzle-orm';
import { LANGUAGES, type Language } from '#common/languages.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

/**
 * The stages work waits in between a feed and a story readable in every language, each read from what it
 * leaves in the database:
 *
 * - `fetch`: enabled sources whose schedule is due (next_fetch_at, or since added when never scheduled) and
 *   that no process claimed (a claim moves next_fetch_at on); done when a source was fetched (last_fetched_at,
 *   a failure included: the stage worked).
 * - `read`: feed items still `new` since first seen; done when an item left `new` (its updated_at).
 * - `cluster`, per language: items `read` and waiting to be placed since they were read (updated_at); done
 *   when an item of the language was placed in a story or held.
 * - `translate`: stories the model wrote over the last day that lack a language and have it neither parked nor
 *   held for an editor, since their original text was written; done when a machine translation was saved or
 *   parked. Hand-written and extractive stories wait for `npm run translate`, not for a stage.
 */
export const STAGES = ['fetch', 'read', 'cluster', 'translate'] as const;
export type Stage = (typeof STAGES)[number];

/**
 * How long a stage may hold work while completing nothing before it is stalled (a stopped worker, a lost
 * job). 14 minutes: checked every minute, the warning comes within 15 minutes of the stage's last completion.
 * A long backlog that moves completes something every few seconds and is never stalled.
 */
export const STAGE_STALL_AFTER_MS = 14 * 60_000;

/** How far back the translate stage looks for stories: older ones missing a language are not a pass's work. */
const TRANSLATE_LOOKBACK_MS = 24 * 60 * 60_000;

/** One stage (of one language, for clustering) judged at a time. */
export interface StageStall {
  stage: Stage;
  /** The language for `cluster`; null for the stages before an item's language is known or across them. */
  language: Language | null;
  /** Since when its oldest waiting work waits; null when none waits. */
  oldestWaitingAt: Date | null;
  isStalled: boolean;
}

function at(date: Date): SQL {
  return sql`${date.toISOString()}::timestamptz`;
}

function dateOf(value: Date | string | null | undefined): Date | null {
  return value === null || value === undefined ? null : new Date(value);
}

/** Since when each stage's oldest work waits (cheap: the state and due indexes). */
function oldestWaiting(
  db: Database,
  now: Date,
): Promise<Array<{ key: string; oldest: Date | string | null }>> {
  const dayAgo = at(new Date(now.getTime() - TRANSLATE_LOOKBACK_MS));
  return queryRows(
    db,
    sql`select 'fetch' as key, min(coalesce(next_fetch_at, created_at)) as oldest from sources
          where enabled and (next_fetch_at is null or next_fetch_at <= ${at(now)})
        union all
        select 'read', min(created_at) from feed_items where state = 'new'
        union all
        select 'cluster:' || coalesce(language, 'en'), min(updated_at) from feed_items where state = 'read'
          group by coalesce(language, 'en')
        union all
        select 'translate', min(o.created_at) from article_translations o
          where o.origin = 'original' and o.model is not null
            and o.created_at > ${dayAgo} and o.created_at <= ${at(now)}
            and (select count(*) from article_translations t where t.article_id = o.article_id)
              + (select count(*) from parked_model_work p where p.article_id = o.article_id and p.task = 'translate')
              + (select count(*) from held_texts h where h.article_id = o.article_id) < ${LANGUAGES.length}`,
  );
}

/** Whether a stage completed anything since `since`: asked only of a stage whose work waits longer than that. */
function completedSince(stage: Stage, language: Language | null, since: Date): SQL {
  const after = at(since);
  switch (stage) {
    case 'fetch':
      return sql`select 1 from sources where last_fetched_at > ${after} limit 1`;
    case 'read':
      return sql`select 1 from feed_items where state <> 'new' and updated_at > ${after} limit 1`;
    case 'cluster':
      return sql`select 1 from feed_items where state in ('clustered', 'held') and updated_at > ${after}
        and coalesce(language, 'en') = ${language} limit 1`;
    case 'translate':
      return sql`select 1 from article_translations where origin = 'machine' and created_at > ${after}
        union all select 1 from parked_model_work where task = 'translate' and parked_at > ${after} limit 1`;
  }
}

/**
 * Judges every stage at `now`: stalled when its oldest work waits longer than `stallAfterMs` and it completed
 * nothing in that time. Clustering is judged per language, each of the 11 listed.
 */
export async function measureStages(
  db: Database,
  now: Date,
  stallAfterMs: number = STAGE_STALL_AFTER_MS,
): Promise<StageStall[]> {
  const oldest = new Map((await oldestWaiting(db, now)).map((row) => [row.key, dateOf(row.oldest)]));
  const since = new Date(now.getTime() - stallAfterMs);
  const stages: Array<{ stage: Stage; language: Language | null }> = [
    { stage: 'fetch', language: null },
    { stage: 'read', language: null },
    ...LANGUAGES.map((language) => ({ stage: 'cluster' as const, language })),
    { stage: 'translate', language: null },
  ];
  return Promise.all(
    stages.map(async ({ stage, language }) => {
      const oldestWaitingAt = oldest.get(language ? `${stage}:${language}` : stage) ?? null;
      const waitsTooLong = oldestWaitingAt !== null && oldestWaitingAt < since;
      const isStalled =
        waitsTooLong && (await queryRows(db, completedSince(stage, language, since))).length === 0;
      return { stage, language, oldestWaitingAt, isStalled };
    }),
  );
}

/** The languages a stalled stage keeps from new stories: its own for clustering, every one for the others. */
export function languagesHeldUp(stages: StageStall[]): Set<Language> {
  const stalled = stages.filter((s) => s.isStalled);
  if (stalled.some((s) => s.language === null)) return new Set(LANGUAGES);
  return new Set(stalled.flatMap((s) => (s.language ? [s.language] : [])));
}
