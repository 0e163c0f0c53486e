import { useEffect, useId, useState, type ReactNode } from 'react';
import type {
  LanguageHealth,
  Source,
  SourceHealth,
  SourceHealthState,
  SourcesOverview,
} from '#common/contracts/sources.ts';
import { LANGUAGE_ENTRIES } from '#common/languages.ts';
import { ADMIN_TEXT } from './admin-texts.ts';

const H = ADMIN_TEXT.sourceHealth;
const numbers = new Intl.NumberFormat('ko');
const percent = new Intl.NumberFormat('ko', { style: 'percent', maximumFractionDigits: 0 });

/** Which sources the list shows: all, the ones needing a look (failing or disabled), or one state. */
export type HealthFilter = 'all' | 'problems' | SourceHealthState;
export const HEALTH_FILTERS: readonly HealthFilter[] = [
  'all',
  'problems',
  'failing',
  'disabled',
  'healthy',
  'unchecked',
];

export interface ListedSource {
  source: Source;
  /** Absent only if the overview was read while a source was being added. */
  health: SourceHealth | undefined;
}

export interface SourceGroup {
  summary: LanguageHealth;
  sources: ListedSource[];
}

const STATE_ORDER: Record<SourceHealthState, number> = { failing: 0, disabled: 1, healthy: 2, unchecked: 3 };

function stateOf(listed: ListedSource): SourceHealthState {
  return listed.health?.state ?? (listed.source.enabled ? 'unchecked' : 'disabled');
}

function matchesFilter(state: SourceHealthState, filter: HealthFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'problems') return state === 'failing' || state === 'disabled';
  return state === filter;
}

/**
 * The sources the screen shows, by language in the overview's order of languages, each group's failing sources
 * first (most failures in a row first), then its disabled ones, then the rest by name. Groups left empty by the
 * search or the filter are dropped; their headings keep the language's own counts.
 */
export function groupSources(
  overview: Pick<SourcesOverview, 'sources' | 'health' | 'languages'>,
  { query, filter }: { query: string; filter: HealthFilter },
): SourceGroup[] {
  const healthOf = new Map(overview.health.map((h) => [h.sourceId, h]));
  const needle = query.trim().toLowerCase();
  const shown = overview.sources
    .map((source) => ({ source, health: healthOf.get(source.id) }))
    .filter(
      (listed) =>
        matchesFilter(stateOf(listed), filter) &&
        (!needle ||
          listed.source.name.toLowerCase().includes(needle) ||
          listed.source.feedUrl.toLowerCase().includes(needle)),
    );
  return overview.languages.flatMap((summary) => {
    const sources = shown
      .filter((listed) => listed.source.language === summary.language)
      .sort(
        (a, b) =>
          STATE_ORDER[stateOf(a)] - STATE_ORDER[stateOf(b)] ||
          b.source.consecutiveFailures - a.source.consecutiveFailures ||
          a.source.name.localeCompare(b.source.name, 'ko'),
      );
    return sources.length > 0 ? [{ summary, sources }] : [];
  });
}

/** A span of time in Korean at the precision an editor needs: "45초", "12분", "2시간 5분", "3일". */
export function formatSpan(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return H.seconds(s);
  if (s < 3600) return H.minutes(Math.round(s / 60));
  if (s < 2 * 86_400) return H.hours(Math.floor(s / 3600), Math.round((s % 3600) / 60) % 60);
  return H.days(Math.round(s / 86_400));
}

function since(iso: string, now: number): string {
  return H.ago(formatSpan((now - Date.parse(iso)) / 1000));
}

function languageLabel(language: LanguageHealth['language'], detectLabel: string): string {
  const entry = LANGUAGE_ENTRIES.find((e) => e.code === language);
  return entry ? `${entry.flag} ${entry.name} (${language})` : detectLabel;
}

const STATE_STYLE: Record<SourceHealthState, string> = {
  healthy: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  unchecked: 'bg-slate-100 text-slate-800 dark:bg-slate-900 dark:text-slate-200',
  failing: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  disabled: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
};

