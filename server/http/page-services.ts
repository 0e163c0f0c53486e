import type { ArticleDetail, CardArticle } from '#common/contracts/article.ts';
import type { ArchiveDay } from '#common/contracts/archive.ts';
import type { ListNewsQuery } from '#common/contracts/news-query.ts';
import type { Language } from '#common/languages.ts';
import type { AboutFacts, ContactFacts, SocialLink } from '#common/contracts/site-settings.ts';
import type { AccuracyFigures } from '#common/contracts/accuracy.ts';
import type { CorrectionList } from '#common/contracts/corrections.ts';
import type { AnalyticsConfig } from '../config.ts';
import type { HomePage } from '../news/load-home-page.ts';

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
  /** The home page's list, breaking banner and archive days, read together. */
  homePage(query: ListNewsQuery): Promise<HomePage>;
  /** An article with its related articles (as cards), read together; null when no article has the slug. */
  articlePage(
    slug: string,
    language: Language,
  ): Promise<{ article: ArticleDetail; related: CardArticle[] } | null>;
  listArchiveDays(language: Language): Promise<ArchiveDay[]>;
  /** The measured accuracy of the last 30 days (the accuracy page). */
  accuracy(): Promise<AccuracyFigures>;
  /** The public list of corrections, titles in `language` where the story has it. */
  listCorrections(language: Language): Promise<CorrectionList>;
  /** The operator's contact details in `language` and social links (site settings, kept in memory until changed). */
  siteFacts(language: Language): Promise<{ contact: ContactFacts; socialLinks: SocialLink[] }>;
  /** The About page's statements with the site's own counts and measurements. */
  aboutFacts(): Promise<AboutFacts>;
}

/** What a page loader logs through: the request's logger, each line carrying the request's id. */
export interface PageLogger {
  error(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}

/** The levels a page loader logs at. */
export type PageLogLevel = keyof PageLogger;

/**
 * React Router's load context for one request: the page services and the request's logger, which loaders log
 * through (never the console), so a failed read is found by the request id the reader was answered with.
 */
export interface PageLoadContext extends PageServices {
  logger: PageLogger;
}

/** The services a page loader calls; a render thread asks the main thread for each by this name. */
export const PAGE_SERVICE_CALLS = [
  'listNews',
  'homePage',
  'articlePage',
  'listArchiveDays',
  'accuracy',
  'listCorrections',
  'siteFacts',
  'aboutFacts',
] as const;

export type PageServiceCall = (typeof PAGE_SERVICE_CALLS)[number];

/** What page services are besides their calls: plain settings, copied to each render thread. */
export type PageSiteSettings = Omit<PageServices, PageServiceCall>;
