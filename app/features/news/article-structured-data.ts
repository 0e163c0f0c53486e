import type { Article } from '../../../common/contracts/article.ts';

/** schema.org NewsArticle data for search engines. */
export function newsArticleJsonLd(input: {
  article: Article;
  title: string;
  summary: string;
  language: string;
  authorName: string | null;
  url: string;
  siteName: string;
  siteUrl: string;
}) {
  const { article } = input;
  const image = article.thumbnailSocial
    ? new URL(article.thumbnailSocial, input.siteUrl).toString()
    : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: input.title,
    description: input.summary,
    inLanguage: input.language,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    mainEntityOfPage: input.url,
    url: input.url,
    ...(image ? { image: [image] } : {}),
    articleSection: article.category,
    author: input.authorName
      ? { '@type': 'Person', name: input.authorName }
      : { '@type': 'Organization', name: input.siteName, url: input.siteUrl },
    publisher: {
      '@type': 'Organization',
      name: input.siteName,
      url: input.siteUrl,
      logo: { '@type': 'ImageObject', url: `${input.siteUrl}/icon.svg` },
    },
    ...(article.originalUrl ? { isBasedOn: article.originalUrl } : {}),
  };
}
