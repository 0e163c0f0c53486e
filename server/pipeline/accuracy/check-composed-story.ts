import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { feedItems } from '../../db/schema.ts';
import { loadStoryReports, selectReportRows } from '../load-story-reports.ts';
import { composeWithoutSentences, type ComposableReport } from '../publish/compose-story.ts';
import type { NewStory, StoryReport } from '../save-story.ts';
import { checkWithOneRewrite, type CheckAccuracy, type CheckedText } from './check-with-rewrite.ts';
import { reportForCheck } from './load-check-reports.ts';

const hasText = (report: StoryReport): report is ComposableReport => 'text' in report;

/**
 * Checks a story composed without a model against its reports, by the rules alone (its sentences are the
 * reports' own, so a model's judgement would spend a request to say so; a model's story is checked by the
 * model when it is written). A failed story is composed again once without the unsupported sentences.
 * Reports composed with their texts are read as they are; others are read from the database.
 */
export async function checkComposedStory(
  db: Database,
  story: NewStory,
  check: CheckAccuracy,
): Promise<CheckedText<NewStory>> {
  const reports = story.reports.every(hasText)
    ? story.reports
    : await loadStoryReports(
        db,
        await selectReportRows(
          db,
          inArray(
            feedItems.id,
            story.reports.map((r) => r.itemId),
          ),
        ),
      );
  return checkComposedText(story, reports, check);
}

/** The check of checkComposedStory on the reports' texts in hand: no database, so a thread can run it. */
export function checkComposedText(
  story: NewStory,
  reports: ComposableReport[],
  check: CheckAccuracy,
): Promise<CheckedText<NewStory>> {
  const lead = reports.find((r) => r.url === story.originalUrl) ?? reports[0];
  return checkWithOneRewrite({
    text: story,
    fieldsOf: ({ title, summary, content }) => ({ title, summary, content }),
    language: story.language,
    reports: reports.map(reportForCheck),
    model: null,
    check,
    rewrite: (unsupported, text) =>
      Promise.resolve(
        lead
          ? composeWithoutSentences(
              text,
              lead,
              unsupported.map((u) => u.sentence),
            )
          : null,
      ),
  });
}
