import { Globe, Languages, RefreshCw } from '../../ui/icons.tsx';
import { CheckCircle2, CirclePause, Sparkles } from '../../features/admin/admin-icons.ts';
import type {
  IncompleteTranslation,
  ModelWork,
  TranslationSummary,
} from '#common/contracts/translations.ts';
import { LANGUAGE_ENTRIES } from '#common/languages.ts';
import { z } from '#common/contracts/zod.ts';
import { toastFailure, toastSuccess } from '../../features/admin/admin-toasts.ts';
import { NewTabLink } from '../../features/admin/new-tab-link.tsx';
import {
  getModelWork,
  getTranslationSummary,
  listIncompleteTranslations,
  startTranslatingMissing,
} from '../../lib/api/admin-translations.ts';
import { ApiError } from '../../lib/api/request.ts';
import { readIntent } from '../../lib/read-intent.ts';
import { readScreenData, type ScreenState } from '../../lib/screen-state.ts';
import { useIntentFetcher } from '../../lib/use-intent-fetcher.ts';
import { useReload, useShownState } from '../../lib/use-reload.ts';
import { useRevalidateEvery } from '../../lib/use-revalidate-every.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import type { Route } from './+types/translations';

const SHOWN_ARTICLES = 10;
const SHOWN_MISSING = 5;

/** The completion badge's colour: 100 green, 80+ blue, 50+ orange, below red. */
export function completionClass(rate: number): string {
  if (rate >= 100) return 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100';
  if (rate >= 80) return 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100';
  if (rate >= 50) return 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-100';
  return 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100';
}

function barClass(rate: number): string {
  if (rate >= 100) return 'bg-green-600';
  if (rate >= 80) return 'bg-blue-600';
  if (rate >= 50) return 'bg-orange-500';
  return 'bg-red-600';
}

const percent = (part: number, total: number) => (total > 0 ? Math.round((part / total) * 100) : 0);

type DashboardData = {
  summary: TranslationSummary;
  incomplete: IncompleteTranslation[];
  modelWork: ModelWork;
};

/** While the model translates, the dashboard refreshes itself this often. */
const POLL_MS = 4000;

/** What the dashboard changes: the model asked to translate one article's missing languages, or every one's. */
export const TranslationsIntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('translate-missing'), articleId: z.number().int().positive().optional() }),
]);
type TranslationsIntent = z.infer<typeof TranslationsIntentSchema>;

export function clientLoader() {
  return readScreenData(
    Promise.all([getTranslationSummary(), listIncompleteTranslations(), getModelWork()]).then(
      ([summary, incomplete, modelWork]): DashboardData => ({ summary, incomplete, modelWork }),
    ),
  );
}
clientLoader.hydrate = true as const;

export async function clientAction({ request }: Route.ClientActionArgs) {
  const change = await readIntent(request, TranslationsIntentSchema);
  try {
    await startTranslatingMissing(change.articleId ? { articleId: change.articleId } : {});
    toastSuccess('The model is translating the missing languages. This page refreshes as they arrive.');
    return { ok: true };
  } catch (error) {
    toastFailure((error instanceof ApiError && error.reason) || 'Translating could not be started.');
    return { ok: false };
  }
}

export function HydrateFallback() {
  return <DashboardScreen state={{ status: 'loading' }} />;
}

/** /admin/translations: the spec's translation dashboard. */
export default function TranslationDashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardScreen state={useShownState(loaderData)} />;
}

