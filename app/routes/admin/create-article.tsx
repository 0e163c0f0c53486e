import { useRevalidator } from 'react-router';
import { ApiError, fetchJson } from '../../lib/api-client.ts';
import { ADMIN_TEXT } from '../../features/admin/admin-texts.ts';
import { toastSuccess, toastFailure } from '../../features/admin/admin-toasts.ts';
import { ArticleForm } from '../../features/admin/article-form.tsx';
import { emptyArticleForm, formToPayload } from '../../features/admin/article-form-values.ts';

/** /admin: the spec's article form. On success the form starts over; on failure it stays as it is. */
export default function CreateArticle() {
  const revalidator = useRevalidator();
  return (
    <section aria-labelledby="create-title" className="rounded-xl bg-white p-6 shadow-sm dark:bg-slate-900">
      <h1 id="create-title" className="mb-6 text-2xl font-bold">
        {ADMIN_TEXT.form.createTitle}
      </h1>
      <ArticleForm
        mode="create"
        initialValues={emptyArticleForm()}
        onSubmit={async (values, thumbnail, form) => {
          try {
            const payload = formToPayload(values, thumbnail);
            payload.article = {
              ...payload.article,
              publishedAt: new Date().toISOString(),
            } as typeof payload.article;
            await fetchJson('/api/news', { method: 'POST', body: JSON.stringify(payload) });
            toastSuccess(ADMIN_TEXT.toast.createSuccess);
            form.reset();
            void revalidator.revalidate(); // lists read afresh
          } catch (error) {
            if (error instanceof ApiError && error.status === 409) form.setSlugTaken();
            toastFailure(ADMIN_TEXT.toast.createFailure);
          }
        }}
      />
    </section>
  );
}
