import { Link, redirect } from 'react-router';
import { useState } from 'react';
import type { EditableArticle, PatchArticleInput } from '#common/contracts/article.ts';
import { CategorySchema } from '#common/contracts/enums.ts';
import { z } from '#common/contracts/zod.ts';
import { deleteArticle, getEditableArticle, updateArticle } from '../../lib/api/admin-articles.ts';
import { readIntent } from '../../lib/read-intent.ts';
import { readScreenData } from '../../lib/screen-state.ts';
import { useIntentFetcher } from '../../lib/use-intent-fetcher.ts';
import { useReload } from '../../lib/use-reload.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ADMIN_TEXT } from '../../features/admin/admin-texts.ts';
import { toastSuccess, toastFailure } from '../../features/admin/admin-toasts.ts';
import { LoadFailed } from '../../features/admin/load-failed.tsx';
import { ArticleForm } from '../../features/admin/article-form.tsx';
import { articleToForm, formToPayload, isFilledRow } from '../../features/admin/article-form-values.ts';
import type { Route } from './+types/edit-article';

/** What the edit screen changes: the article (only what the form sends; the server checks it), or it goes. */
export const EditArticleIntentSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('update'),
    // Checked by the server, whose refusal names the field it is about (shown on that field).
    changes: z.custom<PatchArticleInput>((value) => typeof value === 'object' && value !== null),
  }),
  z.object({ intent: z.literal('delete') }),
]);
type EditArticleIntent = z.infer<typeof EditArticleIntentSchema>;

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return readScreenData(getEditableArticle(Number(params.id)));
}
clientLoader.hydrate = true as const;

export async function clientAction({ request, params }: Route.ClientActionArgs) {
  const change = await readIntent(request, EditArticleIntentSchema);
  const id = Number(params.id);
  if (change.intent === 'delete') {
    try {
      await deleteArticle(id);
    } catch (error) {
      toastFailure(ADMIN_TEXT.toast.deleteFailure, error);
      return { ok: false as const, error };
    }
    toastSuccess(ADMIN_TEXT.toast.deleteSuccess);
    return redirect('/admin/articles');
  }
  try {
    await updateArticle(id, change.changes);
    return { ok: true as const };
  } catch (error) {
    return { ok: false as const, error };
  }
}

export function HydrateFallback() {
  return <Spinner text={ADMIN_TEXT.list.loading} />;
}

/** /admin/articles/{id}: the same form, filled in; saves with PATCH so fields the form does not show are kept. */
export default function EditArticle({ loaderData }: Route.ComponentProps) {
  const { isReloading, reload } = useReload();
  if (isReloading) return <HydrateFallback />;
  if (loaderData.status !== 'ready') return <LoadFailed onRetry={reload} />;
  return <EditForm article={loaderData.data} />;
}

function EditForm({ article }: { article: EditableArticle }) {
  const [confirming, setConfirming] = useState(false);
  const { submitIntent, submitForResult } = useIntentFetcher<typeof clientAction>();

  const remove = () => {
    setConfirming(false);
    void submitIntent({ intent: 'delete' } satisfies EditArticleIntent);
  };

  return (
    <section aria-labelledby="edit-title" className="rounded-xl bg-white p-6 shadow-sm dark:bg-slate-900">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 id="edit-title" className="text-2xl font-bold">
          {ADMIN_TEXT.form.editTitle}:{' '}
          <Link className="text-blue-700 underline dark:text-blue-300" to={`/en/news/${article.slug}`}>
            {article.slug}
          </Link>
        </h1>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={ADMIN_TEXT.list.confirmDeleteTitle}
          text={ADMIN_TEXT.list.confirmDeleteText}
          confirmLabel={ADMIN_TEXT.list.confirm}
          cancelLabel={ADMIN_TEXT.list.cancel}
          onConfirm={remove}
        >
          <Button variant="destructive">{ADMIN_TEXT.form.delete}</Button>
        </ConfirmDialog>
      </div>
      <ArticleForm
        mode="edit"
        formKey={`${article.id}-${article.updatedAt}`}
        initialValues={articleToForm(article)}
        currentImage={article.thumbnailSmall}
        onSubmit={async (values, thumbnail, form) => {
          const payload = formToPayload(values, thumbnail);
          const kept = values.translations.filter(isFilledRow).map((t) => t.language);
          const removeLanguages = article.translations
            .map((t) => t.language)
            .filter((l) => !kept.includes(l));
          const changes = {
            ...payload,
            // The form checked the category against the list; the API's type names the list.
            article: { ...payload.article, category: CategorySchema.parse(payload.article.category) },
            ...(removeLanguages.length ? { removeLanguages } : {}),
          };
          const result = await submitForResult({ intent: 'update', changes } satisfies EditArticleIntent);
          // The toast comes with the form's answer, the refusal on its field.
          if (result.ok) {
            toastSuccess(ADMIN_TEXT.toast.editSuccess);
          } else {
            form.showRefusal(result.error);
            toastFailure(ADMIN_TEXT.toast.editFailure, result.error);
          }
        }}
      />
    </section>
  );
}
