import type { SourceAnalysisInput } from '../../../common/contracts/article.ts';
import { isLanguage, type Language } from '../../../common/languages.ts';
import { readingMinutes } from '../../../common/text/count-words.ts';
import { summarizeExtractive } from '../summarize/summarize-extractive.ts';
import { chooseCategory } from './choose-category.ts';
import { slugFromTitle } from './make-slug.ts';
import type { NewStory, StoryReport } from '../save-story.ts';

/** A report with what composing a story needs of it and of its publisher. */
export interface ComposableReport extends StoryReport {
  /** Characters of the report's whole text: the lead report is the one with most to say. */
  textLength: number;
  categories: string[];
  isPaywalled: boolean;
  imageUrl: string | null;
  source: {
    name: string;
    country: string;
    trustLevel: 'high' | 'medium' | 'low';
    accessType: 'free' | 'paywall' | 'subscription';
  };
}

const TRUST_RANK = { high: 0, medium: 1, low: 2 } as const;
/** The article body without a model: the story's key sentences, longer than the summary. */
const CONTENT_MAX_WORDS = 180;

/** The report a story is told from: the most trusted publisher, then the most text, then the earliest. */
export function chooseLeadReport<T extends ComposableReport>(reports: T[]): T {
  return [...reports].sort(
    (a, b) =>
      TRUST_RANK[a.source.trustLevel] - TRUST_RANK[b.source.trustLevel] ||
      b.textLength - a.textLength ||
      a.publishedAt.getTime() - b.publishedAt.getTime(),
  )[0]!;
}

/**
 * Composes a story from its reports without a model: the lead report (see chooseLeadReport), whose text the
 * caller hands in, gives the headline, the extractive summary and body, the category and the source box and
 * its picture; the story is dated by its earliest report and lists every report.
 */
export function composeStory(
  reports: ComposableReport[],
  leadText: string,
): NewStory & { imageUrl: string | null } {
  const lead = chooseLeadReport(reports);
  const language: Language = isLanguage(lead.language) ? lead.language : 'en';
  const text = leadText.trim() || lead.title;
  const summary = summarizeExtractive({ title: lead.title, text, language });
  const content = summarizeExtractive({ title: lead.title, text, language }, CONTENT_MAX_WORDS);
  const sourceAnalysis: SourceAnalysisInput = {
    trustLevel: lead.source.trustLevel,
    accessType: lead.isPaywalled && lead.source.accessType === 'free' ? 'paywall' : lead.source.accessType,
    organizationName: lead.source.name,
  };
  return {
    slug: slugFromTitle(lead.title),
    category: chooseCategory(lead.categories, lead.url),
    country: lead.source.country.toUpperCase(),
    language,
    title: lead.title,
    summary,
    // A body that would only repeat the summary stays empty rather than print it twice.
    content: content.length > summary.length ? content : '',
    readingTime: readingMinutes(text, language),
    publishedAt: new Date(Math.min(...reports.map((r) => r.publishedAt.getTime()))),
    originalUrl: lead.url,
    sourceAnalysis,
    reports,
    imageUrl: lead.imageUrl ?? reports.find((r) => r.imageUrl)?.imageUrl ?? null,
  };
}
