import { ArrowLeft, Clock, Zap } from '../../ui/icons.tsx';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Link, redirect, useNavigate, useRevalidator } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { CardArticle } from '#common/contracts/article.ts';
import { LANGUAGE_ENTRIES, type Language } from '#common/languages.ts';
import { getArticle, listRelatedNews } from '../../lib/api/news.ts';
import { articleHeadline } from '../../lib/article-text.ts';
import { languageNameInSentence } from '../../lib/format-names.ts';
import { readerLanguagesParam } from '../../lib/reader-languages.ts';
import { useRecordRead } from '../../lib/reading-history-recorder.ts';
import { answerWithOutcome } from '../../lib/page-status.ts';
import { routeLanguage } from '../../lib/route-language.ts';
import { formatPublishedAt } from '../../lib/format-date.ts';
import { useReaderTimeZone } from '../../lib/use-time-zone.ts';
import { Button } from '../../ui/button.tsx';
import { ArticleBody } from '../../features/news/article-body.tsx';
import { ArticleThumbnail } from '../../features/news/article-thumbnail.tsx';
import { AuthorLine } from '../../features/news/author-line.tsx';
import { CategoryBadge } from '../../features/news/category-badge.tsx';
import { NewsroomCard } from '../../features/news/newsroom-card.tsx';
import { RelatedArticles } from '../../features/news/related-articles.tsx';
import { SaveButton } from '../../features/news/save-button.tsx';
import { ShareButton } from '../../features/news/share-button.tsx';
import { SourceBox } from '../../features/news/source-box.tsx';
import { StorySources } from '../../features/news/story-sources.tsx';
import { ProvenanceLine } from '../../features/news/provenance-line.tsx';
import { ReportErrorButton } from '../../features/corrections/report-error-button.tsx';
import { newsArticleJsonLd } from '../../features/news/article-structured-data.ts';
import { pageMeta, siteMeta } from '../../features/site/seo.ts';
import {
  articlePreviewPath,
  PREVIEW_HEIGHT,
  PREVIEW_WIDTH,
  previewKey,
} from '#common/media/preview-images.ts';
import { metaText } from '../../i18n/translate-meta.ts';
import { useRootData } from '../../lib/root-data.ts';
import type { RootData } from '../../root.tsx';
import type { Route } from './+types/article';

const NO_RELATED = Promise.resolve([] as CardArticle[]);

// Few stories have corrections: the lines' code comes only with those that do (drawn on the server all the same).
const CorrectionLines = lazy(() =>
  import('../../features/corrections/correction-lines.tsx').then((module) => ({
    default: module.CorrectionLines,
  })),
);

