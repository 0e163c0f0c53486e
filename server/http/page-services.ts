import type { ArticleDetail, CardArticle } from '../../common/contracts/article.ts';
import type { ArchiveDay } from '../../common/contracts/archive.ts';
import type { ListNewsQuery } from '../../common/contracts/news-query.ts';
import type { Language } from '../../common/languages.ts';
import type { AnalyticsConfig } from '../config.ts';

/**
 * What page loaders may call on the server: the same use cases as the API, bound to the database. Passed to
 * React Router as its load context, so the UI bundle never imports server code.
 */
export interface PageServices {
  siteName: string;
  siteUrl: string;
  contactEmail: string;
  /** A configured third-party analytics script, or null. */
  analytics: AnalyticsConfig | null;
  /** Lists come as cards: pages never show a listed article's body. */
  listNews(query: ListNewsQuery): Promise<CardArticle[]>;
  /** The newest breaking article readable in the language (the home page's banner), or null. */
  newestBreaking(language: Language): Promise<CardArticle | null>;
  getArticle(slug: string, language: Language): Promise<ArticleDetail | null>;
  listRelated(slug: string, language: Language): Promise<CardArticle[]>;
  listArchiveDays(language: Language): Promise<ArchiveDay[]>;
}
