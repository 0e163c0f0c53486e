import type { IngestRun, SourcesOverview } from '#common/contracts/sources.ts';
import { formatPublishedAt } from '../../lib/format-date.ts';
import { ADMIN_TEXT } from './admin-texts.ts';

const S = ADMIN_TEXT.sources;
const numbers = new Intl.NumberFormat('ko');

function duration(run: IngestRun): string {
  if (!run.finishedAt) return '–';
  const seconds = (Date.parse(run.finishedAt) - Date.parse(run.startedAt)) / 1000;
  return seconds < 60 ? `${seconds.toFixed(1)}초` : `${Math.round(seconds / 60)}분`;
}

/** Where the feed items are in the pipeline: the state of its jobs, kept in the data. */
export function ItemStates({ items }: { items: SourcesOverview['items'] }) {
  return (
    <section aria-labelledby="item-states-title" className="space-y-3">
      <h2 id="item-states-title" className="text-lg font-semibold">
        {S.itemStates}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid="item-states">
        {(['new', 'read', 'clustered', 'held', 'skipped', 'failed'] as const).map((state) => (
          <div key={state} className="rounded-xl bg-white p-4 shadow-sm dark:bg-slate-900">
            <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{S.itemState[state]}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums">{numbers.format(items[state])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The last passes of the pipeline: when, why, what each found, how long it took. */
export function RunsTable({ runs }: { runs: IngestRun[] }) {
  const C = S.runColumns;
  return (
    <section aria-labelledby="runs-title" className="space-y-3">
      <h2 id="runs-title" className="text-lg font-semibold">
        {S.runs}
      </h2>
      {runs.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{S.noRuns}</p>
      ) : (
        // A wide table scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
        <div
          className="overflow-x-auto rounded-xl bg-white shadow-sm dark:bg-slate-900"
          tabIndex={0}
          role="region"
          aria-labelledby="runs-title"
        >
          <table className="w-full min-w-[44rem] text-sm">
            <thead className="text-left text-xs text-slate-600 dark:text-slate-400">
              <tr>
                {[
                  C.started,
                  C.trigger,
                  C.status,
                  C.feeds,
                  C.unchanged,
                  C.failed,
                  C.newItems,
                  C.newStories,
                  C.merged,
                  C.duration,
                ].map((label) => (
                  <th key={label} scope="col" className="px-3 py-2 font-medium">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {runs.map((run) => (
                <tr
                  key={run.id}
                  className="border-t border-slate-100 dark:border-slate-800"
                  data-testid="ingest-run"
                >
                  <td className="px-3 py-2">{formatPublishedAt(run.startedAt, 'ko')}</td>
                  <td className="px-3 py-2">{S.triggers[run.trigger]}</td>
                  <td className="px-3 py-2" title={run.error ?? undefined}>
                    {S.runStatus[run.status]}
                  </td>
                  <td className="px-3 py-2 tabular-nums">{numbers.format(run.feeds)}</td>
                  <td className="px-3 py-2 tabular-nums">{numbers.format(run.feedsNotModified)}</td>
                  <td className="px-3 py-2 tabular-nums">{numbers.format(run.feedsFailed)}</td>
                  <td className="px-3 py-2 tabular-nums">{numbers.format(run.itemsNew)}</td>
                  <td className="px-3 py-2 tabular-nums">{numbers.format(run.storiesNew)}</td>
                  <td className="px-3 py-2 tabular-nums">{numbers.format(run.storiesMerged)}</td>
                  <td className="px-3 py-2 tabular-nums">{duration(run)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
