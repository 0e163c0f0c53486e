import { BarChart3 } from '../../features/admin/admin-icons.ts';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { ReadershipReport } from '#common/contracts/readership.ts';
import { LANGUAGE_ENTRIES } from '#common/languages.ts';
import { ADMIN_TEXT } from '../../features/admin/admin-texts.ts';
import { RefreshButton, ScreenBody } from '../../features/admin/screen-body.tsx';
import { getReadershipReport } from '../../lib/api/admin-readership.ts';
import { formatDayLabel } from '../../lib/format-date.ts';
import { Button } from '../../ui/button.tsx';
import { readScreenData, type ScreenState } from '../../lib/screen-state.ts';
import { useReload, useShownState } from '../../lib/use-reload.ts';
import type { Route } from './+types/readership';

const R = ADMIN_TEXT.readership;
const PERIODS = [7, 30] as const;
type Period = (typeof PERIODS)[number];
const numbers = new Intl.NumberFormat('ko');
const percent = (part: number, total: number) => (total > 0 ? Math.round((part / total) * 100) : 0);

/** The period the address asks for (`?days=30`), else the first. */
function periodOf(search: URLSearchParams): Period {
  const days = Number(search.get('days'));
  return PERIODS.find((period) => period === days) ?? PERIODS[0];
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return readScreenData(getReadershipReport({ days: periodOf(new URL(request.url).searchParams) }));
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ReadershipScreen state={{ status: 'loading' }} />;
}

/** /admin/readership: what readers read, from the site's own page-view counter. */
export default function Readership({ loaderData }: Route.ComponentProps) {
  return <ReadershipScreen state={useShownState(loaderData)} />;
}

function ReadershipScreen({ state }: { state: ScreenState<ReadershipReport> }) {
  const [params, setParams] = useSearchParams();
  const { reload } = useReload();
  const days = periodOf(params);
  return (
    <section aria-labelledby="readership-title" className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="readership-title" className="flex items-center gap-2 text-2xl font-bold">
          <BarChart3 className="size-7 text-blue-700 dark:text-blue-300" aria-hidden="true" /> {R.title}
        </h1>
        <div className="flex flex-wrap gap-2">
          <div role="group" aria-label={R.period} className="flex gap-1">
            {PERIODS.map((period) => (
              <Button
                key={period}
                variant={period === days ? 'default' : 'outline'}
                aria-pressed={period === days}
                onClick={() => setParams(period === PERIODS[0] ? {} : { days: String(period) })}
              >
                {R.lastDays(period)}
              </Button>
            ))}
          </div>
          <RefreshButton label={R.refresh} loading={state.status === 'loading'} onClick={reload} />
        </div>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">{R.note}</p>
      <ScreenBody state={state} onRetry={reload}>
        {(report) => <ReportView report={report} />}
      </ScreenBody>
    </section>
  );
}

function ReportView({ report }: { report: ReadershipReport }) {
  const busiest = Math.max(1, ...report.days.map((d) => d.views));
  return (
    <div className="space-y-8">
      <div className="rounded-xl bg-white p-5 shadow-sm dark:bg-slate-900">
        <p className="text-sm text-slate-600 dark:text-slate-400">{R.totalViews}</p>
        <p className="text-3xl font-bold" data-testid="readership-total">
          {numbers.format(report.totalViews)}
        </p>
      </div>

      <Panel title={R.perDay}>
        <ol className="space-y-1.5">
          {report.days.map((d) => (
            <li key={d.day} className="grid grid-cols-[6.5rem_1fr_3.5rem] items-center gap-3 text-sm">
              <span className="text-slate-600 dark:text-slate-400">{formatDayLabel(d.day, 'ko')}</span>
              <span className="h-3 rounded bg-slate-100 dark:bg-slate-800" aria-hidden="true">
                <span
                  className="block h-3 rounded bg-blue-600"
                  style={{ width: `${(d.views / busiest) * 100}%` }}
                />
              </span>
              <span className="text-right tabular-nums">{numbers.format(d.views)}</span>
            </li>
          ))}
        </ol>
      </Panel>

      {report.totalViews === 0 ? (
        <p className="py-8 text-center text-slate-600 dark:text-slate-300">{R.empty}</p>
      ) : (
        <div className="grid gap-8 lg:grid-cols-[1fr_2fr]">
          <Panel title={R.perLanguage}>
            <ul className="space-y-2">
              {report.languages.map((l) => {
                const entry = LANGUAGE_ENTRIES.find((e) => e.code === l.language);
                return (
                  <li key={l.language} className="flex items-center justify-between gap-3 text-sm">
                    <span lang={l.language}>
                      <span aria-hidden="true">{entry?.flag}</span> {entry?.name ?? l.language}
                    </span>
                    <span className="tabular-nums">
                      {numbers.format(l.views)}{' '}
                      <span className="text-slate-600 dark:text-slate-400">
                        ({percent(l.views, report.totalViews)}%)
                      </span>
                    </span>
                  </li>
                );
              })}
            </ul>
          </Panel>
          <Panel title={R.topPages}>
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left text-slate-600 dark:text-slate-400">
                  <th scope="col" className="pb-2 font-medium">
                    {R.page}
                  </th>
                  <th scope="col" className="pb-2 text-right font-medium whitespace-nowrap">
                    {R.views}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.topPages.map((p) => (
                  <tr key={p.path} className="border-t border-slate-100 dark:border-slate-800">
                    <td className="py-2 pr-3">
                      <a href={p.path} className="font-medium hover:underline">
                        {p.title ?? p.path}
                      </a>
                      {p.title && (
                        <span className="block text-xs text-slate-600 dark:text-slate-400">{p.path}</span>
                      )}
                    </td>
                    <td className="py-2 text-right tabular-nums">{numbers.format(p.views)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Panel>
        </div>
      )}
    </div>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-white p-5 shadow-sm dark:bg-slate-900">
      <h2 className="mb-4 text-lg font-semibold">{title}</h2>
      {children}
    </div>
  );
}