export async function loader({ params, context }: Route.LoaderArgs) {
  const language = routeLanguage(params);
  // The spec shows "Article Not Found" on error as on absence; the status still tells crawlers which it was.
  const page = await context.articlePage(params.slug, language).catch((error: unknown) => {
    context.logger.error({ err: error, slug: params.slug }, 'reading an article failed');
    return undefined;
  });
  // The server reads for the edition's default languages (readerLanguages null), as everyone's cached page.
  const shown = { related: NO_RELATED, readerLanguages: null, isOffline: false };
  if (page === undefined) return answerWithOutcome({ article: null, ...shown }, 'failed');
  if (!page) return answerWithOutcome({ article: null, ...shown }, 'not found');
  const { article, related } = page;
  // The address of a story merged into this one (the same event in another language).
  if (article.slug !== params.slug) throw redirect(`/${language}/news/${article.slug}`, 301);
  // Read with the article on the server; the browser's own loads stream them in after it (skeletons until then).
  return { article, related: Promise.resolve(related), readerLanguages: null, isOffline: false };
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const language = routeLanguage(params);
  const readerLanguages = readerLanguagesParam(language);
  // Without its related articles the article still shows; their box stays empty.
  const related: Promise<CardArticle[]> = listRelatedNews(params.slug, language).catch(() => []);
  try {
    const article = await getArticle(params.slug, language);
    if (article.slug !== params.slug) return redirect(`/${language}/news/${article.slug}`);
    return { article, related, readerLanguages, isOffline: false };
  } catch (error) {
    // No answer at all (fetch fails with a TypeError) and no copy kept on this device (saved articles have
    // one, public/sw.js): the device is offline, or its network not up yet; the article is not missing.
    if (error instanceof TypeError || !navigator.onLine) {
      return { article: null, related, readerLanguages, isOffline: true };
    }
    return { article: null, related, readerLanguages, isOffline: false }; // "Article Not Found", on error as on absence
  }
}

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as RootData | undefined;
  if (!root) return [];
  const language = routeLanguage(params);
  const article = loaderData?.article;
  if (!article) {
    const titleKey = loaderData?.isOffline ? 'news:article.offlineTitle' : 'news:article.notFoundTitle';
    return [
      {
        title: `${metaText(root.language, titleKey)} | ${root.siteName}`,
      },
      { name: 'robots', content: 'noindex' },
    ];
  }
  const { title, summary, translation } = articleHeadline(article, language, {
    noTitle: root.siteName,
    noSummary: '',
  });
  const path = `/news/${article.slug}`;
  const site = siteMeta(root);
  // Shown in a language it lacks, the page points search engines at a language that has it, whose text it shows.
  const textLanguage = translation?.language ?? language;
  const canonicalLanguage = article.availableLanguages.includes(language)
    ? language
    : article.availableLanguages.includes(textLanguage)
      ? textLanguage
      : (article.availableLanguages[0] ?? language);
  const categoryName = metaText(root.language, `common:categories.${article.category}`);
  // The card shows what the page shows: the title in the text's language, the category in the page's.
  const preview = {
    url: articlePreviewPath(
      article.id,
      language,
      previewKey({ title, label: categoryName, siteName: root.siteName }),
    ),
    width: PREVIEW_WIDTH,
    height: PREVIEW_HEIGHT,
    alt: title,
  };
  const url = `${root.siteUrl}/${canonicalLanguage}${path}`;
  return [
    ...pageMeta({
      ...site,
      language,
      path,
      title,
      description: summary,
      languages: article.availableLanguages,
      canonicalLanguage,
      image: preview,
      type: 'article',
      structuredData: [
        newsArticleJsonLd({
          article,
          title,
          summary,
          language: textLanguage,
          authorName: translation?.authorName ?? null,
          url,
          siteName: root.siteName,
          siteUrl: root.siteUrl,
          categoryName,
          images: article.pictureCrops.length > 0 ? article.pictureCrops : [preview.url],
          corrections: article.corrections,
        }),
      ],
    }),
    { property: 'article:published_time', content: article.publishedAt },
    { property: 'article:modified_time', content: article.updatedAt },
    { property: 'article:section', content: categoryName },
  ];
}

/** A message in place of an article: what happened, and what the reader can do next. */
function ArticleMessage({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
    </div>
  );
}

function ArticleNotFound({ language }: { language: Language }) {
  const { t } = useTranslation('news');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <ArticleMessage title={t('article.notFoundTitle')} text={t('article.notFoundText')}>
      <Button onClick={() => (window.history.length > 1 ? void navigate(-1) : void navigate(`/${language}`))}>
        <ArrowLeft aria-hidden="true" /> {tc('actions.goBack')}
      </Button>
    </ArticleMessage>
  );
}

