import { RefreshCw } from '../../ui/icons.tsx';
import { Pencil, Trash2 } from '../../features/admin/admin-icons.ts';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AdminArticlePage, AdminArticleRow } from '../../../common/contracts/article.ts';
import { fetchJson } from '../../lib/api/request.ts';
import { formatShortDate } from '../../lib/format-date.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Input } from '../../ui/input.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ADMIN_TEXT } from '../../features/admin/admin-texts.ts';
import { toastSuccess, toastFailure } from '../../features/admin/admin-toasts.ts';
import { LoadFailed } from '../../features/admin/load-failed.tsx';
import { NewTabLink } from '../../features/admin/new-tab-link.tsx';
import { placeholderImage } from '../../lib/placeholder-image.ts';

const L = ADMIN_TEXT.list;
const PAGE_SIZE = 20;

/**
 * /admin/articles: every article newest first, searched by slug or title, with edit, delete and breaking; each
 * title opens the public story in a new tab.
 */
export default function AdminArticles() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [data, setData] = useState<AdminArticlePage | null>(null);
  const [failed, setFailed] = useState(false);
  const [deleting, setDeleting] = useState<AdminArticleRow | null>(null);
  const [query, setQuery] = useState(search);

  const load = useCallback(() => {
    setFailed(false);
    const q = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
    if (search) q.set('search', search);
    fetchJson<AdminArticlePage>(`/api/admin/articles?${q}`)
      .then(setData)
      .catch(() => setFailed(true));
  }, [page, search]);
  useEffect(load, [load]);

  const setBreaking = async (row: AdminArticleRow, isBreaking: boolean) => {
    try {
      await fetchJson(`/api/news/${row.id}`, {
        method: 'PATCH',
        body: JSON.stringify({ article: { isBreaking } }),
      });
      load();
    } catch (error) {
      toastFailure(ADMIN_TEXT.toast.editFailure, error);
    }
  };

  const regenerate = async (row: AdminArticleRow) => {
    try {
      await fetchJson(`/api/thumbnails/generate/${row.id}`, {
        method: 'POST',
        body: JSON.stringify({ forceRegenerate: true }),
      });
      toastSuccess(ADMIN_TEXT.toast.regenerated);
      load();
    } catch (error) {
      toastFailure(ADMIN_TEXT.toast.regenerateFailure, error);
    }
  };

  const remove = async () => {
    const row = deleting;
    setDeleting(null);
    if (!row) return;
    try {
      await fetchJson(`/api/news/${row.id}`, { method: 'DELETE' });
      toastSuccess(ADMIN_TEXT.toast.deleteSuccess);
      load();
    } catch (error) {
      toastFailure(ADMIN_TEXT.toast.deleteFailure, error);
    }
  };

  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  return (
    <section aria-labelledby="articles-title" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 id="articles-title" className="text-2xl font-bold">
          {ADMIN_TEXT.nav.articles}
          {data && (
            <span className="ml-2 text-base font-normal text-slate-600 dark:text-slate-400">
              ({L.total} {data.total})
            </span>
          )}
        </h1>
        <form
          role="search"
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            setParams(query.trim() ? { search: query.trim() } : {});
          }}
        >
          <label htmlFor="admin-search" className="sr-only">
            {L.search}
          </label>
          <div className="w-64">
            <Input
              id="admin-search"
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={L.search}
            />
          </div>
          <Button type="submit">{L.searchButton}</Button>
        </form>
      </div>
      {failed ? (
        <LoadFailed onRetry={load} />
      ) : !data ? (
        <Spinner text={L.loading} />
      ) : data.items.length === 0 ? (
        <p className="py-12 text-center text-slate-600 dark:text-slate-300">{L.empty}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl bg-white shadow-sm dark:divide-slate-800 dark:bg-slate-900">
          {data.items.map((row) => (
            <li
              key={row.id}
              className="flex flex-wrap items-center gap-4 p-4"
              data-testid="admin-article-row"
            >
              <img
                src={row.thumbnailSmall ?? placeholderImage(row.title, row.category)}
                alt=""
                width={96}
                height={54}
                className="aspect-video w-24 rounded object-cover"
                loading="lazy"
              />
              <div className="min-w-0 flex-1">
                <NewTabLink
                  href={`/${row.language}/news/${row.slug}`}
                  lang={row.language}
                  newTab={L.newTab}
                  className="font-semibold"
                >
                  {row.title}
                </NewTabLink>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  #{row.id} · {row.slug} · {row.category} · {formatShortDate(row.publishedAt, 'ko')} ·{' '}
                  {L.languages} {row.languages.length}/11
                </p>
              </div>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={row.isBreaking}
                  onChange={(e) => void setBreaking(row, e.target.checked)}
                />
                {L.breaking}
              </label>
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => void regenerate(row)}
                  aria-label={`${L.regenerate}: ${row.slug}`}
                >
                  <RefreshCw aria-hidden="true" />
                </Button>
                <Button variant="outline" size="sm" asChild>
                  <Link to={`/admin/articles/${row.id}`} aria-label={`${L.edit}: ${row.slug}`}>
                    <Pencil aria-hidden="true" /> {L.edit}
                  </Link>
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setDeleting(row)}
                  aria-label={`${L.delete}: ${row.slug}`}
                >
                  <Trash2 aria-hidden="true" /> {L.delete}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {data && pages > 1 && (
        <nav aria-label={L.page} className="flex items-center justify-center gap-3">
          <Button
            variant="outline"
            disabled={page <= 1}
            onClick={() => setParams({ ...(search ? { search } : {}), page: String(page - 1) })}
          >
            {L.previous}
          </Button>
          <span className="text-sm">
            {page} / {pages}
          </span>
          <Button
            variant="outline"
            disabled={page >= pages}
            onClick={() => setParams({ ...(search ? { search } : {}), page: String(page + 1) })}
          >
            {L.next}
          </Button>
        </nav>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={L.confirmDeleteTitle}
        text={`${deleting?.title ?? ''} — ${L.confirmDeleteText}`}
        confirmLabel={L.confirm}
        cancelLabel={L.cancel}
        onConfirm={() => void remove()}
      />
    </section>
  );
}
