import { desc, eq, inArray, and } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { articles, articleTranslations } from '../db/schema.ts';
import type { BreakingArticle } from '#common/contracts/article.ts';
import type { Language } from '#common/languages.ts';
import { loadArticles } from './load-articles.ts';
import { readableIn } from './readable-in.ts';
import { recordCacheTags } from '../cache/cache-tags.ts';

const BREAKING_LIMIT = 10;
const LEGACY_TITLE_LANGUAGES = ['ko', 'ja', 'es', 'de', 'fr'] as const;

/** The ids of the breaking articles readable in the language (or the reader's languages), newest first. */
export async function breakingIds(
  db: Database,
  language: Language,
  limit: number,
  languages?: readonly Language[],
): Promise<number[]> {
  recordCacheTags('breaking');
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.isBreaking, true), readableIn(language, languages)))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Breaking articles readable in the language (or the reader's languages, see readableLanguages), newest first,
 * with the legacy per-language title fields (spec).
 */
export async function listBreaking(
  db: Database,
  language: Language,
  languages?: readonly Language[],
): Promise<BreakingArticle[]> {
  const ids = await breakingIds(db, language, BREAKING_LIMIT, languages);
  const [list, legacy] = await Promise.all([
    loadArticles(db, ids, language),
    ids.length
      ? db
          .select({
            articleId: articleTranslations.articleId,
            language: articleTranslations.language,
            title: articleTranslations.title,
          })
          .from(articleTranslations)
          .where(
            and(
              inArray(articleTranslations.articleId, ids),
              inArray(articleTranslations.language, [...LEGACY_TITLE_LANGUAGES]),
            ),
          )
      : Promise.resolve([]),
  ]);
  const title = (id: number, lang: string) =>
    legacy.find((t) => t.articleId === id && t.language === lang)?.title ?? null;
  return list.map((a) => ({
    ...a,
    titleKo: title(a.id, 'ko'),
    titleJa: title(a.id, 'ja'),
    titleEs: title(a.id, 'es'),
    titleDe: title(a.id, 'de'),
    titleFr: title(a.id, 'fr'),
  }));
}
