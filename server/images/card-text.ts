import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { articles, articleTranslations } from '../db/schema.ts';
import { languageFallbackChain, type Language } from '#common/languages.ts';

/** What a title card of an article shows in a page language, before the category is named in that language. */
export interface CardText {
  title: string;
  /** The language the title is written in (its font), which may differ from the page's. */
  titleLanguage: string;
  category: string;
}

/**
 * The translation whose title a page in `language` shows: the pages' fallback chain (languageFallbackChain, as
 * app/lib/article-text.ts walks it), then the original language's, else any.
 */
export function pickCardTranslation<T extends { language: string }>(
  rows: readonly T[],
  language: Language,
  originalLanguage: string,
): T | undefined {
  for (const code of [...languageFallbackChain(language), originalLanguage]) {
    const found = rows.find((r) => r.language === code);
    if (found) return found;
  }
  return rows[0];
}

/** Loads what an article's title card shows in a page language; null when the article has no text at all. */
export async function loadCardText(
  db: Database,
  articleId: number,
  language: Language,
): Promise<CardText | null> {
  const rows = await db
    .select({
      language: articleTranslations.language,
      title: articleTranslations.title,
      category: articles.category,
      originalLanguage: articles.originalLanguage,
    })
    .from(articles)
    .innerJoin(articleTranslations, eq(articleTranslations.articleId, articles.id))
    .where(eq(articles.id, articleId));
  const row = pickCardTranslation(rows, language, rows[0]?.originalLanguage ?? 'en');
  return row ? { title: row.title.trim(), titleLanguage: row.language, category: row.category } : null;
}
