import type { CardArticle } from '#common/contracts/article.ts';
import type { Language } from '#common/languages.ts';
import { ArticleCard } from './article-card.tsx';

/**
 * Headline cards in 1, 2 or 3 columns by width; the first row's pictures load at once, the rest lazily. Their
 * titles are h3 under a section's h2, or h2 right under the page's h1 (headingLevel).
 */
export function ArticleGrid({
  articles,
  language,
  now,
  headingLevel,
}: {
  articles: CardArticle[];
  language: Language;
  now: Date;
  headingLevel?: 2 | 3;
}) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article, index) => (
        <ArticleCard
          key={article.slug}
          article={article}
          language={language}
          now={now}
          eagerImage={index < 3}
          headingLevel={headingLevel}
        />
      ))}
    </div>
  );
}
