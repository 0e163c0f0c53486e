import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { judgeStalls } from './detect-stalls.ts';
import { languagesHeldUp, measureStages, STAGE_STALL_AFTER_MS, type StageStall } from './measure-stages.ts';
import {
  listItemLatencies,
  measurePace,
  newestStoryPerLanguage,
  type LanguagePace,
} from './measure-freshness.ts';

/** The window of the item-to-story histogram: the items that became readable in their language in it. */
const LATENCY_WINDOW_MS = 60 * 60_000;
/** Seconds: from a pass at a 1-minute interval (under a minute) to a day. */
const LATENCY_BUCKETS = [15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 21_600, 86_400];
/** A language's count of stories over the week changes slowly: counted again at most this often. */
const PACE_MAX_AGE_MS = 60_000;
/** The stages are judged once for the two gauges that read them in one scrape. */
const STAGES_MAX_AGE_MS = 5_000;

export interface NewsroomMetricsOptions {
  /** AI_MAX_REQUESTS_PER_PASS when a model is configured: the budget left is shown against it. */
  modelBudgetPerPass?: number | undefined;
  /** How long a stage may hold work while completing nothing (measure-stages.ts); 14 minutes unless given. */
  stageStallAfterMs?: number;
  now?: () => Date;
}

/**
 * The newsroom's metrics, read from the database at each scrape: the web process that serves /metrics then
 * tells what every process did (the server's own passes and those of `npm run worker`s on PostgreSQL).
 * A read that fails (the database away) leaves the metric empty for that scrape.
 */
