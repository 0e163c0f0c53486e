import { ExternalLink, RefreshCw, Send } from '../../ui/icons.tsx';
import { CirclePause } from '../../features/admin/admin-icons.ts';
import { useState } from 'react';
import { Link, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import {
  HELD_REASONS,
  NO_TEXT_TO_PUBLISH,
  type HeldItem,
  type HeldItemPage,
  type HeldReason,
  type PublishedHeldItem,
} from '#common/contracts/held-items.ts';
import { z } from '#common/contracts/zod.ts';
import { ADMIN_TEXT } from '../../features/admin/admin-texts.ts';
import { toastFailure, toastSuccess } from '../../features/admin/admin-toasts.ts';
import { HeldTexts } from '../../features/admin/held-texts.tsx';
import { LoadFailed } from '../../features/admin/load-failed.tsx';
import { listHeldItems, publishHeldItem } from '../../lib/api/admin-held-items.ts';
import { ApiError } from '../../lib/api/request.ts';
import { readIntent } from '../../lib/read-intent.ts';
import { readScreenData, type ScreenState } from '../../lib/screen-state.ts';
import { useIntentFetcher } from '../../lib/use-intent-fetcher.ts';
import { useReload, useShownState } from '../../lib/use-reload.ts';
import { formatShortDate } from '../../lib/format-date.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import type { Route } from './+types/held';

const H = ADMIN_TEXT.held;
const L = ADMIN_TEXT.list;
const PAGE_SIZE = 50;
const numbers = new Intl.NumberFormat('ko');
const languageNames = new Intl.DisplayNames('ko', { type: 'language' });

const isReason = (value: string | null): value is HeldReason =>
  (HELD_REASONS as readonly string[]).includes(value ?? '');

const NONE_PUBLISHED: ReadonlyMap<number, PublishedHeldItem> = new Map();
const REFUSAL_TOASTS = { 'no-text': H.noText, stale: H.notHeld, failed: H.publishFailed } as const;

/** The list as it stands after publishing some of its items: each one fewer held, under its reason. */
function withoutPublished(
  list: HeldItemPage,
  published: ReadonlyMap<number, PublishedHeldItem>,
): HeldItemPage {
  const counts = { ...list.counts };
  let total = list.total;
  for (const item of list.items) {
    if (!published.has(item.id) || !item.reason) continue;
    counts[item.reason] -= 1;
    total -= 1;
  }
  return { ...list, counts, total };
}

/** The public address of a published story. */
const articlePath = (article: PublishedHeldItem) => `/${article.language}/news/${article.slug}`;

/** What the held items screen changes: an item published anyway. */
export const HeldIntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('publish'), id: z.number().int() }),
]);
type HeldIntent = z.infer<typeof HeldIntentSchema>;

/** The reason and page the address asks for (`?reason=undated&page=2`). */
function listQueryOf(params: URLSearchParams) {
  const reasonParam = params.get('reason');
  return {
    reason: isReason(reasonParam) ? reasonParam : null,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { reason, page } = listQueryOf(new URL(request.url).searchParams);
  return readScreenData(listHeldItems({ ...(reason ? { reason } : {}), page, pageSize: PAGE_SIZE }));
}
clientLoader.hydrate = true as const;

/** What publishing answered: the new article, or why not (`stale`: the item was no longer held). */
type PublishResult =
  { published: PublishedHeldItem } | { published: null; refusal: 'no-text' | 'stale' | 'failed' };

export async function clientAction({ request }: Route.ClientActionArgs): Promise<PublishResult> {
  const change = await readIntent(request, HeldIntentSchema);
  try {
    return { published: await publishHeldItem(change.id) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && error.message.includes(NO_TEXT_TO_PUBLISH))
      return { published: null, refusal: 'no-text' };
    if (error instanceof ApiError && (error.status === 409 || error.status === 404))
      return { published: null, refusal: 'stale' };
    return { published: null, refusal: 'failed' };
  }
}

/**
 * A published item stays in its row, with a link to its article, until the list is loaded again: the list is
 * read again after publishing only when the item turned out to be no longer held.
 */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const result = actionResult as PublishResult | undefined;
  return result ? result.published === null && result.refusal === 'stale' : defaultShouldRevalidate;
}

export function HydrateFallback() {
  return <HeldList state={{ status: 'loading' }} />;
}

