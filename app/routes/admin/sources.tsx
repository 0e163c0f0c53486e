import { RefreshCw, Rss } from '../../ui/icons.tsx';
import { Download, Pencil, Plus } from '../../features/admin/admin-icons.ts';
import { useMemo, useState } from 'react';
import type { Source, SourceInput, SourcesOverview } from '#common/contracts/sources.ts';
import { z } from '#common/contracts/zod.ts';
import { ADMIN_TEXT } from '../../features/admin/admin-texts.ts';
import { toastFailure, toastSuccess } from '../../features/admin/admin-toasts.ts';
import { LoadFailed } from '../../features/admin/load-failed.tsx';
import { useFollowedOverview } from '../../features/admin/use-followed-overview.ts';
import { ItemStates, RunsTable } from '../../features/admin/pipeline-state.tsx';
import {
  EMPTY_SOURCE,
  SourceForm,
  type SourceFormValues,
  type SourceSaveOutcome,
} from '../../features/admin/source-form.tsx';
import {
  groupSources,
  HEALTH_FILTERS,
  HealthBadge,
  LanguageGroup,
  LanguageJumpNav,
  SourceHealthLine,
  type HealthFilter,
  type ListedSource,
} from '../../features/admin/source-health.tsx';
import {
  createSource,
  getSourcesOverview,
  replaceSource,
  setSourceEnabled,
  startIngestPass,
  startSourceFetch,
} from '../../lib/api/admin-sources.ts';
import { ApiError } from '../../lib/api/request.ts';
import { readIntent } from '../../lib/read-intent.ts';
import { readScreenData, type ScreenState } from '../../lib/screen-state.ts';
import { useIntentFetcher } from '../../lib/use-intent-fetcher.ts';
import { useReload, useShownState } from '../../lib/use-reload.ts';
import { formatPublishedAt } from '../../lib/format-date.ts';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import type { Route } from './+types/sources';

const S = ADMIN_TEXT.sources;
const H = ADMIN_TEXT.sourceHealth;
const numbers = new Intl.NumberFormat('ko');
// Up to this many sources every language group shows its rows; beyond, the groups open folded (headings and
// counts), and searching or filtering unfolds the groups that match.
const UNFOLDED_UP_TO = 100;

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

/** What the sources screen changes: a pass over every source or one, a source saved, a source on or off. */
export const SourcesIntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('start-pass') }),
  z.object({ intent: z.literal('fetch-source'), id: z.number().int() }),
  z.object({
    intent: z.literal('save'),
    id: z.number().int().nullable(),
    // The form checked it with the API's own schema; the server checks it again.
    source: z.custom<SourceInput>((value) => typeof value === 'object' && value !== null),
  }),
  z.object({ intent: z.literal('set-enabled'), id: z.number().int(), enabled: z.boolean() }),
]);
type SourcesIntent = z.infer<typeof SourcesIntentSchema>;

export function clientLoader() {
  return readScreenData(getSourcesOverview());
}
clientLoader.hydrate = true as const;

export async function clientAction({ request }: Route.ClientActionArgs) {
  const change = await readIntent(request, SourcesIntentSchema);
  switch (change.intent) {
    case 'start-pass':
    case 'fetch-source':
      try {
        await (change.intent === 'start-pass' ? startIngestPass() : startSourceFetch(change.id));
        toastSuccess(S.started);
      } catch (error) {
        toastFailure(error instanceof ApiError && error.status === 409 ? S.alreadyRunning : S.startFailed);
      }
      return { outcome: 'done' as const };
    case 'save':
      try {
        await (change.id === null ? createSource(change.source) : replaceSource(change.id, change.source));
        return { outcome: 'saved' as const };
      } catch (error) {
        // The server fetched the feed and refused it (422), or another source reads it (409): why, for the field.
        const refused =
          error instanceof ApiError &&
          (error.status === 409 || error.status === 422) &&
          error.field === 'feedUrl';
        return refused
          ? { outcome: 'feed-refused' as const, reason: error.reason ?? ADMIN_TEXT.sourceFeedCheck.refused }
          : { outcome: 'failed' as const, error };
      }
    case 'set-enabled':
      try {
        await setSourceEnabled(change.id, change.enabled);
      } catch {
        // The switch moves back as the list is read again.
        toastFailure(S.toggleFailed);
      }
      return { outcome: 'done' as const };
  }
}

export function HydrateFallback() {
  return <SourcesScreen state={{ status: 'loading' }} />;
}

/** /admin/sources: the publishers' feeds, the state of their last fetch, "fetch now", and the last passes. */
export default function Sources({ loaderData }: Route.ComponentProps) {
  return <SourcesScreen state={useShownState(loaderData)} />;
}

