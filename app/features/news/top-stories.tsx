import { Users } from '../../ui/icons.tsx';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { CardTopStory } from '#common/contracts/top-stories.ts';
import type { Language } from '#common/languages.ts';
import { articleHeadline } from '../../lib/article-text.ts';
import { ArticleThumbnail } from './article-thumbnail.tsx';
import { CategoryBadge } from './category-badge.tsx';
import { RelativeTime } from './relative-time.tsx';
import { TextLanguageLabel } from './text-language-label.tsx';

/** "12 publishers · 4 languages" (the languages only when more than one): how widely a story was told. */
function Reach({ story }: { story: CardTopStory }) {
  const { t } = useTranslation('news');
  const publishers = t('topStories.publishers', { count: story.publisherCount });
  const line =
    story.languageCount > 1
      ? t('topStories.reach', {
          publishers,
          languages: t('topStories.languages', { count: story.languageCount }),
        })
      : publishers;
  return (
    <p className="inline-flex items-center gap-1.5 text-xs font-medium text-slate-600 dark:text-slate-400">
      <Users className="size-3.5" aria-hidden="true" />
      {line}
    </p>
  );
}

function StoryLink({ path, title, className }: { path: string; title: string; className?: string }) {
  return (
    <Link
      to={path}
      prefetch="intent"
      className={`rounded hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 ${className ?? ''}`}
    >
      {title}
    </Link>
  );
}

/** The lead story: a large picture, the headline and summary. */
function LeadStory({ story, language, now }: { story: CardTopStory; language: Language; now: Date }) {
  const { t } = useTranslation('news');
  const { title, summary, translation } = articleHeadline(story, language, {
    noTitle: t('card.noTitle'),
    noSummary: t('card.noSummary'),
  });
  const path = `/${language}/news/${story.slug}`;
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm lg:col-span-3 dark:border-slate-800 dark:bg-slate-900">
      <Link to={path} prefetch="intent" tabIndex={-1} aria-hidden="true">
        <ArticleThumbnail
          articleId={story.id}
          src={story.thumbnailSmall}
          medium={story.thumbnailMedium}
          large={story.imageUrl}
          avif={story.imageAvifUrl}
          title={title}
          category={story.category}
          sizes="(min-width: 1024px) 680px, 100vw"
          eager
        />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
          <CategoryBadge category={story.category} />
          <RelativeTime iso={story.publishedAt} now={now} />
          <TextLanguageLabel textLanguage={translation?.language ?? language} language={language} />
        </div>
        <h3
          className="text-2xl leading-tight font-bold text-slate-900 md:text-3xl dark:text-slate-50"
          lang={translation?.language}
        >
          <StoryLink path={path} title={title} />
        </h3>
        <p
          className="line-clamp-4 leading-relaxed text-slate-700 dark:text-slate-300"
          lang={translation?.language}
        >
          {summary}
        </p>
        <Reach story={story} />
      </div>
    </article>
  );
}

/** A smaller top story: a small picture beside its category, time, headline and reach. */
function SmallStory({ story, language, now }: { story: CardTopStory; language: Language; now: Date }) {
  const { t } = useTranslation('news');
  const { title, translation } = articleHeadline(story, language, {
    noTitle: t('card.noTitle'),
    noSummary: t('card.noSummary'),
  });
  const path = `/${language}/news/${story.slug}`;
  return (
    <li>
      <article className="flex gap-3 rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900">
        <Link to={path} prefetch="intent" tabIndex={-1} aria-hidden="true" className="w-24 shrink-0 sm:w-32">
          <ArticleThumbnail
            articleId={story.id}
            src={story.thumbnailSmall}
            title={title}
            category={story.category}
            sizes="128px"
            className="rounded-md"
          />
        </Link>
        <div className="min-w-0 space-y-1.5">
          <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
            <CategoryBadge category={story.category} />
            <RelativeTime iso={story.publishedAt} now={now} />
            <TextLanguageLabel textLanguage={translation?.language ?? language} language={language} />
          </div>
          <h3 className="leading-snug font-semibold" lang={translation?.language}>
            <StoryLink path={path} title={title} />
          </h3>
          <Reach story={story} />
        </div>
      </article>
    </li>
  );
}

/**
 * The edition's top stories of the last day, above the latest news: the most reported first, drawn large, the
 * others beside it. Nothing at all without stories (the server sends none when fewer than two qualify).
 */
export function TopStories({
  stories,
  language,
  now,
}: {
  stories: CardTopStory[];
  language: Language;
  now: Date;
}) {
  const { t } = useTranslation('news');
  const [lead, ...others] = stories;
  if (!lead) return null;
  return (
    <section className="mx-auto max-w-6xl px-4 pt-8" aria-labelledby="top-stories-title">
      <h2 id="top-stories-title" className="mb-4 text-2xl font-bold">
        {t('topStories.heading')}
      </h2>
      <div className="grid gap-6 lg:grid-cols-5">
        <LeadStory story={lead} language={language} now={now} />
        {others.length > 0 && (
          <ul className="flex flex-col gap-3 lg:col-span-2">
            {others.map((story) => (
              <SmallStory key={story.id} story={story} language={language} now={now} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
