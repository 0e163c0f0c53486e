import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { articles, contactMessages } from '../db/schema.ts';
import type { ErrorReport } from '#common/contracts/corrections.ts';
import { AppError } from '../errors.ts';

/**
 * Stores a reader's report of an error in a story for the editors' inbox, with the story and the sentence the
 * reader quoted; 404 when no story has the slug. A report with the bots' hidden field filled is dropped.
 */
export async function receiveErrorReport(db: Database, report: ErrorReport): Promise<{ stored: boolean }> {
  if (report.website) return { stored: false };
  if (report.slug.includes('\u0000'))
    throw new AppError('not_found', `No article has the slug "${report.slug}"`);
  const [article] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(eq(articles.slug, report.slug))
    .limit(1);
  if (!article) throw new AppError('not_found', `No article has the slug "${report.slug}"`);
  await db.insert(contactMessages).values({
    kind: 'error-report',
    name: report.name || null,
    email: report.email || null,
    subject: `Error report: ${report.slug}`,
    message: report.message,
    language: report.language,
    articleId: article.id,
    sentence: report.sentence,
  });
  return { stored: true };
}
