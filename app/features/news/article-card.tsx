import { Clock } from '../../ui/icons.tsx';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { CardArticle } from '#common/contracts/article.ts';
import type { Language } from '#common/languages.ts';
import { articleHeadline } from '../../lib/article-text.ts';
import { ArticleThumbnail } from './article-thumbnail.tsx';
import { AuthorLine } from './author-line.tsx';
import { CategoryBadge } from './category-badge.tsx';
import { RelativeTime } from './relative-time.tsx';
import { SaveButton } from './save-button.tsx';
import { ShareButton } from './share-button.tsx';
import { TextLanguageLabel } from './text-language-label.tsx';

/**
 * A headline card: picture, category, time, title, summary, reading time, share and save, author; a label
 * when its text is in another language than the page's. Its title is a level below the heading it sits under:
 * h3 under the home page's section headings, h2 where the cards come right after the page's h1.
 */
export function ArticleCard({
  article,
  language,
  now,
  eagerImage = false,
  headingLevel = 3,
}: {
  article: CardArticle;
  language: Language;
  now: Date;
  eagerImage?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation('news');
  const { title, summary, translation } = articleHeadline(article, language, {
    noTitle: t('card.noTitle'),
    noSummary: t('card.noSummary'),
  });
  const path = `/${language}/news/${article.slug}`;
  const textLanguage = translation?.language ?? language;
  return (
    <article className="group flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md dark:border-slate-800 dark:bg-slate-900">
      <Link to={path} prefetch="intent" tabIndex={-1} aria-hidden="true">
        <ArticleThumbnail
          articleId={article.id}
          src={article.thumbnailSmall}
          medium={article.thumbnailMedium}
          large={article.imageUrl}
          title={title}
          category={article.category}
          eager={eagerImage}
        />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
          <CategoryBadge category={article.category} />
          <RelativeTime iso={article.publishedAt} now={now} />
          <TextLanguageLabel textLanguage={textLanguage} language={language} />
        </div>
        <Heading
          className="text-lg font-semibold leading-snug text-slate-900 dark:text-slate-50"
          lang={textLanguage}
        >
          <Link
            to={path}
            prefetch="intent"
            className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-blue-600"
          >
            {title}
          </Link>
        </Heading>
        <p
          className="line-clamp-3 text-sm leading-relaxed text-slate-700 dark:text-slate-300"
          lang={textLanguage}
        >
          {summary}
        </p>
        <div className="mt-auto flex items-center justify-between gap-2 pt-1">
          <span className="inline-flex items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
            <Clock className="size-3.5" aria-hidden="true" />
            {t('card.readingTime', { count: article.readingTime })}
          </span>
          <span className="flex items-center">
            <ShareButton title={title} text={summary} path={path} compact />
            <SaveButton article={article} title={title} compact />
          </span>
        </div>
        <AuthorLine translation={translation} />
      </div>
    </article>
  );
}

/** The compact card: a row with a small picture, category, title and date, labelled as ArticleCard is. */
export function ArticleCardCompact({
  article,
  language,
  now,
  previewLength,
}: {
  article: CardArticle;
  language: Language;
  now: Date;
  previewLength?: number;
}) {
  const { t } = useTranslation('news');
  const { title, summary, translation } = articleHeadline(article, language, {
    noTitle: t('card.noTitle'),
    noSummary: t('card.noSummary'),
  });
  const textLanguage = translation?.language ?? language;
  const preview =
    previewLength && [...summary].length > previewLength
      ? [...summary].slice(0, previewLength).join('') + '…'
      : summary;
  return (
    <article className="flex gap-3 rounded-lg p-2 hover:bg-slate-50 dark:hover:bg-slate-900">
      <Link
        to={`/${language}/news/${article.slug}`}
        prefetch="intent"
        tabIndex={-1}
        aria-hidden="true"
        className="w-28 shrink-0 sm:w-36"
      >
        <ArticleThumbnail
          articleId={article.id}
          src={article.thumbnailSmall}
          title={title}
          category={article.category}
          className="rounded-md"
        />
      </Link>
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
          <CategoryBadge category={article.category} />
          <RelativeTime iso={article.publishedAt} now={now} />
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
        {previewLength !== undefined && (
          <p className="text-sm text-slate-700 dark:text-slate-300" lang={textLanguage}>
            {preview}
          </p>
        )}
      </div>
    </article>
  );
}