function SourcesScreen({ state }: { state: ScreenState<SourcesOverview> }) {
  const { reload } = useReload();
  const { submitIntent, submitForResult } = useIntentFetcher<typeof clientAction>();
  const [editing, setEditing] = useState<Editing>(null);
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<HealthFilter>('all');
  // While a pass runs, its state is followed every few seconds; the whole list is read again only now and then.
  const loaded = state.status === 'ready' ? state.data : null;
  const overview = useFollowedOverview(loaded);
  const running = overview?.passRunning ?? false;

  // The toast comes with the form's answer: the form closes, or the feed field says why its feed was refused.
  const save = async (source: SourceInput): Promise<SourceSaveOutcome> => {
    const id = editing?.mode === 'edit' ? editing.source.id : null;
    const result = await submitForResult({ intent: 'save', id, source } satisfies SourcesIntent);
    if (result.outcome === 'feed-refused') return { feedRefused: result.reason };
    if (result.outcome === 'failed') {
      toastFailure(S.saveFailed);
      throw result.error;
    }
    toastSuccess(S.saved);
    setEditing(null);
    return 'saved';
  };

  const groups = useMemo(
    () => (loaded ? groupSources(loaded, { query, filter }) : []),
    [loaded, query, filter],
  );
  const shownCount = groups.reduce((n, group) => n + group.sources.length, 0);
  const narrowed = query.trim() !== '' || filter !== 'all';
  const now = Date.now();

  return (
    <section aria-labelledby="sources-title" className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="sources-title" className="flex items-center gap-2 text-2xl font-bold">
          <Rss className="size-7 text-blue-700 dark:text-blue-300" aria-hidden="true" /> {S.title}
        </h1>
        <div className="flex flex-wrap gap-2">
          <Button
            onClick={() => void submitIntent({ intent: 'start-pass' } satisfies SourcesIntent)}
            disabled={running}
          >
            <Download aria-hidden="true" /> {S.fetchAll}
          </Button>
          <Button variant="outline" onClick={reload} disabled={state.status === 'loading'}>
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
        {overview && (
          <p role="status" className="font-medium">
            {running ? S.running : S.schedule(overview.intervalMinutes)}
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
        <LoadFailed onRetry={reload} />
      ) : !overview ? (
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
              {H.stateFilter}
              <select
                className="rounded-md border border-slate-300 bg-white px-2 py-1 dark:border-slate-700 dark:bg-slate-900"
                value={filter}
                onChange={(e) => setFilter(e.target.value as HealthFilter)}
              >
                {HEALTH_FILTERS.map((f) => (
                  <option key={f} value={f}>
                    {f === 'all' ? H.allStates : f === 'problems' ? H.problemsOnly : H.states[f]}
                  </option>
                ))}
              </select>
            </label>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {S.count(shownCount, overview.sources.length)}
            </p>
          </div>
          {groups.length === 0 ? (
            <p className="py-8 text-center text-slate-600 dark:text-slate-300">
              {overview.sources.length === 0 ? S.empty : S.noMatch}
            </p>
          ) : (
            <div className="space-y-6">
              <LanguageJumpNav groups={groups} detectLabel={S.detect} />
              {groups.map((group) => (
                <LanguageGroup
                  // Searching or filtering shows every match; a new search unfolds the groups again.
                  key={`${group.summary.language}:${narrowed}`}
                  group={group}
                  detectLabel={S.detect}
                  initiallyFolded={overview.sources.length > UNFOLDED_UP_TO && !narrowed}
                >
                  {group.sources.map((listed) => (
                    <SourceRow
                      key={listed.source.id}
                      listed={listed}
                      now={now}
                      running={running}
                      onEdit={() => setEditing({ mode: 'edit', source: listed.source })}
                    />
                  ))}
                </LanguageGroup>
              ))}
            </div>
          )}
          <ItemStates items={overview.items} />
          <RunsTable runs={overview.runs} />
        </>
      )}
    </section>
  );
}

function SourceRow({
  listed: { source, health },
  now,
  running,
  onEdit,
}: {
  listed: ListedSource;
  now: number;
  running: boolean;
  onEdit: () => void;
}) {
  const { fetcher, submitIntent } = useIntentFetcher<typeof clientAction>();
  const status = source.lastStatus ?? 'never';
  // The switch moves at once; it moves back if the server refuses, as the list is read again.
  const pending = fetcher.json as SourcesIntent | undefined;
  const enabled = pending?.intent === 'set-enabled' ? pending.enabled : source.enabled;
  return (
    <li
      data-testid="source-row"
      // A disabled source is set apart by its frame, not by fading its text (contrast stays AA).
      className={
        enabled
          ? 'rounded-lg bg-white px-3 py-2 shadow-sm dark:bg-slate-900'
          : 'rounded-lg border border-dashed border-slate-400 bg-slate-100 px-3 py-2 dark:border-slate-600 dark:bg-slate-950'
      }
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        {/* At least 18rem wide: on a phone the buttons wrap below the text rather than squeezing it. */}
        <div className="min-w-0 flex-[1_1_18rem] space-y-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
            <span className="font-semibold">{source.name}</span>
            {health && <HealthBadge state={health.state} />}
            <span className="text-xs text-slate-600 dark:text-slate-400">
              {source.language === 'detect' ? S.detect : source.language} · {source.country} ·{' '}
              {S.origins[source.origin]}
            </span>
          </p>
          {/* One line however long the address: the whole of it in the tooltip and the edit form. */}
          <p className="truncate text-xs text-slate-600 dark:text-slate-400" title={source.feedUrl}>
            {source.feedUrl}
          </p>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs">
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
          </div>
          {health && (
            <SourceHealthLine health={health} failuresInARow={source.consecutiveFailures} now={now} />
          )}
          {source.lastError && (
            <p className="break-words text-xs text-red-700 dark:text-red-400">
              {H.why}: {source.lastError}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-1">
          <label className="flex items-center gap-2 px-1 text-sm font-medium">
            <input
              type="checkbox"
              role="switch"
              className="size-4"
              checked={enabled}
              onChange={() =>
                void submitIntent({
                  intent: 'set-enabled',
                  id: source.id,
                  enabled: !enabled,
                } satisfies SourcesIntent)
              }
              aria-label={`${source.name} ${S.enabled}`}
            />
            {S.enabled}
          </label>
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              void submitIntent({ intent: 'fetch-source', id: source.id } satisfies SourcesIntent)
            }
            disabled={running}
          >
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