function DashboardScreen({ state }: { state: ScreenState<DashboardData> }) {
  const { reload } = useReload();
  const { submitIntent } = useIntentFetcher<typeof clientAction>();
  const translating = state.status === 'ready' && state.data.modelWork.translating;
  useRevalidateEvery(POLL_MS, translating);
  const translateMissing = (articleId?: number) =>
    void submitIntent({
      intent: 'translate-missing',
      ...(articleId ? { articleId } : {}),
    } satisfies TranslationsIntent);

  return (
    <section aria-labelledby="dashboard-title" lang="en" className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="dashboard-title" className="flex items-center gap-2 text-2xl font-bold">
          <Languages className="size-7 text-blue-700 dark:text-blue-300" aria-hidden="true" /> Translation
          Dashboard
        </h1>
        <div className="flex flex-wrap gap-2">
          {state.status === 'ready' && state.data.modelWork.modelConfigured && (
            <Button onClick={() => translateMissing()} disabled={translating}>
              <Sparkles aria-hidden="true" /> {translating ? 'Translating…' : 'Translate missing'}
            </Button>
          )}
          <Button variant="outline" onClick={reload} disabled={state.status === 'loading'}>
            <RefreshCw
              aria-hidden="true"
              className={state.status === 'loading' ? 'animate-spin' : undefined}
            />{' '}
            Refresh
          </Button>
        </div>
      </div>
      {state.status === 'ready' && !state.data.modelWork.modelConfigured && (
        <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          No model is configured (AI_BASE_URL and AI_MODEL), so stories keep their extractive summaries and
          the languages they lack stay missing.
        </p>
      )}
      {state.status === 'loading' && <Spinner text="Loading translation dashboard..." />}
      {state.status === 'failed' && (
        <div
          role="alert"
          className="rounded-xl border border-red-300 bg-red-50 p-6 text-center text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          <p>The translation data could not be loaded.</p>
          <Button className="mt-4" variant="outline" onClick={reload}>
            Try again
          </Button>
        </div>
      )}
      {state.status === 'ready' && (
        <Dashboard
          summary={state.data.summary}
          incomplete={state.data.incomplete}
          modelWork={state.data.modelWork}
          onTranslate={translateMissing}
        />
      )}
    </section>
  );
}

