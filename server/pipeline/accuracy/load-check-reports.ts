import { eq } from 'drizzle-orm';
import { contentToPlainText } from '#common/contracts/structured-content.ts';
import { isLanguage, type Language } from '#common/languages.ts';
import type { Database } from '../../db/client.ts';
import { feedItems } from '../../db/schema.ts';
import type { TextUnderCheck } from '../../ai/checks/accuracy/check-text-accuracy.ts';
import { loadStoryReports, selectReportRows } from '../load-story-reports.ts';

/** Reports of a story a check reads at most: a story of hundreds of reports is told from its first ones. */
const MAX_REPORTS = 30;

/** What a report gives a check: its language, headline and cleaned text. */
export type CheckReport = TextUnderCheck['reports'][number];

/**
 * The reports of a story as a check reads them: the feed items placed in it, earliest first, with their
 * texts cleaned as composing a story cleans them (load-story-reports.ts). An editor's article has none.
 */
export async function loadCheckReports(db: Database, articleId: number): Promise<CheckReport[]> {
  const rows = await selectReportRows(db, eq(feedItems.articleId, articleId)).limit(MAX_REPORTS);
  return (await loadStoryReports(db, rows)).map(reportForCheck);
}

/** A composed story's report as a check reads it. */
export function reportForCheck(report: { language: string; title: string; text: string }): CheckReport {
  return {
    language: isLanguage(report.language) ? report.language : 'en',
    title: report.title,
    text: report.text,
  };
}

/** The text a translation is made from, as its check reads it: a translation may say what its source says. */
export function reportOfSource(source: {
  language: Language;
  title: string;
  summary: string;
  content: string;
}): CheckReport {
  return {
    language: source.language,
    title: source.title,
    text: `${source.summary}\n\n${contentToPlainText(source.content)}`,
  };
}
