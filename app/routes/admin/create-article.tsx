import { useState } from 'react';
import type { Article, CreateArticleInput } from '#common/contracts/article.ts';
import { AdminCategorySchema } from '#common/contracts/enums.ts';
import { z } from '#common/contracts/zod.ts';
import { createArticle } from '../../lib/api/admin-articles.ts';
import { readIntent } from '../../lib/read-intent.ts';
import { useIntentFetcher } from '../../lib/use-intent-fetcher.ts';
import { ADMIN_TEXT } from '../../features/admin/admin-texts.ts';
import { toastSuccess, toastFailure } from '../../features/admin/admin-toasts.ts';
import { ArticleForm } from '../../features/admin/article-form.tsx';
import { NewTabLink } from '../../features/admin/new-tab-link.tsx';
import { emptyArticleForm, formToPayload } from '../../features/admin/article-form-values.ts';
import type { Route } from './+types/create-article';

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

/** What the new article screen changes: a new article (checked by the server, which names what it refuses). */
export const CreateArticleIntentSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('create'),
    input: z.custom<CreateArticleInput>((value) => typeof value === 'object' && value !== null),
  }),
]);
type CreateArticleIntent = z.infer<typeof CreateArticleIntentSchema>;

export async function clientAction({ request }: Route.ClientActionArgs) {
  const change = await readIntent(request, CreateArticleIntentSchema);
  try {
    return { ok: true as const, created: describeCreated(await createArticle(change.input)) };
  } catch (error) {
    return { ok: false as const, error };
  }
}

/**
 * /admin: the spec's article form. On success the form starts over and the new article is linked (in the toast,
 * and above the form until the next one); on failure the form stays as it is, with the server's reason in the
 * toast and on the field it is about.
 */
export default function CreateArticle() {
  const { submitForResult } = useIntentFetcher<typeof clientAction>();
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
          const payload = formToPayload(values, thumbnail);
          const input = {
            ...payload,
            article: {
              ...payload.article,
              // The form offers the admin's categories only; the API's type names them.
              category: AdminCategorySchema.parse(payload.article.category),
              publishedAt: new Date().toISOString(),
            },
          };
          const result = await submitForResult({ intent: 'create', input } satisfies CreateArticleIntent);
          // The toast comes with the form's answer: the link above it, or the refusal on its field.
          if (result.ok) {
            setCreated(result.created);
            toastSuccess(ADMIN_TEXT.toast.createSuccess, { href: result.created.href, label: T.openArticle });
            form.reset();
          } else {
            form.showRefusal(result.error);
            toastFailure(ADMIN_TEXT.toast.createFailure, result.error);
          }
        }}
      />
    </section>
  );
}
