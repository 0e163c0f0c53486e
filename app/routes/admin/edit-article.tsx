import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { EditableArticle } from '../../../common/contracts/article.ts';
import { fetchJson } from '../../lib/api/request.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ADMIN_TEXT } from '../../features/admin/admin-texts.ts';
import { toastSuccess, toastFailure } from '../../features/admin/admin-toasts.ts';
import { LoadFailed } from '../../features/admin/load-failed.tsx';
import { ArticleForm } from '../../features/admin/article-form.tsx';
import { articleToForm, formToPayload, isFilledRow } from '../../features/admin/article-form-values.ts';

/** /admin/articles/{id}: the same form, filled in; saves with PATCH so fields the form does not show are kept. */
export default function EditArticle() {
  const { id } = useParams();
  const navigate = useNavigate();
  const [article, setArticle] = useState<EditableArticle | null>(null);
  const [failed, setFailed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    setFailed(false);
    fetchJson<EditableArticle>(`/api/admin/articles/${id}`)
      .then(setArticle)
      .catch(() => setFailed(true));
  }, [id, version]);

  if (failed) {
    return <LoadFailed onRetry={() => setVersion((v) => v + 1)} />;
  }
  if (!article) return <Spinner text={ADMIN_TEXT.list.loading} />;

  const remove = async () => {
    setConfirming(false);
    try {
      await fetchJson(`/api/news/${article.id}`, { method: 'DELETE' });
      toastSuccess(ADMIN_TEXT.toast.deleteSuccess);
      void navigate('/admin/articles');
    } catch (error) {
      toastFailure(ADMIN_TEXT.toast.deleteFailure, error);
    }
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
          onConfirm={() => void remove()}
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
          try {
            const saved = await fetchJson<EditableArticle>(`/api/news/${article.id}`, {
              method: 'PATCH',
              body: JSON.stringify({ ...payload, ...(removeLanguages.length ? { removeLanguages } : {}) }),
            });
            setArticle(saved);
            toastSuccess(ADMIN_TEXT.toast.editSuccess);
          } catch (error) {
            form.showRefusal(error);
            toastFailure(ADMIN_TEXT.toast.editFailure, error);
          }
        }}
      />
    </section>
  );
}
