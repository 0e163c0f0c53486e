import type { Article, ArticleDetail, BreakingArticle } from '#common/contracts/article.ts';
import type { ListNewsQuery } from '#common/contracts/news-query.ts';
import type { TopStory } from '#common/contracts/top-stories.ts';
import type { Language } from '#common/languages.ts';
import { listQuery } from '../reader-languages.ts';
import { fetchJson } from './request.ts';

// The public news reads of the API (server/news/news.routes.ts). Lists are read in the reader's languages as
// this device keeps them (app/lib/reader-languages.ts), which the server's own drawing does not know.

/** A page of the news list: the edition's language and what narrows it; the reader's languages are added here. */
export type NewsListRequest = Pick<ListNewsQuery, 'language'> &
  Partial<Pick<ListNewsQuery, 'search' | 'date' | 'limit' | 'offset' | 'category'>>;

/** GET /api/news: a page of the latest news, of a search, a category or one day. */
export function listNews({
  language,
  search,
  date,
  limit,
  offset,
  category,
}: NewsListRequest): Promise<Article[]> {
  const query = listQuery(language, {
    search,
    date,
    limit: limit?.toString(),
    offset: offset?.toString(),
    category,
  });
  return fetchJson<Article[]>(`/api/news?${query}`);
}

/** GET /api/news/breaking: the edition's breaking news, newest first. */
export function listBreakingNews(language: Language): Promise<BreakingArticle[]> {
  return fetchJson<BreakingArticle[]>(`/api/news/breaking?${listQuery(language)}`);
}

/** GET /api/news/top: the edition's top stories, most widely reported first. */
export function listTopStories(language: Language): Promise<TopStory[]> {
  return fetchJson<TopStory[]>(`/api/news/top?${listQuery(language)}`);
}

/** GET /api/news/{slug}: an article whole, its text chosen for the edition's language. */
export function getArticle(slug: string, language: Language): Promise<ArticleDetail> {
  return fetchJson<ArticleDetail>(
    `/api/news/${encodeURIComponent(slug)}?${new URLSearchParams({ language })}`,
  );
}

/** GET /api/news/{slug}/related: the articles related to one, in the reader's languages. */
export function listRelatedNews(slug: string, language: Language): Promise<Article[]> {
  return fetchJson<Article[]>(`/api/news/${encodeURIComponent(slug)}/related?${listQuery(language)}`);
}
