import type { Article } from '#common/contracts/article.ts';
import type { Correction } from '#common/contracts/corrections.ts';
import { shortenAtWord } from '#common/text/shorten-at-word.ts';

/** The longest `headline` a NewsArticle carries: the 110 characters Google's structured-data checks hold articles to. */
export const HEADLINE_MAX_CHARACTERS = 110;

/**
 * schema.org NewsArticle data for search engines: the picture in the three shapes Google asks for (16:9, 4:3,
 * 1:1), the publisher with a raster logo, and the canonical page as the main entity. The headline is cut at a
 * word to fit HEADLINE_MAX_CHARACTERS; the full title stays in `name`. The editors' corrections, if any, are its
 * `correction`s (schema.org CorrectionComment), each in the language it was written in.
 */
export function newsArticleJsonLd(input: {
  article: Pick<Article, 'publishedAt' | 'updatedAt' | 'originalUrl'>;
  title: string;
  summary: string;
  /** The language of the text shown. */
  language: string;
  authorName: string | null;
  /** The canonical address of the page. */
  url: string;
  siteName: string;
  siteUrl: string;
  /** The category's name in the page's language. */
  categoryName: string;
  /** Picture addresses (paths or absolute), widest first. */
  images: readonly string[];
  corrections?: readonly Correction[];
}) {
  const { article } = input;
  const publisher = {
    '@type': 'Organization',
    name: input.siteName,
    url: input.siteUrl,
    logo: { '@type': 'ImageObject', url: `${input.siteUrl}/icons/icon-512.png`, width: 512, height: 512 },
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: shortenAtWord(input.title, HEADLINE_MAX_CHARACTERS, input.language),
    name: input.title,
    description: input.summary,
    inLanguage: input.language,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    url: input.url,
    image: input.images.map((image) => new URL(image, input.siteUrl).toString()),
    articleSection: input.categoryName,
    // Every summary is free to read, whatever the publisher's own access.
    isAccessibleForFree: true,
    author: input.authorName ? { '@type': 'Person', name: input.authorName } : publisher,
    publisher,
    ...(article.originalUrl ? { isBasedOn: article.originalUrl } : {}),
    ...(input.corrections?.length
      ? {
          correction: input.corrections.map((c) => ({
            '@type': 'CorrectionComment',
            text: c.text,
            datePublished: c.correctedAt,
            inLanguage: c.language,
          })),
        }
      : {}),
  };
}
