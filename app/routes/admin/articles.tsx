import { RefreshCw } from '../../ui/icons.tsx';
import { Pencil, Trash2 } from '../../features/admin/admin-icons.ts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AdminArticlePage, AdminArticleRow } from '#common/contracts/article.ts';
import { z } from '#common/contracts/zod.ts';
import {
  deleteArticle,
  generateThumbnail,
  listAdminArticles,
  updateArticle,
} from '../../lib/api/admin-articles.ts';
import { readIntent } from '../../lib/read-intent.ts';
import { readScreenData, type ScreenState } from '../../lib/screen-state.ts';
import { useIntentFetcher } from '../../lib/use-intent-fetcher.ts';
import { useReload, useShownState } from '../../lib/use-reload.ts';
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
import type { Route } from './+types/articles';

const L = ADMIN_TEXT.list;
const PAGE_SIZE = 20;

/** What the article list changes: breaking or not, a new title card, a deletion. */
export const ArticlesIntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('set-breaking'), id: z.number().int(), isBreaking: z.boolean() }),
  z.object({ intent: z.literal('regenerate-thumbnail'), id: z.number().int() }),
  z.object({ intent: z.literal('delete'), id: z.number().int() }),
]);
type ArticlesIntent = z.infer<typeof ArticlesIntentSchema>;

/** The search and page the address asks for (`?search=busan&page=2`). */
function listQueryOf(params: URLSearchParams) {
  return { search: params.get('search') ?? '', page: Math.max(1, Number(params.get('page')) || 1) };
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { search, page } = listQueryOf(new URL(request.url).searchParams);
  return readScreenData(listAdminArticles({ search, page, pageSize: PAGE_SIZE }));
}
clientLoader.hydrate = true as const;

export async function clientAction({ request }: Route.ClientActionArgs) {
  const change = await readIntent(request, ArticlesIntentSchema);
  try {
    switch (change.intent) {
      case 'set-breaking':
        await updateArticle(change.id, { article: { isBreaking: change.isBreaking } });
        break;
      case 'regenerate-thumbnail':
        await generateThumbnail(change.id, { forceRegenerate: true });
        toastSuccess(ADMIN_TEXT.toast.regenerated);
        break;
      case 'delete':
        await deleteArticle(change.id);
        toastSuccess(ADMIN_TEXT.toast.deleteSuccess);
        break;
    }
    return { ok: true };
  } catch (error) {
    toastFailure(FAILURE_TOASTS[change.intent], error);
    return { ok: false };
  }
}

const FAILURE_TOASTS: Record<ArticlesIntent['intent'], string> = {
  'set-breaking': ADMIN_TEXT.toast.editFailure,
  'regenerate-thumbnail': ADMIN_TEXT.toast.regenerateFailure,
  delete: ADMIN_TEXT.toast.deleteFailure,
};

export function HydrateFallback() {
  return <ArticleList state={{ status: 'loading' }} />;
}

/**
 * /admin/articles: every article newest first, searched by slug or title, with edit, delete and breaking; each
 * title opens the public story in a new tab.
 */
export default function AdminArticles({ loaderData }: Route.ComponentProps) {
  // Another page or filter keeps the list shown until it arrives; a retry shows the spinner.
  return <ArticleList state={useShownState(loaderData, { keepShown: true })} />;
}

function ArticleList({ state }: { state: ScreenState<AdminArticlePage> }) {
  const [params, setParams] = useSearchParams();
  const { search, page } = listQueryOf(params);
  const { reload } = useReload();
  const { submitIntent } = useIntentFetcher<typeof clientAction>();
  const data = state.status === 'ready' ? state.data : null;
  const [deleting, setDeleting] = useState<AdminArticleRow | null>(null);
  const [query, setQuery] = useState(search);

  const remove = () => {
    const row = deleting;
    setDeleting(null);
    if (row) void submitIntent({ intent: 'delete', id: row.id } satisfies ArticlesIntent);
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
      {state.status === 'failed' ? (
        <LoadFailed onRetry={reload} />
      ) : !data ? (
        <Spinner text={L.loading} />
      ) : data.items.length === 0 ? (
        <p className="py-12 text-center text-slate-600 dark:text-slate-300">{L.empty}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl bg-white shadow-sm dark:divide-slate-800 dark:bg-slate-900">
          {data.items.map((row) => (
            <ArticleItem key={row.id} row={row} onDelete={() => setDeleting(row)} />
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
        onConfirm={remove}
      />
    </section>
  );
}

/** One article of the list; its breaking switch and title card button send through their own fetcher. */
function ArticleItem({ row, onDelete }: { row: AdminArticleRow; onDelete: () => void }) {
  const { submitIntent } = useIntentFetcher<typeof clientAction>();
  return (
    <li className="flex flex-wrap items-center gap-4 p-4" data-testid="admin-article-row">
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
          #{row.id} · {row.slug} · {row.category} · {formatShortDate(row.publishedAt, 'ko')} · {L.languages}{' '}
          {row.languages.length}/11
        </p>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4"
          checked={row.isBreaking}
          onChange={(e) =>
            void submitIntent({ intent: 'set-breaking', id: row.id, isBreaking: e.target.checked })
          }
        />
        {L.breaking}
      </label>
      <div className="flex gap-1">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void submitIntent({ intent: 'regenerate-thumbnail', id: row.id })}
          aria-label={`${L.regenerate}: ${row.slug}`}
        >
          <RefreshCw aria-hidden="true" />
        </Button>
        <Button variant="outline" size="sm" asChild>
          <Link to={`/admin/articles/${row.id}`} aria-label={`${L.edit}: ${row.slug}`}>
            <Pencil aria-hidden="true" /> {L.edit}
          </Link>
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`${L.delete}: ${row.slug}`}>
          <Trash2 aria-hidden="true" /> {L.delete}
        </Button>
      </div>
    </li>
  );
}
