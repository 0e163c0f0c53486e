import type {
  AdminArticlePage,
  AdminArticleQuerySchema,
  Article,
  CreateArticleInput,
  EditableArticle,
  PatchArticleInput,
} from '#common/contracts/article.ts';
import type { GenerateThumbnailInput } from '#common/contracts/thumbnails.ts';
import type { z } from '#common/contracts/zod.ts';
import { pathSegment, toQueryString } from './query-string.ts';
import { fetchJson } from './request.ts';

/** What the admin's article list asks for; what is left out takes the API's default. */
export type AdminArticleQuery = Partial<z.infer<typeof AdminArticleQuerySchema>>;

/** GET /api/admin/articles: every article newest first, searched by slug or title, a page at a time. */
export function listAdminArticles(query: AdminArticleQuery = {}): Promise<AdminArticlePage> {
  return fetchJson<AdminArticlePage>(`/api/admin/articles${toQueryString(query)}`);
}

/** GET /api/admin/articles/{id}: an article as the editor edits it, every translation and its provenance. */
export function getEditableArticle(id: number): Promise<EditableArticle> {
  return fetchJson<EditableArticle>(`/api/admin/articles/${pathSegment(id)}`);
}

/** POST /api/news: a new article with its translations and picture. */
export function createArticle(input: CreateArticleInput): Promise<Article> {
  return fetchJson<Article>('/api/news', { method: 'POST', body: JSON.stringify(input) });
}

/** PATCH /api/news/{id}: only what changes; the fields the input leaves out are kept. */
export function updateArticle(id: number, input: PatchArticleInput): Promise<Article> {
  return fetchJson<Article>(`/api/news/${pathSegment(id)}`, { method: 'PATCH', body: JSON.stringify(input) });
}

/** DELETE /api/news/{id}: the article, its translations and its picture. */
export async function deleteArticle(id: number): Promise<void> {
  await fetchJson<unknown>(`/api/news/${pathSegment(id)}`, { method: 'DELETE' });
}

/** POST /api/thumbnails/generate/{id}: draws the article's title card (over its picture if forced). */
export async function generateThumbnail(
  id: number,
  input: Partial<GenerateThumbnailInput> = {},
): Promise<void> {
  await fetchJson<unknown>(`/api/thumbnails/generate/${pathSegment(id)}`, {
    method: 'POST',
    body: JSON.stringify(input),
  });
}
