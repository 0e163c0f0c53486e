import type { ReactNode } from 'react';
import type { DurationSummary, FreshnessReport, LanguageFreshness } from '#common/contracts/freshness.ts';
import { LANGUAGE_ENTRIES } from '#common/languages.ts';
import { ADMIN_TEXT } from '../../features/admin/admin-texts.ts';
import { RefreshButton, ScreenBody } from '../../features/admin/screen-body.tsx';
import { getFreshnessReport } from '../../lib/api/admin-freshness.ts';
import { cn } from '../../lib/cn.ts';
import { readScreenData, type ScreenState } from '../../lib/screen-state.ts';
import { useReload, useShownState } from '../../lib/use-reload.ts';
import type { Route } from './+types/freshness';

const F = ADMIN_TEXT.freshness;

/** A duration in Korean, to the second under ten minutes and coarser above: "42초", "5분 30초", "2시간 5분". */
function formatDuration(seconds: number): string {
  const s = Math.round(seconds);
  if (s < 60) return F.seconds(s);
  if (s < 600) return F.minutes(Math.floor(s / 60), s % 60);
  const minutes = Math.round(s / 60);
  if (minutes < 60) return F.minutes(minutes, 0);
  if (minutes < 24 * 60) return F.hours(Math.floor(minutes / 60), minutes % 60);
  const hours = Math.round(minutes / 60);
  return F.days(Math.floor(hours / 24), hours % 24);
}

export function clientLoader() {
  return readScreenData(getFreshnessReport());
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <FreshnessScreen state={{ status: 'loading' }} />;
}

/** /admin/freshness: how soon each language's readers get what the feeds report, and any stalled language. */
export default function Freshness({ loaderData }: Route.ComponentProps) {
  return <FreshnessScreen state={useShownState(loaderData)} />;
}

function FreshnessScreen({ state }: { state: ScreenState<FreshnessReport> }) {
  const { reload } = useReload();
  return (
    <section aria-labelledby="freshness-title" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="freshness-title" className="text-2xl font-bold">
          {F.title}
        </h1>
        <RefreshButton label={F.refresh} loading={state.status === 'loading'} onClick={reload} />
      </div>
      <p className="max-w-3xl text-sm text-slate-600 dark:text-slate-400">{F.note}</p>
      <ScreenBody state={state} onRetry={reload}>
        {(report) => <ReportView report={report} />}
      </ScreenBody>
    </section>
  );
}

function ReportView({ report }: { report: FreshnessReport }) {
  const now = new Date(report.generatedAt);
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="freshness-languages">
      {report.languages.map((pulse) => {
        const entry = LANGUAGE_ENTRIES.find((e) => e.code === pulse.language);
        const day = report.lastDay.find((l) => l.language === pulse.language);
        const week = report.lastWeek.find((l) => l.language === pulse.language);
        const limit = pulse.stallAfterSeconds === null ? null : formatDuration(pulse.stallAfterSeconds);
        return (
          <li
            key={pulse.language}
            className="space-y-3 rounded-xl bg-white p-4 shadow-sm dark:bg-slate-900"
            data-testid={`freshness-${pulse.language}`}
          >
            <div className="flex items-start justify-between gap-2">
              <h2 className="font-semibold" lang={pulse.language}>
                <span aria-hidden="true">{entry?.flag}</span> {entry?.name ?? pulse.language}
              </h2>
              <span
                title={
                  limit === null ? F.rareHint : pulse.stalled ? F.stalledHint(limit) : F.flowingHint(limit)
                }
                className={cn(
                  'rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
                  pulse.stalled
                    ? 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200'
                    : limit === null
                      ? 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300'
                      : 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
                )}
              >
                {pulse.stalled ? F.stalled : limit === null ? F.rare : F.flowing}
              </span>
            </div>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {F.newest}:{' '}
              {pulse.newestStoryAt ? (
                <time dateTime={pulse.newestStoryAt}>
                  {F.ago(formatDuration((now.getTime() - Date.parse(pulse.newestStoryAt)) / 1000))}
                </time>
              ) : (
                F.never
              )}{' '}
              · {F.storiesLastWeek(pulse.storiesLastWeek)}
            </p>
            {pulse.stalled && limit !== null && (
              <p role="status" className="text-sm text-red-700 dark:text-red-300">
                {F.stalledHint(limit)}
              </p>
            )}
            <Measures title={F.itemToStory} day={day?.itemToStory} week={week?.itemToStory} />
            {hasTranslations(day, week) && (
              <Measures
                title={F.storyToTranslation}
                day={day?.storyToTranslation}
                week={week?.storyToTranslation}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}

function hasTranslations(day: LanguageFreshness | undefined, week: LanguageFreshness | undefined): boolean {
  return Boolean(day?.storyToTranslation || week?.storyToTranslation);
}

/** One measure over the two windows: median, p95 and count. */
function Measures({
  title,
  day,
  week,
}: {
  title: string;
  day: DurationSummary | null | undefined;
  week: DurationSummary | null | undefined;
}) {
  return (
    <table className="w-full text-sm">
      <caption className="pb-1 text-left font-medium">{title}</caption>
      <thead>
        <tr className="text-left text-xs text-slate-600 dark:text-slate-400">
          <td />
          <th scope="col" className="pb-1 text-right font-medium">
            {F.median}
          </th>
          <th scope="col" className="pb-1 text-right font-medium">
            {F.p95}
          </th>
        </tr>
      </thead>
      <tbody>
        <Row label={F.lastDay} summary={day} />
        <Row label={F.lastWeek} summary={week} />
      </tbody>
    </table>
  );
}

function Row({ label, summary }: { label: string; summary: DurationSummary | null | undefined }): ReactNode {
  return (
    <tr className="border-t border-slate-100 dark:border-slate-800">
      <th scope="row" className="py-1 text-left font-normal text-slate-600 dark:text-slate-400">
        {label}
        {summary && <span className="ml-1 text-xs">({F.count(summary.count)})</span>}
      </th>
      {summary ? (
        <>
          <td className="py-1 text-right tabular-nums">{formatDuration(summary.medianSeconds)}</td>
          <td className="py-1 text-right tabular-nums">{formatDuration(summary.p95Seconds)}</td>
        </>
      ) : (
        <td colSpan={2} className="py-1 text-right text-slate-500 dark:text-slate-400">
          {F.noData}
        </td>
      )}
    </tr>
  );
}
