import type { Language } from '#common/languages.ts';
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { newsroomStalls } from '../../db/schema.ts';
import type { Logger } from '../../logger.ts';
import { measurePace, PACE_WINDOW_MS, type LanguagePace } from './measure-freshness.ts';
import { languagesHeldUp, measureStages, STAGE_STALL_AFTER_MS, type StageStall } from './measure-stages.ts';

/**
 * When a language counts as stalled: it normally has stories (at least MIN_STORIES_A_WEEK over the last 7
 * days) and has had none for STALL_GAPS times its usual gap (7 days / its stories), never less than
 * MIN_QUIET_MS (a pass or two of silence is normal) nor more than MAX_QUIET_MS. A busy language (a story
 * every 100 s or more often: 6 gaps ≤ 10 min) is stalled after 10 minutes of silence; checked every minute,
 * the warning comes within 11 minutes of its last story. A language whose stories a stalled stage holds up
 * (measure-stages.ts) is stalled sooner: after the stage's own bound (14 minutes), so that a stopped worker
 * is told within 15 minutes in the language too, not after 6 hours for a language with a story an hour.
 */
export const STALL_RULE = {
  minStoriesAWeek: 14,
  stallGaps: 6,
  minQuietMs: 10 * 60_000,
  maxQuietMs: 24 * 60 * 60_000,
} as const;

/** How long a language may be quiet before it is stalled, or null when it does not normally have stories. */
export function stallThresholdMs(storiesLastWeek: number): number | null {
  if (storiesLastWeek < STALL_RULE.minStoriesAWeek) return null;
  const usualGapMs = PACE_WINDOW_MS / storiesLastWeek;
  return Math.min(STALL_RULE.maxQuietMs, Math.max(STALL_RULE.minQuietMs, STALL_RULE.stallGaps * usualGapMs));
}

/** One language judged: how long since its newest story, the quiet it is allowed, and whether it is stalled. */
export interface LanguageStall {
  language: Language;
  quietMs: number | null;
  thresholdMs: number | null;
  isStalled: boolean;
}

/**
 * Judges each language's pace at `now` by STALL_RULE; a language in `heldUp` (a stalled stage keeps its stories
 * back) is allowed no more quiet than `stageStallAfterMs`.
 */
export function judgeStalls(
  pace: LanguagePace[],
  now: Date,
  heldUp: ReadonlySet<Language> = new Set(),
  stageStallAfterMs: number = STAGE_STALL_AFTER_MS,
): LanguageStall[] {
  return pace.map(({ language, newestAt, storiesLastWeek }) => {
    const quietMs = newestAt === null ? null : Math.max(0, now.getTime() - newestAt.getTime());
    const usualMs = stallThresholdMs(storiesLastWeek);
    const thresholdMs =
      usualMs !== null && heldUp.has(language) ? Math.min(usualMs, stageStallAfterMs) : usualMs;
    return {
      language,
      quietMs,
      thresholdMs,
      isStalled: quietMs !== null && thresholdMs !== null && quietMs > thresholdMs,
    };
  });
}

/** What a check found: every language and every stage judged. */
export interface NewsroomStalls {
  languages: LanguageStall[];
  stages: StageStall[];
}

/**
 * The newsroom_stalls key of a stage's stall: "stage:read", "stage:cluster:fr". The table's language column
 * is its key (a language's stall is keyed by the language itself) and newest_story_at holds, for a stage,
 * since when its oldest work waited when it was found stalled: stages share the table so that they are warned
 * once across processes as languages are, without a table of their own.
 */
export function stageStallKey({ stage, language }: Pick<StageStall, 'stage' | 'language'>): string {
  return language ? `stage:${stage}:${language}` : `stage:${stage}`;
}

/**
 * Watches the newsroom for stalls: each check judges every stage and every language, warns once when one
 * stalls and says when it moves again. Every process that runs the checks (the server, each worker) watches;
 * the stall is recorded in newsroom_stalls (a language's with its newest story, a stage's under
 * stageStallKey), and only the process whose insert made the row warns, only the one whose delete removed it
 * says it is over: once per stall across processes.
 */
