import { isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { articles, images, imageVariants } from '../db/schema.ts';

/**
 * The articles whose pictures pages would miss: those with no picture (the demo edition's on a first start), and
 * those whose picture lacks its medium size or has not had its AVIF copies tried (stored before those existed).
 * Each is given them by the draw-title-card job (prepareArticleImage).
 */
export async function articlesMissingPictures(db: Database): Promise<number[]> {
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(
      or(
        isNull(articles.imageId),
        sql`exists (select 1 from ${images} i where i.id = ${articles.imageId} and i.avif_checked_at is null)`,
        sql`not exists (select 1 from ${imageVariants} v where v.image_id = ${articles.imageId} and v.variant = 'medium')`,
      ),
    );
  return rows.map((row) => row.id);
}
