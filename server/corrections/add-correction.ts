import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { articles, contactMessages, corrections } from '../db/schema.ts';
import type { Correction, CorrectionInput } from '#common/contracts/corrections.ts';
import { AppError } from '../errors.ts';
import { presentCorrection } from './list-corrections.ts';

/**
 * An editor's correction of a story: a dated line under the story and in the public list of corrections. When
 * it answers a reader's error report on that story, the report is marked handled in the same transaction. The
 * story's cached answers are cleared by the database's notification (migration 0017).
 */
export async function addCorrection(
  db: Database,
  articleId: number,
  input: CorrectionInput,
): Promise<Correction> {
  return db.transaction(async (tx) => {
    const [article] = await tx.select({ id: articles.id }).from(articles).where(eq(articles.id, articleId));
    if (!article) throw new AppError('not_found', `No article has the id ${articleId}`);
    if (input.reportId !== undefined) {
      const [report] = await tx
        .update(contactMessages)
        .set({ handledAt: new Date() })
        .where(
          and(
            eq(contactMessages.id, input.reportId),
            eq(contactMessages.kind, 'error-report'),
            eq(contactMessages.articleId, articleId),
          ),
        )
        .returning({ id: contactMessages.id });
      if (!report)
        throw new AppError('not_found', `No error report ${input.reportId} is about article ${articleId}`);
    }
    const [row] = await tx
      .insert(corrections)
      .values({ articleId, language: input.language, text: input.text, reportId: input.reportId ?? null })
      .returning();
    return presentCorrection(row!);
  });
}