/**
 * /admin/held: what the pipeline held back instead of publishing: texts its accuracy check held (HeldTexts),
 * then feed items (a title with no text, something that is not a story, an undated item of a first fetch),
 * newest first, filtered by reason, with "publish anyway".
 */
export default function HeldItems({ loaderData }: Route.ComponentProps) {
  // Another page or filter keeps the list shown until it arrives; a retry shows the spinner.
  return <HeldList state={useShownState(loaderData, { keepShown: true })} />;
}

function HeldList({ state }: { state: ScreenState<HeldItemPage> }) {
  const [params, setParams] = useSearchParams();
  const { reason, page } = listQueryOf(params);
  const { reload } = useReload();
  const loaded = state.status === 'ready' ? state.data : null;
  // Items published from this screen, for the list they were published from: a new read starts over.
  const [publishedHere, setPublishedHere] = useState<{
    list: HeldItemPage;
    items: Map<number, PublishedHeldItem>;
  } | null>(null);
  const published = publishedHere && publishedHere.list === loaded ? publishedHere.items : NONE_PUBLISHED;
  const onPublished = (list: HeldItemPage, id: number, article: PublishedHeldItem) =>
    setPublishedHere((current) => ({
      list,
      items: new Map(current?.list === list ? current.items : []).set(id, article),
    }));
  // The counts drop at once; the rows stay, with their links, until the list is loaded again.
  const data = loaded && withoutPublished(loaded, published);

  const goTo = (next: number) =>
    setParams({ ...(reason ? { reason } : {}), ...(next > 1 ? { page: String(next) } : {}) });
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const allCount = data ? HELD_REASONS.reduce((sum, r) => sum + data.counts[r], 0) : 0;

  return (
    <section aria-labelledby="held-title" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="held-title" className="flex items-center gap-2 text-2xl font-bold">
          <CirclePause className="size-7 text-amber-700 dark:text-amber-300" aria-hidden="true" /> {H.title}
        </h1>
        <Button variant="outline" onClick={reload}>
          <RefreshCw aria-hidden="true" /> {H.refresh}
        </Button>
      </div>
      <HeldTexts />

      <h2 className="text-xl font-bold">
        {H.itemsTitle}
        {data && (
          <span className="ml-2 text-base font-normal text-slate-600 dark:text-slate-400">
            ({L.total} {numbers.format(allCount)})
          </span>
        )}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{H.intro}</p>
      <nav aria-label={H.filter}>
        <ul className="flex flex-wrap gap-2">
          {[null, ...HELD_REASONS].map((r) => {
            const active = r === reason;
            const n = data ? (r ? data.counts[r] : allCount) : null;
            return (
              <li key={r ?? 'all'}>
                <Link
                  to={{ search: r ? `?reason=${r}` : '' }}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-blue-600',
                    active
                      ? 'border-blue-700 bg-blue-700 text-white dark:border-blue-400 dark:bg-blue-400 dark:text-slate-950'
                      : 'border-slate-300 bg-white hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:hover:bg-slate-800',
                  )}
                >
                  {r ? H.reasons[r].label : H.all}
                  {n !== null && <span className="tabular-nums">{numbers.format(n)}</span>}
                </Link>
              </li>
            );
          })}
        </ul>
        {reason && (
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{H.reasons[reason].explanation}</p>
        )}
      </nav>

      {state.status === 'failed' ? (
        <LoadFailed onRetry={reload} />
      ) : !data ? (
        <Spinner text={L.loading} />
      ) : data.items.length === 0 ? (
        <p className="py-12 text-center text-slate-600 dark:text-slate-300">
          {reason ? H.emptyReason : H.empty}
        </p>
      ) : (
        // On a phone each row is a card: title and text, then publisher, language and date on one line,
        // the reason, the button. The table's headers stay for screen readers.
        <div className="rounded-xl bg-white shadow-sm md:overflow-x-auto dark:bg-slate-900">
          <table className="w-full text-sm max-md:block md:min-w-[56rem]">
            <caption className="sr-only">
              {H.title} {reason ? `(${H.reasons[reason].label})` : ''}
            </caption>
            <thead className="text-left text-xs text-slate-600 max-md:sr-only dark:text-slate-400">
              <tr>
                {[
                  H.columns.item,
                  H.columns.publisher,
                  H.columns.language,
                  H.columns.date,
                  H.columns.reason,
                  H.columns.action,
                ].map((label) => (
                  <th key={label} scope="col" className="px-3 py-2 font-medium">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="max-md:block">
              {data.items.map((item) => (
                <HeldRow
                  key={item.id}
                  item={item}
                  published={published.get(item.id) ?? null}
                  onPublished={(article) => onPublished(loaded!, item.id, article)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}

      {data && pages > 1 && (
        <nav aria-label={L.page} className="flex items-center justify-center gap-3">
          <Button variant="outline" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            {L.previous}
          </Button>
          <span className="text-sm">
            {page} / {pages}
          </span>
          <Button variant="outline" disabled={page >= pages} onClick={() => goTo(page + 1)}>
            {L.next}
          </Button>
        </nav>
      )}
    </section>
  );
}

// Publisher, language and date: columns on a wide screen, one line of small print in a phone's card.
const META_CELL =
  'px-3 py-3 max-md:mr-3 max-md:inline-block max-md:p-0 max-md:pt-2 max-md:text-xs max-md:text-slate-600 max-md:dark:text-slate-400';

function HeldRow({
  item,
  published,
  onPublished,
}: {
  item: HeldItem;
  published: PublishedHeldItem | null;
  onPublished: (article: PublishedHeldItem) => void;
}) {
  const { fetcher, submitForResult } = useIntentFetcher<typeof clientAction>();
  const publishing = fetcher.state !== 'idle';
  // The toast comes with the row's answer: its link to the article.
  const publish = async () => {
    const result = await submitForResult({ intent: 'publish', id: item.id } satisfies HeldIntent);

    if (result.published) {
      onPublished(result.published);
      if (result.published.textHeld) toastFailure(H.textHeldToast);
      else toastSuccess(H.publishedToast, { href: articlePath(result.published), label: H.openArticle });
    } else {
      toastFailure(REFUSAL_TOASTS[result.refusal]);
    }
  };
  // The item's own words are in its language, inside a Korean page (WCAG 3.1.2).
  const lang = item.language ?? undefined;
  const hasText = item.preview !== '' && item.preview !== item.title;
  return (
    <tr
      className="border-t border-slate-100 align-top max-md:block max-md:p-4 max-md:first:border-t-0 dark:border-slate-800"
      data-testid="held-item"
    >
      <td className="px-3 py-3 max-md:block max-md:p-0 md:max-w-md">
        <a
          href={item.url}
          target="_blank"
          rel="noopener noreferrer"
          lang={lang}
          className="font-semibold text-blue-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300"
        >
          {item.title}
          <ExternalLink className="ml-1 inline size-3.5 align-baseline" aria-hidden="true" />
          <span className="sr-only"> {H.newTab}</span>
        </a>
        <p lang={hasText ? lang : undefined} className="mt-1 break-words text-slate-700 dark:text-slate-300">
          {hasText ? item.preview : <span className="italic">{H.noPreview}</span>}
        </p>
      </td>
      <td className={META_CELL}>{item.publisher}</td>
      <td className={cn(META_CELL, 'whitespace-nowrap')}>
        {item.language
          ? `${languageNames.of(item.language) ?? item.language} (${item.language})`
          : H.unknownLanguage}
      </td>
      <td className={cn(META_CELL, 'whitespace-nowrap')}>{formatShortDate(item.publishedAt, 'ko')}</td>
      <td className="px-3 py-3 max-md:block max-md:p-0 max-md:pt-2 md:max-w-56">
        {item.reason ? (
          <>
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-100">
              {H.reasons[item.reason].label}
            </span>
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              {H.reasons[item.reason].explanation}
            </p>
          </>
        ) : (
          H.noReason
        )}
      </td>
      <td className="whitespace-nowrap px-3 py-3 max-md:block max-md:p-0 max-md:pt-3">
        {published?.textHeld ? (
          <p className="text-sm font-semibold text-amber-800 dark:text-amber-300">{H.textHeldShort}</p>
        ) : published ? (
          <p className="space-x-1 text-sm">
            <span className="font-semibold text-green-800 dark:text-green-300">{H.published}</span>
            <a
              href={articlePath(published)}
              target="_blank"
              rel="noopener"
              className="text-blue-800 underline underline-offset-2 dark:text-blue-300"
            >
              {H.openArticle}
              <span className="sr-only"> {H.newTab}</span>
            </a>
          </p>
        ) : (
          <Button
            size="sm"
            onClick={() => void publish()}
            disabled={publishing}
            aria-label={`${H.publish}: ${item.title}`}
          >
            <Send aria-hidden="true" /> {publishing ? H.publishing : H.publish}
          </Button>
        )}
      </td>
    </tr>
  );
}
