import { Suspense } from 'react';
import { Await, Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { CardArticle } from '#common/contracts/article.ts';
import type { Language } from '#common/languages.ts';
import { articleHeadline } from '../../lib/article-text.ts';
import { formatShortDate } from '../../lib/format-date.ts';
import { useReaderTimeZone } from '../../lib/use-time-zone.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { ArticleThumbnail } from './article-thumbnail.tsx';
import { CategoryBadge } from './category-badge.tsx';
import { TextLanguageLabel } from './text-language-label.tsx';

const RELATED_SKELETONS = 4;
const PREVIEW_LENGTH = 120;

// The loading grid and the loaded one are both in a streamed page until the swap: each has its own id.
function RelatedGrid({
  children,
  title,
  titleId,
}: {
  children: React.ReactNode;
  title: string;
  titleId: string;
}) {
  return (
    <section aria-labelledby={titleId} className="mt-12">
      <h2 id={titleId} className="mb-4 text-2xl font-bold">
        {title}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">{children}</div>
    </section>
  );
}

function RelatedCard({ article, language }: { article: CardArticle; language: Language }) {
  const { t } = useTranslation('news');
  const timeZone = useReaderTimeZone();
  const { title, summary, translation } = articleHeadline(article, language, {
    noTitle: t('card.noTitle'),
    noSummary: t('card.noSummary'),
  });
  const textLanguage = translation?.language ?? language;
  const chars = [...summary];
  const preview = chars.length > PREVIEW_LENGTH ? chars.slice(0, PREVIEW_LENGTH).join('') + '…' : summary;
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <ArticleThumbnail
        articleId={article.id}
        src={article.thumbnailSmall}
        title={title}
        category={article.category}
      />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className="flex flex-wrap items-center gap-2">
          <CategoryBadge category={article.category} />
          <TextLanguageLabel textLanguage={textLanguage} language={language} />
        </div>
        <h3 className="font-semibold leading-snug" lang={textLanguage}>
          <Link
            to={`/${language}/news/${article.slug}`}
            prefetch="intent"
            className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-blue-600"
          >
            {title}
          </Link>
        </h3>
        <p className="text-sm text-slate-700 dark:text-slate-300" lang={textLanguage}>
          {preview}
        </p>
        <time dateTime={article.publishedAt} className="mt-auto text-xs text-slate-600 dark:text-slate-400">
          {formatShortDate(article.publishedAt, language, timeZone)}
        </time>
      </div>
    </article>
  );
}

/** Related articles: 4 skeletons while they load; nothing when there are none or they failed. */
export function RelatedArticles({
  related,
  language,
}: {
  related: Promise<CardArticle[]>;
  language: Language;
}) {
  const { t } = useTranslation('news');
  return (
    <Suspense
      fallback={
        <RelatedGrid title={t('article.related')} titleId="related-loading-title">
          {Array.from({ length: RELATED_SKELETONS }, (_, i) => (
            <div key={i} className="space-y-2" data-testid="related-skeleton">
              <Skeleton className="aspect-video w-full" />
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          ))}
        </RelatedGrid>
      }
    >
      <Await resolve={related} errorElement={null}>
        {(articles) =>
          articles.length === 0 ? null : (
            <RelatedGrid title={t('article.related')} titleId="related-title">
              {articles.map((a) => (
                <RelatedCard key={a.id} article={a} language={language} />
              ))}
            </RelatedGrid>
          )
        }
      </Await>
    </Suspense>
  );
}