/** The state of a source as a small coloured label (the word says it; the colour only repeats it). */
export function HealthBadge({ state }: { state: SourceHealthState }) {
  return (
    <span
      data-testid="source-health-state"
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_STYLE[state]}`}
    >
      {H.states[state]}
    </span>
  );
}

/**
 * A source's polling and freshness figures on one wrapping line: last success, median delay to a story,
 * share of 304s, interval and next fetch, failures and why it is off. Empty figures read as such.
 */
export function SourceHealthLine({
  health,
  failuresInARow,
  now,
}: {
  health: SourceHealth;
  /** The source's own run of failures (Source.consecutiveFailures); the health carries the total. */
  failuresInARow: number;
  now: number;
}) {
  const figures: Array<[string, string]> = [
    [H.lastSuccess, health.lastSuccessAt ? since(health.lastSuccessAt, now) : H.never],
    [
      H.medianDelay,
      health.medianDelaySeconds === null
        ? H.noDelay
        : `${formatSpan(health.medianDelaySeconds)} (${numbers.format(health.placedItems)}건)`,
    ],
    [H.notModifiedShare, health.notModifiedShare === null ? '–' : percent.format(health.notModifiedShare)],
    [H.pollEvery, formatSpan(health.pollIntervalSeconds)],
  ];
  if (health.state !== 'disabled') {
    const due = health.nextFetchAt ? (Date.parse(health.nextFetchAt) - now) / 1000 : 0;
    figures.push([H.nextFetch, due > 30 ? H.later(formatSpan(due)) : H.dueNow]);
  }
  return (
    <div className="space-y-0.5 text-xs">
      <dl className="flex flex-wrap gap-x-3 gap-y-0.5 text-slate-700 dark:text-slate-300">
        {figures.map(([label, value]) => (
          <div key={label} className="flex gap-1">
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {(health.failureCount > 0 || failuresInARow > 0) && (
        <p
          className={health.state === 'failing' ? 'font-semibold text-red-700 dark:text-red-400' : undefined}
        >
          {H.failures(Math.max(health.failureCount, failuresInARow), failuresInARow)}
          {health.failingSince && ` · ${H.failingSince} ${since(health.failingSince, now)}`}
        </p>
      )}
      {health.disabledReason && (
        <p className="text-slate-800 dark:text-slate-200">
          {H.disabledReason}: {health.disabledReason}
        </p>
      )}
    </div>
  );
}

/** Links to each language's group, with its count of sources and of those failing. */
export function LanguageJumpNav({ groups, detectLabel }: { groups: SourceGroup[]; detectLabel: string }) {
  return (
    <nav aria-label={H.jumpTo}>
      <ul className="flex flex-wrap gap-2 text-sm">
        {groups.map(({ summary }) => (
          <li key={summary.language}>
            <a
              href={`#sources-${summary.language}`}
              className="inline-flex items-center gap-1 rounded-full bg-white px-3 py-1 shadow-sm hover:bg-slate-100 dark:bg-slate-900 dark:hover:bg-slate-800"
            >
              {languageLabel(summary.language, detectLabel)}
              <span className="tabular-nums text-slate-600 dark:text-slate-400">
                {numbers.format(summary.sources)}
              </span>
              {summary.failing > 0 && (
                <span className="font-semibold tabular-nums text-red-700 dark:text-red-400">
                  ⚠ {numbers.format(summary.failing)}
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * One language's sources under a heading that counts them (healthy, failing, disabled). It folds away; a folded
 * group mounts none of its rows, so that hundreds of sources stay quick to show, and unfolds when the language
 * menu's link to it is followed.
 */
export function LanguageGroup({
  group,
  detectLabel,
  initiallyFolded = false,
  children,
}: {
  group: SourceGroup;
  detectLabel: string;
  initiallyFolded?: boolean;
  children: ReactNode;
}) {
  const [folded, setFolded] = useState(initiallyFolded);
  const listId = useId();
  const { summary } = group;
  const anchor = `sources-${summary.language}`;
  useEffect(() => {
    const unfoldWhenLinked = () => {
      if (window.location.hash === `#${anchor}`) setFolded(false);
    };
    unfoldWhenLinked();
    window.addEventListener('hashchange', unfoldWhenLinked);
    return () => window.removeEventListener('hashchange', unfoldWhenLinked);
  }, [anchor]);
  const title = languageLabel(summary.language, detectLabel);
  return (
    <section
      id={anchor}
      aria-labelledby={`${listId}-title`}
      data-testid="source-group"
      className="scroll-mt-4 space-y-2"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 border-b border-slate-300 pb-1 dark:border-slate-700">
        <h2 id={`${listId}-title`} className="text-lg font-semibold">
          {title} <span className="font-normal tabular-nums">{H.groupTotal(summary.sources)}</span>
        </h2>
        <div className="flex items-center gap-3 text-sm">
          <span data-testid="source-group-counts" className="tabular-nums">
            {H.groupCounts(summary.healthy, summary.unchecked, summary.failing, summary.disabled)}
          </span>
          <button
            type="button"
            className="rounded px-2 py-0.5 text-sm font-medium text-blue-800 underline-offset-2 hover:underline dark:text-blue-300"
            aria-expanded={!folded}
            aria-controls={listId}
            onClick={() => setFolded(!folded)}
          >
            {folded ? H.unfold : H.fold}
            <span className="sr-only"> {title}</span>
          </button>
        </div>
      </div>
      <ul id={listId} hidden={folded} className="space-y-2" aria-labelledby={`${listId}-title`}>
        {folded ? null : children}
      </ul>
    </section>
  );
}