export class StallWatch {
  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
    private readonly stageStallAfterMs: number = STAGE_STALL_AFTER_MS,
  ) {}

  /** Judges every stage and language now; returns the judgement. */
  async check(): Promise<NewsroomStalls> {
    const now = this.now();
    const stages = await measureStages(this.db, now, this.stageStallAfterMs);
    const pace = await measurePace(this.db, now);
    const heldUp = languagesHeldUp(stages);
    const stalls = judgeStalls(pace, now, heldUp, this.stageStallAfterMs);
    const warned = new Map(
      (await this.db.select().from(newsroomStalls)).map((row) => [row.language, row.newestStoryAt]),
    );
    await this.checkStages(stages, warned, now);
    const stalledStages = stages.filter((s) => s.isStalled).map(stageStallKey);
    for (const [index, stall] of stalls.entries()) {
      const newestAt = pace[index]!.newestAt;
      const warnedNewest = warned.get(stall.language);
      if (newestAt === null) continue;
      if (warnedNewest !== undefined && newestAt > warnedNewest) {
        if (await this.endStall(stall.language, newestAt))
          this.logger.info({ language: stall.language }, 'newsroom has new stories in this language again');
      } else if (warnedNewest !== undefined) {
        // Still quiet (its usual pace may have faded out of the week meanwhile): said once already.
        continue;
      }
      if (stall.isStalled && (await this.recordStall(stall.language, newestAt, now))) {
        const minutes = (ms: number | null) => (ms === null ? null : Math.round(ms / 60_000));
        this.logger.warn(
          {
            language: stall.language,
            quietMinutes: minutes(stall.quietMs),
            usualLimitMinutes: minutes(stall.thresholdMs),
            ...(heldUp.has(stall.language) ? { stalledStages } : {}),
          },
          'newsroom stalled: no new story in this language for much longer than usual',
        );
      }
    }
    return { languages: stalls, stages };
  }

  /** Warns once of each stage that stalled, and says once when a warned stage moves or empties again. */
  private async checkStages(stages: StageStall[], warned: Map<string, Date>, now: Date): Promise<void> {
    for (const stage of stages) {
      const key = stageStallKey(stage);
      const fields = { stage: stage.stage, ...(stage.language ? { language: stage.language } : {}) };
      if (stage.isStalled && !warned.has(key)) {
        if (await this.recordStall(key, stage.oldestWaitingAt!, now)) {
          const waitingMinutes = Math.round((now.getTime() - stage.oldestWaitingAt!.getTime()) / 60_000);
          this.logger.warn(
            { ...fields, waitingMinutes, stalledAfterMinutes: Math.round(this.stageStallAfterMs / 60_000) },
            'newsroom stage stalled: its work waits and it completed nothing',
          );
        }
      } else if (!stage.isStalled && warned.has(key)) {
        if (await this.endStageStall(key)) this.logger.info(fields, 'newsroom stage moves again');
      }
    }
  }

  /** Records a stall under `key` (a language, or a stage's) since `since`; true for the one process that recorded it. */
  private async recordStall(key: string, since: Date, now: Date): Promise<boolean> {
    const rows = await this.db
      .insert(newsroomStalls)
      .values({ language: key, newestStoryAt: since, warnedAt: now })
      .onConflictDoNothing()
      .returning({ language: newsroomStalls.language });
    return rows.length > 0;
  }

  /** Ends the stall recorded before a story of `newestAt`; true for the one process that ended it. */
  private async endStall(language: Language, newestAt: Date): Promise<boolean> {
    const rows = await this.db
      .delete(newsroomStalls)
      .where(and(eq(newsroomStalls.language, language), lt(newsroomStalls.newestStoryAt, newestAt)))
      .returning({ language: newsroomStalls.language });
    return rows.length > 0;
  }

  /** Ends a stage's stall; true for the one process that ended it. */
  private async endStageStall(key: string): Promise<boolean> {
    const rows = await this.db
      .delete(newsroomStalls)
      .where(eq(newsroomStalls.language, key))
      .returning({ language: newsroomStalls.language });
    return rows.length > 0;
  }
}
