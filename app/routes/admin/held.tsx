import { ExternalLink, RefreshCw, Send } from '../../ui/icons.tsx';
import { CirclePause } from '../../features/admin/admin-icons.ts';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  HELD_REASONS,
  NO_TEXT_TO_PUBLISH,
  type HeldItem,
  type HeldItemPage,
  type HeldReason,
  type PublishedHeldItem,
} from '../../../common/contracts/held-items.ts';
import { ADMIN_TEXT } from '../../features/admin/admin-texts.ts';
import { toastFailure, toastSuccess } from '../../features/admin/admin-toasts.ts';
import { LoadFailed } from '../../features/admin/load-failed.tsx';
import { ApiError, fetchJson } from '../../lib/api/request.ts';
import { formatShortDate } from '../../lib/format-date.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';

const H = ADMIN_TEXT.held;
const L = ADMIN_TEXT.list;
const PAGE_SIZE = 50;
const numbers = new Intl.NumberFormat('ko');
const languageNames = new Intl.DisplayNames('ko', { type: 'language' });

const isReason = (value: string | null): value is HeldReason =>
  (HELD_REASONS as readonly string[]).includes(value ?? '');

/** The public address of a published story. */
const articlePath = (article: PublishedHeldItem) => `/${article.language}/news/${article.slug}`;

/**
 * /admin/held: what the pipeline held back instead of publishing (a title with no text, something that is
 * not a story, an undated item of a first fetch), newest first, filtered by reason, with "publish anyway".
 */
export default function HeldItems() {
  const [params, setParams] = useSearchParams();
  const reasonParam = params.get('reason');
  const reason = isReason(reasonParam) ? reasonParam : null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [data, setData] = useState<HeldItemPage | null>(null);
  const [failed, setFailed] = useState(false);
  // Items published from this screen stay in their row, with a link to their article, until the next load.
  const [published, setPublished] = useState<Map<number, PublishedHeldItem>>(new Map());
  const [publishing, setPublishing] = useState<number | null>(null);

  const load = useCallback(() => {
    setFailed(false);
    const q = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
    if (reason) q.set('reason', reason);
    fetchJson<HeldItemPage>(`/api/admin/held-items?${q}`)
      .then((next) => {
        setData(next);
        setPublished(new Map());
      })
      .catch(() => setFailed(true));
  }, [page, reason]);
  useEffect(load, [load]);

  const publish = async (item: HeldItem) => {
    setPublishing(item.id);
    try {
      const article = await fetchJson<PublishedHeldItem>(`/api/admin/held-items/${item.id}/publish`, {
        method: 'POST',
        body: '{}',
      });
      setPublished((current) => new Map(current).set(item.id, article));
      // The counts drop at once; the row stays, with its link, until the list is loaded again.
      setData((current) =>
        current && item.reason
          ? {
              ...current,
              total: current.total - 1,
              counts: { ...current.counts, [item.reason]: current.counts[item.reason] - 1 },
            }
          : current,
      );
      toastSuccess(H.publishedToast, { href: articlePath(article), label: H.openArticle });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.message.includes(NO_TEXT_TO_PUBLISH)) {
        toastFailure(H.noText);
      } else if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        toastFailure(H.notHeld);
        load();
      } else {
        toastFailure(H.publishFailed);
      }
    } finally {
      setPublishing(null);
    }
  };

  const goTo = (next: number) =>
    setParams({ ...(reason ? { reason } : {}), ...(next > 1 ? { page: String(next) } : {}) });
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const allCount = data ? HELD_REASONS.reduce((sum, r) => sum + data.counts[r], 0) : 0;

  return (
    <section aria-labelledby="held-title" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="held-title" className="flex items-center gap-2 text-2xl font-bold">
          <CirclePause className="size-7 text-amber-700 dark:text-amber-300" aria-hidden="true" /> {H.title}
          {data && (
            <span className="text-base font-normal text-slate-600 dark:text-slate-400">
              ({L.total} {numbers.format(allCount)})
            </span>
          )}
        </h1>
        <Button variant="outline" onClick={load}>
          <RefreshCw aria-hidden="true" /> {H.refresh}
        </Button>
      </div>
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

      {failed ? (
        <LoadFailed onRetry={load} />
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
                  publishing={publishing === item.id}
                  onPublish={() => void publish(item)}
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
  publishing,
  onPublish,
}: {
  item: HeldItem;
  published: PublishedHeldItem | null;
  publishing: boolean;
  onPublish: () => void;
}) {
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
        {published ? (
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
            onClick={onPublish}
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
