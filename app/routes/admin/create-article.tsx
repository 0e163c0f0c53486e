import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { Article } from '../../../common/contracts/article.ts';
import { fetchJson } from '../../lib/api/request.ts';
import { ADMIN_TEXT } from '../../features/admin/admin-texts.ts';
import { toastSuccess, toastFailure } from '../../features/admin/admin-toasts.ts';
import { ArticleForm } from '../../features/admin/article-form.tsx';
import { NewTabLink } from '../../features/admin/new-tab-link.tsx';
import { emptyArticleForm, formToPayload } from '../../features/admin/article-form-values.ts';

const T = ADMIN_TEXT.form;

/** The article just created, as the screen links to it: its public page in its original language. */
interface CreatedArticle {
  href: string;
  title: string;
  language: string;
}

function describeCreated(article: Article): CreatedArticle {
  const language = article.originalLanguage;
  const title = (article.translations.find((t) => t.language === language) ?? article.translations[0])?.title;
  return { href: `/${language}/news/${article.slug}`, title: title ?? article.slug, language };
}

/**
 * /admin: the spec's article form. On success the form starts over and the new article is linked (in the toast,
 * and above the form until the next one); on failure the form stays as it is, with the server's reason in the
 * toast and on the field it is about.
 */
export default function CreateArticle() {
  const revalidator = useRevalidator();
  const [created, setCreated] = useState<CreatedArticle | null>(null);
  return (
    <section aria-labelledby="create-title" className="rounded-xl bg-white p-6 shadow-sm dark:bg-slate-900">
      <h1 id="create-title" className="mb-6 text-2xl font-bold">
        {T.createTitle}
      </h1>
      {/* Always there, so that what it comes to say is announced. */}
      <p
        role="status"
        className={created ? 'mb-6 rounded-lg bg-green-50 p-3 text-sm dark:bg-green-950' : undefined}
      >
        {created && (
          <>
            {T.created}{' '}
            <NewTabLink
              href={created.href}
              lang={created.language}
              newTab={T.newTab}
              className="font-semibold"
            >
              {created.title}
            </NewTabLink>
          </>
        )}
      </p>
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
            const article = await fetchJson<Article>('/api/news', {
              method: 'POST',
              body: JSON.stringify(payload),
            });
            const link = describeCreated(article);
            setCreated(link);
            toastSuccess(ADMIN_TEXT.toast.createSuccess, { href: link.href, label: T.openArticle });
            form.reset();
            void revalidator.revalidate(); // lists read afresh
          } catch (error) {
            form.showRefusal(error);
            toastFailure(ADMIN_TEXT.toast.createFailure, error);
          }
        }}
      />
    </section>
  );
}
