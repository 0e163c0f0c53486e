import type { Language } from '#common/languages.ts';
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { newsroomStalls } from '../../db/schema.ts';
import type { Logger } from '../../logger.ts';
import { measurePace, PACE_WINDOW_MS, type LanguagePace } from './measure-freshness.ts';

/**
 * When a language counts as stalled: it normally has stories (at least MIN_STORIES_A_WEEK over the last 7
 * days) and has had none for STALL_GAPS times its usual gap (7 days / its stories), never less than
 * MIN_QUIET_MS (a pass or two of silence is normal) nor more than MAX_QUIET_MS. A busy language (a story
 * every 100 s or more often: 6 gaps ≤ 10 min) is stalled after 10 minutes of silence; checked every minute,
 * the warning comes within 11 minutes of its last story.
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

/** Judges each language's pace at `now` by STALL_RULE. */
export function judgeStalls(pace: LanguagePace[], now: Date): LanguageStall[] {
  return pace.map(({ language, newestAt, storiesLastWeek }) => {
    const quietMs = newestAt === null ? null : Math.max(0, now.getTime() - newestAt.getTime());
    const thresholdMs = stallThresholdMs(storiesLastWeek);
    return {
      language,
      quietMs,
      thresholdMs,
      isStalled: quietMs !== null && thresholdMs !== null && quietMs > thresholdMs,
    };
  });
}

/**
 * Watches the newsroom for stalls: each check judges every language, warns once when a language stalls and says
 * when it has stories again. Every process that runs the checks (the server, each worker) watches; the stall
 * is recorded in newsroom_stalls with the language's newest story, and only the process whose insert made the
 * row warns, only the one whose delete removed it says it is over: once per stall across processes.
 */
export class StallWatch {
  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Judges every language now; returns the judgement. */
  async check(): Promise<LanguageStall[]> {
    const now = this.now();
    const pace = await measurePace(this.db, now);
    const stalls = judgeStalls(pace, now);
    const warned = new Map(
      (await this.db.select().from(newsroomStalls)).map((row) => [row.language, row.newestStoryAt]),
    );
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
          },
          'newsroom stalled: no new story in this language for much longer than usual',
        );
      }
    }
    return stalls;
  }

  /** Records a stall since the story of `newestAt`; true for the one process that recorded it. */
  private async recordStall(language: Language, newestAt: Date, now: Date): Promise<boolean> {
    const rows = await this.db
      .insert(newsroomStalls)
      .values({ language, newestStoryAt: newestAt, warnedAt: now })
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
}
