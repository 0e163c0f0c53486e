import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { articles } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { deleteImageIfUnused } from './article-parts.ts';

/** Deletes an article with its translations, source analysis and (when no other article uses it) its picture. */
export async function deleteArticle(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(articles)
      .where(eq(articles.id, id))
      .returning({ imageId: articles.imageId });
    if (!row) throw new AppError('not_found', `No article has the id ${id}`);
    if (row.imageId !== null) await deleteImageIfUnused(tx, row.imageId, id);
  });
}
