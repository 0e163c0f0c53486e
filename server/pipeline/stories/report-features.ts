import { cleanReportText } from '../clean/clean-report-text.ts';
import { publisherNames, storyFeatures, type StoryFeatures } from './story-features.ts';

/** What matching reads of a report: its headline and the opening of its text, and its publisher's. */
export interface ReportForFeatures {
  title: string;
  /** The opening of the report's text (LEAD_CHARACTERS, and some to spare for cleaning). */
  lead: string;
  language: string;
  /** What the publisher wraps every item in: cut, as from the text a story is told from. */
  repeatedPhrases: readonly string[];
  /** The publisher's name, which its reports repeat and matching must not take for the story's. */
  sourceName: string;
}

/**
 * The features of reports (story-features.ts), each from its own words in the opening, cleaned like the text a
 * story is told from: pure CPU work on a batch, run in a thread by a pass inside the web process.
 */
export function reportFeatures(reports: readonly ReportForFeatures[]): StoryFeatures[] {
  return reports.map(({ title, lead, language, repeatedPhrases, sourceName }) =>
    storyFeatures(title, cleanReportText({ title, text: lead, language, repeatedPhrases }), language, {
      ignoreNames: publisherNames(sourceName, language),
    }),
  );
}
