import type { Language } from '#common/languages.ts';
import type { Database } from '../../db/client.ts';
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
 * Watches the newsroom for stalls in one process: each check judges every language, warns once when a
 * language stalls and says when it has stories again.
 */
export class StallWatch {
  /** The languages warned about, with their quiet (ms) then: a stall ends with a new story, when the quiet shrinks. */
  private readonly stalled = new Map<Language, number>();

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Judges every language now; returns the judgement (the languages stalled are those warned about). */
  async check(): Promise<LanguageStall[]> {
    const now = this.now();
    const stalls = judgeStalls(await measurePace(this.db, now), now);
    for (const stall of stalls) {
      const minutes = (ms: number | null) => (ms === null ? null : Math.round(ms / 60_000));
      const warnedQuietMs = this.stalled.get(stall.language);
      if (warnedQuietMs !== undefined) {
        // Still quiet (its usual pace may have faded out of the week meanwhile): said once already.
        if (stall.quietMs === null || stall.quietMs >= warnedQuietMs) continue;
        this.stalled.delete(stall.language);
        this.logger.info({ language: stall.language }, 'newsroom has new stories in this language again');
      }
      if (stall.isStalled) {
        this.stalled.set(stall.language, stall.quietMs!);
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
}
