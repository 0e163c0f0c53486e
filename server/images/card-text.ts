import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { articles, articleTranslations } from '../db/schema.ts';

/** What a title card of an article shows in a page language, before the category is named in that language. */
export interface CardText {
  title: string;
  /** The language the title is written in (its font), which may differ from the page's. */
  titleLanguage: string;
  category: string;
}

/**
 * The translation whose title a page in `language` shows: its own, else English, else the original language's
 * (the pages' fallback chain), else any.
 */
export function pickCardTranslation<T extends { language: string }>(
  rows: readonly T[],
  language: string,
  originalLanguage: string,
): T | undefined {
  return (
    rows.find((r) => r.language === language) ??
    rows.find((r) => r.language === 'en') ??
    rows.find((r) => r.language === originalLanguage) ??
    rows[0]
  );
}

/** Loads what an article's title card shows in a page language; null when the article has no text at all. */
export async function loadCardText(
  db: Database,
  articleId: number,
  language: string,
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