function Dashboard({
  summary,
  incomplete,
  modelWork,
  onTranslate,
}: {
  summary: TranslationSummary;
  incomplete: IncompleteTranslation[];
  modelWork: ModelWork;
  onTranslate: (articleId: number) => void;
}) {
  const total = summary.totalArticles;
  const cards = [
    { label: 'Total Articles', value: total, sub: null, testId: 'total' },
    {
      label: 'Fully Translated',
      value: summary.fullyTranslated,
      sub: `${percent(summary.fullyTranslated, total)}% of total`,
      testId: 'full',
    },
    {
      label: 'Partially Translated',
      value: summary.partiallyTranslated,
      sub: 'Need completion',
      testId: 'partial',
    },
    { label: 'English Only', value: summary.englishOnly, sub: 'Need translation', testId: 'english-only' },
  ];
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <li
            key={card.label}
            className="rounded-xl bg-white p-5 shadow-sm dark:bg-slate-900"
            data-testid={`stat-${card.testId}`}
          >
            <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{card.label}</p>
            <p className="mt-1 text-3xl font-bold" data-testid="stat-value">
              {card.value}
            </p>
            {card.sub && <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{card.sub}</p>}
          </li>
        ))}
      </ul>
      {summary.singleLanguage > 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="single-language">
          {summary.singleLanguage} of the partially translated articles exist only in their original language
          (not English).
        </p>
      )}

      <section
        aria-labelledby="coverage-title"
        className="rounded-xl bg-white p-6 shadow-sm dark:bg-slate-900"
      >
        <h2 id="coverage-title" className="flex items-center gap-2 text-lg font-semibold">
          <Globe className="size-5" aria-hidden="true" /> Language Coverage
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {LANGUAGE_ENTRIES.map((l) => {
            const count = summary.languageStats[l.code] ?? 0;
            return (
              <li
                key={l.code}
                className="flex items-center gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
                data-testid={`coverage-${l.code}`}
              >
                <span className="text-2xl" aria-hidden="true">
                  {l.flag}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium" lang={l.code}>
                    {l.name} <span className="text-xs text-slate-500 dark:text-slate-400">({l.code})</span>
                  </p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    <span data-testid="coverage-count">{count}</span> articles · {percent(count, total)}%
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <section
        aria-labelledby="incomplete-title"
        className="rounded-xl bg-white p-6 shadow-sm dark:bg-slate-900"
      >
        <h2 id="incomplete-title" className="text-lg font-semibold">
          Incomplete Translations
        </h2>
        {incomplete.length === 0 ? (
          <div className="py-10 text-center">
            <CheckCircle2 className="mx-auto size-10 text-green-600" aria-hidden="true" />
            <p className="mt-3 font-semibold">All translations complete!</p>
            <p className="text-slate-600 dark:text-slate-400">
              Every article has been translated to all supported languages.
            </p>
          </div>
        ) : (
          <>
            <ul className="mt-4 space-y-3">
              {incomplete.slice(0, SHOWN_ARTICLES).map((item) => (
                <li
                  key={item.articleId}
                  className="rounded-lg border border-slate-200 p-4 dark:border-slate-800"
                  data-testid="incomplete-item"
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <div className="min-w-0">
                      <NewTabLink
                        href={`/${item.language}/news/${item.slug}`}
                        lang={item.language}
                        newTab="(opens in a new tab)"
                        className="font-medium"
                      >
                        {item.title}
                      </NewTabLink>
                      <p className="text-sm text-slate-500 dark:text-slate-400">
                        #{item.articleId} · {item.slug}
                      </p>
                    </div>
                    <span
                      className={cn(
                        'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                        completionClass(item.completionRate),
                      )}
                    >
                      {item.completionRate}%
                    </span>
                  </div>
                  <div
                    className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
                    role="progressbar"
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={item.completionRate}
                    aria-label={`${item.title} translated`}
                  >
                    <div
                      className={cn('h-full', barClass(item.completionRate))}
                      style={{ width: `${item.completionRate}%` }}
                    />
                  </div>
                  <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      {item.completedLanguages.length} completed · {item.missingLanguages.length} missing
                    </p>
                    {modelWork.modelConfigured && (
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={modelWork.translating}
                        onClick={() => onTranslate(item.articleId)}
                        aria-label={`Translate the missing languages of ${item.title}`}
                      >
                        <Sparkles aria-hidden="true" /> Translate missing
                      </Button>
                    )}
                  </div>
                  <ul className="mt-2 flex flex-wrap gap-1" aria-label="Missing languages">
                    {item.missingLanguages.slice(0, SHOWN_MISSING).map((code) => (
                      <li
                        key={code}
                        className="rounded bg-slate-100 px-2 py-0.5 text-xs font-medium uppercase dark:bg-slate-800"
                      >
                        {code}
                      </li>
                    ))}
                    {item.missingLanguages.length > SHOWN_MISSING && (
                      <li className="rounded bg-slate-100 px-2 py-0.5 text-xs dark:bg-slate-800">
                        +{item.missingLanguages.length - SHOWN_MISSING}
                      </li>
                    )}
                  </ul>
                </li>
              ))}
            </ul>
            {incomplete.length > SHOWN_ARTICLES && (
              <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
                ... and {incomplete.length - SHOWN_ARTICLES} more articles
              </p>
            )}
          </>
        )}
      </section>
      {modelWork.parked.length > 0 && <ParkedWorkList parked={modelWork.parked} />}
    </>
  );
}

/** Work the model gave up on after asking twice, with its reason; a later success removes it. */
function ParkedWorkList({ parked }: { parked: ModelWork['parked'] }) {
  return (
    <section aria-labelledby="parked-title" className="rounded-xl bg-white p-6 shadow-sm dark:bg-slate-900">
      <h2 id="parked-title" className="flex items-center gap-2 text-lg font-semibold">
        <CirclePause className="size-5" aria-hidden="true" /> Parked by the model
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Answers that failed their checks twice. They are not shown to readers; edit the article or try again.
      </p>
      <ul className="mt-4 space-y-2" data-testid="parked-work">
        {parked.map((p) => (
          <li
            key={`${p.articleId}-${p.task}-${p.language}`}
            className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800"
          >
            <p className="font-medium">
              <span className="text-slate-500 dark:text-slate-400">#{p.articleId}</span> {p.slug}{' '}
              <span className="rounded bg-slate-100 px-2 py-0.5 text-xs uppercase dark:bg-slate-800">
                {p.task === 'write' ? 'writing' : 'translation'} · {p.language}
              </span>
            </p>
            <p className="mt-1 text-slate-700 dark:text-slate-300">{p.reason}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
