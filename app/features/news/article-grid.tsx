import type { CardArticle } from '../../../common/contracts/article.ts';
import type { Language } from '../../../common/languages.ts';
import { ArticleCard } from './article-card.tsx';

/** Headline cards in 1, 2 or 3 columns by width; the first row's pictures load at once, the rest lazily. */
export function ArticleGrid({
  articles,
  language,
  now,
}: {
  articles: CardArticle[];
  language: Language;
  now: Date;
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
        />
      ))}
    </div>
  );
}
