import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { corrections } from '../db/schema.ts';
import { queryRows } from '../db/query-rows.ts';
import type { Correction, CorrectionList } from '#common/contracts/corrections.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#common/languages.ts';
import { recordArticlesShown, recordCacheTags } from '../cache/cache-tags.ts';

/** The newest corrections the public list shows. */
const LISTED = 100;

export function presentCorrection(row: typeof corrections.$inferSelect): Correction {
  return {
    id: row.id,
    language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
    text: row.text,
    correctedAt: row.correctedAt.toISOString(),
  };
}

/** A story's corrections, newest first (its page shows them under the text). */
export async function loadArticleCorrections(db: Database, articleId: number): Promise<Correction[]> {
  const rows = await db
    .select()
    .from(corrections)
    .where(eq(corrections.articleId, articleId))
    .orderBy(desc(corrections.correctedAt), desc(corrections.id));
  return rows.map(presentCorrection);
}

/**
 * The public list of corrections, newest first, each with its story's title in `language`, else English, else
 * any language the story has. A story that has no text left is not listed.
 */
export async function listCorrections(db: Database, language: Language): Promise<CorrectionList> {
  const rows = await queryRows<{
    id: number;
    article_id: number;
    language: string;
    text: string;
    corrected_at: Date | string;
    slug: string;
    title: string;
    title_language: string;
  }>(
    db,
    sql`select c.id, c.article_id, c.language, c.text, c.corrected_at, a.slug, t.title,
          t.language as title_language
        from corrections c
        join articles a on a.id = c.article_id
        join lateral (
          select title, language from article_translations
          where article_id = a.id
          order by case language when ${language} then 0 when ${DEFAULT_LANGUAGE} then 1 else 2 end, language
          limit 1
        ) t on true
        order by c.corrected_at desc, c.id desc
        limit ${LISTED}`,
  );
  // The list changes when a correction is added (the database announces `lists`) or a listed story changes.
  recordCacheTags('lists');
  recordArticlesShown(rows.map((row) => Number(row.article_id)));
  return {
    items: rows.map((row) => ({
      id: Number(row.id),
      language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
      text: row.text,
      correctedAt: new Date(row.corrected_at).toISOString(),
      slug: row.slug,
      title: row.title,
      titleLanguage: isLanguage(row.title_language) ? row.title_language : DEFAULT_LANGUAGE,
    })),
  };
}