export default function ArticlePage({ loaderData, params }: Route.ComponentProps) {
  const language = routeLanguage(params);
  const { t } = useTranslation('news');
  const { siteName } = useRootData();
  const { article, related } = loaderData;
  const revalidator = useRevalidator();
  // The story's text, where a reader's selection is the sentence "Report an error" quotes.
  const storyRef = useRef<HTMLElement>(null);
  // The server drew the related articles for the edition's default languages; for a reader who reads others
  // the client loader reads them again, once, after hydration. (Not with clientLoader.hydrate, as the home page
  // does: with it, a page linking to an article, such as Saved, kept a route-discovery request open in Chromium.)
  const isForOtherLanguages = loaderData.readerLanguages !== readerLanguagesParam(language);
  useEffect(() => {
    if (isForOtherLanguages && revalidator.state === 'idle') void revalidator.revalidate();
  }, [isForOtherLanguages, revalidator]);
  // Kept on this device for the home page's "For you" row; nothing of it is sent.
  useRecordRead(article, language);
  if (!article && loaderData.isOffline) {
    // Asked for offline, and this device has no copy: the articles it does have (a reload tries again).
    return (
      <ArticleMessage title={t('article.offlineTitle')} text={t('article.offlineText')}>
        <Button asChild>
          <Link to={`/${language}/saved`}>{t('article.offlineSavedLink')}</Link>
        </Button>
      </ArticleMessage>
    );
  }
  if (!article) return <ArticleNotFound language={language} />;
  const { title, summary, translation } = articleHeadline(article, language, {
    noTitle: t('card.noTitle'),
    noSummary: t('card.noSummary'),
  });
  const textLanguage = translation?.language ?? language;
  const path = `/${language}/news/${article.slug}`;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <article ref={storyRef} className="mx-auto max-w-3xl" lang={textLanguage}>
        <div className="flex flex-wrap items-center justify-between gap-3" lang={language}>
          <div className="flex flex-wrap items-center gap-2">
            <CategoryBadge category={article.category} />
            {article.isBreaking && (
              <span className="inline-flex items-center gap-1 rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-bold uppercase text-white">
                <Zap className="size-3.5" aria-hidden="true" /> {t('breaking.badge')}
              </span>
            )}
          </div>
          <div className="flex items-center gap-1">
            <ShareButton title={title} text={summary} path={path} />
            <SaveButton article={article} title={title} />
          </div>
        </div>
        {textLanguage !== language && (
          <p
            className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
            lang={language}
          >
            {textLanguage === 'en'
              ? t('article.translationMissing')
              : t('article.translationMissingIn', {
                  language: languageNameInSentence(textLanguage, language),
                })}
          </p>
        )}
        <h1 className="mt-4 text-3xl font-bold leading-tight tracking-tight md:text-4xl">{title}</h1>
        <div lang={language}>
          <ProvenanceLine article={article} textLanguage={textLanguage} language={language} />
        </div>
        <div
          className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600 dark:text-slate-400"
          lang={language}
        >
          <PublishedOn iso={article.publishedAt} language={language} />
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden="true" />
            {t('card.readingTime', { count: article.readingTime })}
          </span>
        </div>
        {translation?.authorName && (
          <div className="mt-4">
            <AuthorLine translation={translation} size="md" />
          </div>
        )}
        <p className="mt-6 text-xl leading-relaxed text-slate-700 dark:text-slate-200">{summary}</p>
        {(article.imageUrl || article.thumbnailSmall) && (
          <figure className="mt-8 overflow-hidden rounded-xl">
            <ArticleThumbnail
              articleId={article.id}
              src={article.thumbnailSmall}
              medium={article.thumbnailMedium}
              large={article.imageUrl}
              avif={article.imageAvifUrl}
              title={title}
              category={article.category}
              eager
              sizes="(min-width: 768px) 768px, 100vw"
            />
          </figure>
        )}
        <div className="mt-10">
          {translation && <ArticleBody content={translation.content} language={textLanguage} />}
        </div>
        <div lang={language}>
          {article.corrections.length > 0 && (
            <Suspense fallback={null}>
              <CorrectionLines corrections={article.corrections} language={language} />
            </Suspense>
          )}
          <div className="mt-6 flex justify-end">
            <ReportErrorButton
              key={article.slug}
              slug={article.slug}
              language={language}
              storyRef={storyRef}
            />
          </div>
        </div>
        {article.availableLanguages.length > 1 && (
          <nav aria-labelledby="available-languages" className="mt-10 text-sm" lang={language}>
            <h2 id="available-languages" className="font-semibold">
              {t('article.availableIn')}
            </h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {LANGUAGE_ENTRIES.filter(
                (l) => l.code !== language && article.availableLanguages.includes(l.code),
              ).map((l) => (
                <li key={l.code}>
                  <Link
                    to={`/${l.code}/news/${article.slug}`}
                    lang={l.code}
                    hrefLang={l.code}
                    className="inline-flex items-center gap-1 rounded-full border border-slate-300 px-3 py-1 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-600 dark:hover:bg-slate-800"
                  >
                    <span aria-hidden="true">{l.flag}</span> {l.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="mt-12 space-y-6" lang={language}>
          <SourceBox
            originalUrl={article.originalUrl}
            analysis={article.sourceAnalysis}
            summary={summary}
            summaryLanguage={textLanguage}
            language={language}
            reports={article.sources}
          />
          <StorySources sources={article.sources} language={language} />
          <NewsroomCard
            siteName={siteName}
            article={article}
            textLanguage={textLanguage}
            language={language}
          />
        </div>
      </article>
      <div lang={language}>
        <RelatedArticles key={article.slug} related={related} language={language} />
      </div>
    </div>
  );
}

/**
 * "Published {{date}}" as one sentence of the catalog, so each language keeps its own word order ("{{date}}
 * 게시", "Veröffentlicht am {{date}}"); the date itself is a <time> element.
 */
function PublishedOn({ iso, language }: { iso: string; language: Language }) {
  const { t } = useTranslation('news');
  const timeZone = useReaderTimeZone();
  const valid = !Number.isNaN(Date.parse(iso));
  const mark = '\u2063';
  const [before = '', after = ''] = t('article.publishedOn', { date: mark }).split(mark);
  return (
    <span>
      {before}
      <time dateTime={iso}>
        {valid ? formatPublishedAt(iso, language, timeZone) : t('article.dateUnavailable')}
      </time>
      {after}
    </span>
  );
}
