import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { articleTranslations } from '../db/schema.ts';
import type { Article, EditableArticle } from '#common/contracts/article.ts';
import { isLanguage, LANGUAGES } from '#common/languages.ts';
import { AppError } from '../errors.ts';
import { loadArticles } from './load-articles.ts';

export type { EditableArticle };

/** Loads one article by id with all its translations (in the order of the 11 languages); 404 when missing. */
export async function loadArticleForEditing(db: Database, id: number): Promise<EditableArticle> {
  const [article] = await loadArticles(db, [id], 'en');
  if (!article) throw new AppError('not_found', `No article has the id ${id}`);
  const rows = await db
    .select()
    .from(articleTranslations)
    .where(eq(articleTranslations.articleId, id))
    .orderBy(asc(articleTranslations.id));
  const translations = rows
    .map((r) => ({
      language: r.language as Article['translations'][number]['language'],
      title: r.title,
      summary: r.summary,
      content: r.content,
      authorName: r.authorName,
      authorAvatarUrl: r.authorAvatarUrl,
      authorCredentials: r.authorCredentials,
    }))
    .sort((a, b) => LANGUAGES.indexOf(a.language) - LANGUAGES.indexOf(b.language));
  const provenance = rows.map((r) => ({
    language: r.language as Article['translations'][number]['language'],
    origin: r.origin,
    model: r.model,
    promptVersion: r.promptVersion,
    sourceLanguage: isLanguage(r.sourceLanguage) ? r.sourceLanguage : null,
    madeAt: r.machineAt?.toISOString() ?? null,
  }));
  return { ...article, translations, provenance };
}
