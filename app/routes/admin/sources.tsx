import { RefreshCw, Rss } from '../../ui/icons.tsx';
import { Download, Pencil, Plus } from '../../features/admin/admin-icons.ts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { IngestRun, Source, SourceInput, SourcesOverview } from '../../../common/contracts/sources.ts';
import { ADMIN_TEXT } from '../../features/admin/admin-texts.ts';
import { toastFailure, toastSuccess } from '../../features/admin/admin-toasts.ts';
import { LoadFailed } from '../../features/admin/load-failed.tsx';
import { EMPTY_SOURCE, SourceForm, type SourceFormValues } from '../../features/admin/source-form.tsx';
import { ApiError, fetchJson } from '../../lib/api/request.ts';
import { formatPublishedAt } from '../../lib/format-date.ts';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { Spinner } from '../../ui/spinner.tsx';

const S = ADMIN_TEXT.sources;
const numbers = new Intl.NumberFormat('ko');
// While a pass runs, the page looks again this often.
const POLL_MS = 3000;

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; overview: SourcesOverview };
type Editing = { mode: 'create' } | { mode: 'edit'; source: Source } | null;

const STATUS_STYLE: Record<string, string> = {
  ok: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  'not-modified': 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
  failed: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  never: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
};

function formValuesOf(source: Source): SourceFormValues {
  return {
    name: source.name,
    feedUrl: source.feedUrl,
    siteUrl: source.siteUrl ?? '',
    language: source.language,
    country: source.country,
    trustLevel: source.trustLevel,
    accessType: source.accessType,
    section: source.section ?? '',
    enabled: source.enabled,
  };
}

function duration(run: IngestRun): string {
  if (!run.finishedAt) return '–';
  const seconds = (Date.parse(run.finishedAt) - Date.parse(run.startedAt)) / 1000;
  return seconds < 60 ? `${seconds.toFixed(1)}초` : `${Math.round(seconds / 60)}분`;
}

/** /admin/sources: the publishers' feeds, the state of their last fetch, "fetch now", and the last passes. */
export default function Sources() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [editing, setEditing] = useState<Editing>(null);
  const [query, setQuery] = useState('');
  const [onlyFailing, setOnlyFailing] = useState(false);

  const load = useCallback((quiet = false) => {
    if (!quiet) setState({ status: 'loading' });
    fetchJson<SourcesOverview>('/api/admin/sources')
      .then((overview) => setState({ status: 'ready', overview }))
      .catch(() => setState({ status: 'failed' }));
  }, []);
  useEffect(() => load(), [load]);

  const running = state.status === 'ready' && state.overview.passRunning;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => load(true), POLL_MS);
    return () => clearInterval(timer);
  }, [running, load]);

  const startPass = async (url: string) => {
    try {
      await fetchJson(url, { method: 'POST', body: '{}' });
      toastSuccess(S.started);
      load(true);
    } catch (error) {
      toastFailure(error instanceof ApiError && error.status === 409 ? S.alreadyRunning : S.startFailed);
    }
  };

  const save = async (values: SourceInput): Promise<'saved' | 'duplicate'> => {
    const editingSource = editing?.mode === 'edit' ? editing.source : null;
    try {
      await fetchJson<Source>(
        editingSource ? `/api/admin/sources/${editingSource.id}` : '/api/admin/sources',
        {
          method: editingSource ? 'PUT' : 'POST',
          body: JSON.stringify(values),
        },
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) return 'duplicate';
      toastFailure(S.saveFailed);
      throw error;
    }
    toastSuccess(S.saved);
    setEditing(null);
    load(true);
    return 'saved';
  };

  // The switch moves at once; it moves back if the server refuses.
  const setEnabled = (id: number, enabled: boolean) =>
    setState((current) =>
      current.status === 'ready'
        ? {
            status: 'ready',
            overview: {
              ...current.overview,
              sources: current.overview.sources.map((s) => (s.id === id ? { ...s, enabled } : s)),
            },
          }
        : current,
    );
  const toggle = async (source: Source) => {
    setEnabled(source.id, !source.enabled);
    try {
      await fetchJson(`/api/admin/sources/${source.id}`, {
        method: 'PATCH',
        body: JSON.stringify({ enabled: !source.enabled }),
      });
    } catch {
      setEnabled(source.id, source.enabled);
      toastFailure(S.toggleFailed);
    }
  };

  const shown = useMemo(() => {
    if (state.status !== 'ready') return [];
    const needle = query.trim().toLowerCase();
    return state.overview.sources.filter(
      (s) =>
        (!onlyFailing || s.lastStatus === 'failed') &&
        (!needle || s.name.toLowerCase().includes(needle) || s.feedUrl.toLowerCase().includes(needle)),
    );
  }, [state, query, onlyFailing]);

  return (
    <section aria-labelledby="sources-title" className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="sources-title" className="flex items-center gap-2 text-2xl font-bold">
          <Rss className="size-7 text-blue-700 dark:text-blue-300" aria-hidden="true" /> {S.title}
        </h1>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void startPass('/api/admin/ingest')} disabled={running}>
            <Download aria-hidden="true" /> {S.fetchAll}
          </Button>
          <Button variant="outline" onClick={() => load()} disabled={state.status === 'loading'}>
            <RefreshCw
              aria-hidden="true"
              className={state.status === 'loading' ? 'animate-spin' : undefined}
            />{' '}
            {S.refresh}
          </Button>
        </div>
      </div>
      <div className="space-y-1 text-sm text-slate-600 dark:text-slate-400">
        <p>{S.intro}</p>
        {state.status === 'ready' && (
          <p role="status" className="font-medium">
            {running ? S.running : S.schedule(state.overview.intervalMinutes)}
          </p>
        )}
      </div>

      {editing ? (
        <SourceForm
          key={editing.mode === 'edit' ? editing.source.id : 'new'}
          title={editing.mode === 'edit' ? S.edit : S.add}
          initialValues={editing.mode === 'edit' ? formValuesOf(editing.source) : EMPTY_SOURCE}
          onSubmit={save}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <Button variant="outline" onClick={() => setEditing({ mode: 'create' })}>
          <Plus aria-hidden="true" /> {S.add}
        </Button>
      )}

      {state.status === 'failed' ? (
        <LoadFailed onRetry={() => load()} />
      ) : state.status === 'loading' ? (
        <Spinner text={ADMIN_TEXT.list.loading} />
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-4">
            <Input
              type="search"
              aria-label={S.filter}
              placeholder={S.filter}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              className="max-w-xs"
            />
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4"
                checked={onlyFailing}
                onChange={(e) => setOnlyFailing(e.target.checked)}
              />
              {S.onlyFailing}
            </label>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {S.count(shown.length, state.overview.sources.length)}
            </p>
          </div>
          {shown.length === 0 ? (
            <p className="py-8 text-center text-slate-600 dark:text-slate-300">
              {state.overview.sources.length === 0 ? S.empty : S.noMatch}
            </p>
          ) : (
            <ul className="space-y-3" aria-label={S.title}>
              {shown.map((source) => (
                <SourceRow
                  key={source.id}
                  source={source}
                  running={running}
                  onEdit={() => setEditing({ mode: 'edit', source })}
                  onToggle={() => void toggle(source)}
                  onFetch={() => void startPass(`/api/admin/sources/${source.id}/fetch`)}
                />
              ))}
            </ul>
          )}
          <ItemStates items={state.overview.items} />
          <RunsTable runs={state.overview.runs} />
        </>
      )}
    </section>
  );
}

