import { and, eq } from 'drizzle-orm';
import { isLanguage, type Language } from '#common/languages.ts';
import { checkTextAccuracy, type AccuracyVerdict } from '../../ai/checks/accuracy/check-text-accuracy.ts';
import type { Database } from '../../db/client.ts';
import { articleTranslations } from '../../db/schema.ts';
import type { CheckedFields } from './check-with-rewrite.ts';
import type { HeldText } from './decide-held-text.ts';
import { loadCheckReports, reportOfSource, type CheckReport } from './load-check-reports.ts';

/**
 * Checks an editor's correction of a held text by the rules (no model is asked while the editor waits),
 * against what the held text was checked against.
 */
export async function checkCorrection(
  db: Database,
  held: HeldText,
  corrected: CheckedFields & { language: Language },
): Promise<AccuracyVerdict> {
  return checkTextAccuracy({ ...corrected, reports: await reportsOfHeld(db, held) }, null);
}

/** What a held text was checked against: the story's reports, and for a translation its source text too. */
async function reportsOfHeld(db: Database, held: HeldText): Promise<CheckReport[]> {
  const reports = await loadCheckReports(db, held.articleId);
  const from = held.textKind === 'translation' ? held.sourceLanguage : null;
  if (from === null || !isLanguage(from)) return reports;
  const [source] = await db
    .select({
      title: articleTranslations.title,
      summary: articleTranslations.summary,
      content: articleTranslations.content,
    })
    .from(articleTranslations)
    .where(and(eq(articleTranslations.articleId, held.articleId), eq(articleTranslations.language, from)));
  return source ? [reportOfSource({ language: from, ...source }), ...reports] : reports;
}