export function registerNewsroomMetrics(
  registry: Registry,
  db: Database,
  options: NewsroomMetricsOptions = {},
): void {
  const registers = [registry];
  const now = options.now ?? (() => new Date());
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db, query).catch((): T[] => []);

  new Histogram({
    name: 'tidings_item_to_story_seconds',
    help: "Item-to-story latency, by the item's language, of the items that became readable in their language in the last hour: from first seen (feed_items.created_at) to the later of its placing in a story (placed_at) and its story's text in that language (article_translations.created_at). Recomputed from the database at each scrape (a sliding window, not a running total): use histogram_quantile() on the buckets without rate().",
    labelNames: ['language'],
    buckets: LATENCY_BUCKETS,
    registers,
    async collect() {
      const until = now();
      const latencies = await listItemLatencies(
        db,
        new Date(until.getTime() - LATENCY_WINDOW_MS),
        until,
      ).catch(() => []);
      this.reset();
      for (const { language, seconds } of latencies) this.observe({ language }, seconds);
    },
  });

  const lastPass = sql`(select * from ingest_runs where status in ('finished', 'failed')
    order by started_at desc limit 1) as r`;
  new Gauge({
    name: 'tidings_pass_items',
    help: 'Feed items of the last pass that ended (ingest_runs, whichever process ran it): seen in feeds, new, failed',
    labelNames: ['outcome'],
    registers,
    async collect() {
      const [pass] = await rows<{ seen: number; new: number; failed: number }>(
        sql`select items_seen as seen, items_new as new, items_failed as failed from ${lastPass}`,
      );
      this.reset();
      if (pass)
        for (const outcome of ['seen', 'new', 'failed'] as const)
          this.set({ outcome }, Number(pass[outcome]));
    },
  });
  new Gauge({
    name: 'tidings_pass_stories',
    help: 'Stories of the last pass that ended (ingest_runs): new, merged into another, written by the model, translations made',
    labelNames: ['outcome'],
    registers,
    async collect() {
      const [pass] = await rows<{ new: number; merged: number; written: number; translated: number }>(
        sql`select stories_new as new, stories_merged as merged, stories_written as written,
              translations_new as translated from ${lastPass}`,
      );
      this.reset();
      if (pass) {
        for (const outcome of ['new', 'merged', 'written', 'translated'] as const)
          this.set({ outcome }, Number(pass[outcome]));
      }
    },
  });

  // Sources by "name (id)": names alone may repeat.
  const failingSources = () =>
    rows<{ id: number; name: string; total: number; inARow: number }>(
      sql`select id, name, failure_count as "total", consecutive_failures as "inARow"
          from sources where failure_count > 0`,
    );
  new Counter({
    name: 'tidings_source_failures_total',
    help: 'Failed fetches of each source since it was added (sources.failure_count, counted by every process), for sources that failed at least once',
    labelNames: ['source'],
    registers,
    async collect() {
      const failing = await failingSources();
      this.reset();
      for (const s of failing) this.inc({ source: `${s.name} (${s.id})` }, Number(s.total));
    },
  });
  new Gauge({
    name: 'tidings_source_consecutive_failures',
    help: 'Failures in a row of each source failing now (sources.consecutive_failures > 0)',
    labelNames: ['source'],
    registers,
    async collect() {
      const failing = (await failingSources()).filter((s) => Number(s.inARow) > 0);
      this.reset();
      for (const s of failing) this.set({ source: `${s.name} (${s.id})` }, Number(s.inARow));
    },
  });

  if (options.modelBudgetPerPass !== undefined) {
    const budget = options.modelBudgetPerPass;
    const latestPass = sql`(select model_requests from ingest_runs order by started_at desc limit 1) as r`;
    new Gauge({
      name: 'tidings_model_requests',
      help: 'Model requests (retries included) of the latest pass, running or ended, by every process that worked on it (ingest_runs.model_requests)',
      registers,
      async collect() {
        const [pass] = await rows<{ model_requests: number }>(sql`select model_requests from ${latestPass}`);
        this.set(Number(pass?.model_requests ?? 0));
      },
    });
    new Gauge({
      name: 'tidings_model_budget_left',
      help: 'AI_MAX_REQUESTS_PER_PASS less the model requests of the latest pass. Each process has that budget for its share of a pass: with workers this is the least left',
      registers,
      async collect() {
        const [pass] = await rows<{ model_requests: number }>(sql`select model_requests from ${latestPass}`);
        this.set(Math.max(0, budget - Number(pass?.model_requests ?? 0)));
      },
    });
  }

  new Gauge({
    name: 'tidings_parked_model_work',
    help: 'Model work given up on and waiting for an editor or a later success (parked_model_work), by task: write, translate',
    labelNames: ['task'],
    registers,
    async collect() {
      const parked = await rows<{ task: string; n: number }>(
        sql`select task, count(*)::int as n from parked_model_work group by task`,
      );
      for (const task of ['write', 'translate']) {
        this.set({ task }, Number(parked.find((p) => p.task === task)?.n ?? 0));
      }
    },
  });

  new Gauge({
    name: 'tidings_newest_story_age_seconds',
    help: 'Seconds since the newest story became readable in each language (its text in it was saved: the newest article_translations.created_at); languages with no story are left out',
    labelNames: ['language'],
    registers,
    async collect() {
      const newest = await newestStoryPerLanguage(db).catch(() => new Map<string, Date | null>());
      const at = now().getTime();
      this.reset();
      for (const [language, date] of newest) {
        if (date) this.set({ language }, Math.max(0, (at - date.getTime()) / 1000));
      }
    },
  });

  const stageStallAfterMs = options.stageStallAfterMs ?? STAGE_STALL_AFTER_MS;
  let stages: { measuredAt: number; judged: Promise<StageStall[] | null> } | null = null;
  const judgeStages = (at: Date) => {
    if (!stages || Math.abs(at.getTime() - stages.measuredAt) > STAGES_MAX_AGE_MS) {
      stages = {
        measuredAt: at.getTime(),
        judged: measureStages(db, at, stageStallAfterMs).catch(() => null),
      };
    }
    return stages.judged;
  };
  new Gauge({
    name: 'tidings_newsroom_stage_stalled',
    help: `Whether a stage of the pipeline holds work and has completed nothing for ${stageStallAfterMs / 60_000} minutes: 1 stalled, 0 not (server/pipeline/freshness/measure-stages.ts). Stages: fetch (sources due and unclaimed), read (items new), cluster by language (items read, not placed), translate (written stories lacking a language)`,
    labelNames: ['stage', 'language'],
    registers,
    async collect() {
      const judged = await judgeStages(now());
      this.reset();
      for (const stage of judged ?? []) {
        const labels = stage.language
          ? { stage: stage.stage, language: stage.language }
          : { stage: stage.stage };
        this.set(labels, stage.isStalled ? 1 : 0);
      }
    },
  });

  let pace: { measuredAt: number; languages: LanguagePace[] } | null = null;
  new Gauge({
    name: 'tidings_newsroom_stalled',
    help: `Whether a language that normally has stories has had none for much longer than usual: 1 stalled, 0 not (server/pipeline/freshness/detect-stalls.ts: its usual gap is 7 days / its stories over the last 7 days; stalled after 6 gaps, at least 10 minutes, at most a day, and after ${stageStallAfterMs / 60_000} minutes when a stalled stage holds its stories up; only for languages with 14 stories a week or more)`,
    labelNames: ['language'],
    registers,
    async collect() {
      const at = now();
      if (!pace || at.getTime() - pace.measuredAt > PACE_MAX_AGE_MS) {
        const languages = await measurePace(db, at).catch(() => null);
        pace = languages ? { measuredAt: at.getTime(), languages } : null;
      }
      this.reset();
      if (!pace) return;
      // The week's counts may be a minute old; the newest story is read again each time.
      const newest = await newestStoryPerLanguage(db).catch(() => null);
      const current = pace.languages.map((p) => ({ ...p, newestAt: newest?.get(p.language) ?? p.newestAt }));
      const heldUp = languagesHeldUp((await judgeStages(at)) ?? []);
      for (const stall of judgeStalls(current, at, heldUp, stageStallAfterMs))
        this.set({ language: stall.language }, stall.isStalled ? 1 : 0);
    },
  });
}