function SourceRow({
  source,
  running,
  onEdit,
  onToggle,
  onFetch,
}: {
  source: Source;
  running: boolean;
  onEdit: () => void;
  onToggle: () => void;
  onFetch: () => void;
}) {
  const status = source.lastStatus ?? 'never';
  return (
    <li
      data-testid="source-row"
      // A disabled source is set apart by its frame, not by fading its text (contrast stays AA).
      className={
        source.enabled
          ? 'rounded-xl bg-white p-4 shadow-sm dark:bg-slate-900'
          : 'rounded-xl border border-dashed border-slate-400 bg-slate-100 p-4 dark:border-slate-600 dark:bg-slate-950'
      }
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <p className="font-semibold">
            {source.name}{' '}
            <span className="text-sm font-normal text-slate-600 dark:text-slate-400">
              · {source.language === 'detect' ? S.detect : source.language} · {source.country} ·{' '}
              {S.origins[source.origin]}
            </span>
          </p>
          <p className="break-all text-xs text-slate-600 dark:text-slate-400">{source.feedUrl}</p>
          <div className="flex flex-wrap items-center gap-2 text-xs">
            <span className={`rounded-full px-2 py-0.5 font-semibold ${STATUS_STYLE[status]}`}>
              {S.status[status]}
              {source.lastHttpStatus ? ` (${source.lastHttpStatus})` : ''}
            </span>
            <span>
              {S.trust} {S.trustLevels[source.trustLevel]}
            </span>
            <span>· {S.accessTypes[source.accessType]}</span>
            {source.section && (
              <span>
                · {S.section} {S.sections[source.section]}
              </span>
            )}
            <span>
              · {S.lastFetched} {source.lastFetchedAt ? formatPublishedAt(source.lastFetchedAt, 'ko') : '–'}
            </span>
            <span>
              · {S.items} {numbers.format(source.itemsSeen)} · {S.stories} {numbers.format(source.stories)}
            </span>
            {source.consecutiveFailures > 0 && (
              <span className="font-semibold text-red-700 dark:text-red-400">
                · {S.failures(source.consecutiveFailures)}
              </span>
            )}
          </div>
          {source.lastError && (
            <p className="break-words text-xs text-red-700 dark:text-red-400">{source.lastError}</p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              role="switch"
              className="size-4"
              checked={source.enabled}
              onChange={onToggle}
              aria-label={`${source.name} ${S.enabled}`}
            />
            {S.enabled}
          </label>
          <Button variant="outline" size="sm" onClick={onFetch} disabled={running}>
            <Download aria-hidden="true" /> {S.fetchNow}
          </Button>
          <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`${source.name} ${S.edit}`}>
            <Pencil aria-hidden="true" /> {S.edit}
          </Button>
        </div>
      </div>
    </li>
  );
}

/** Where the feed items are in the pipeline: the state of its jobs, kept in the data. */
function ItemStates({ items }: { items: SourcesOverview['items'] }) {
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

function RunsTable({ runs }: { runs: IngestRun[] }) {
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
