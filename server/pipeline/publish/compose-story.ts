import type { SourceAnalysisInput } from '#common/contracts/article.ts';
import { parseStructuredContent, type StructuredContent } from '#common/contracts/structured-content.ts';
import { isLanguage, type Language } from '#common/languages.ts';
import { countEnglishEquivalentWords, readingMinutes } from '#common/text/count-words.ts';
import { segmentWords } from '#common/text/segment-words.ts';
import { judgeReportText, isSummarySentence, type HoldReason } from '../clean/judge-report-text.ts';
import { stopWordsOf } from '../language/stop-words.ts';
import { splitSentences } from '../summarize/split-sentences.ts';
import { summarizeExtractive } from '../summarize/summarize-extractive.ts';
import { chooseCategory } from './choose-category.ts';
import { slugFromTitle } from './make-slug.ts';
import type { NewStory, StoryReport } from '../save-story.ts';

/** A report with what composing a story needs of it and of its publisher. */
export interface ComposableReport extends StoryReport {
  /** The report's own words, cleaned of its publisher's wrapping (cleanReportText). */
  text: string;
  /** Characters of the report's whole text before cleaning. */
  textLength: number;
  categories: string[];
  isPaywalled: boolean;
  imageUrl: string | null;
  source: {
    name: string;
    country: string;
    trustLevel: 'high' | 'medium' | 'low';
    accessType: 'free' | 'paywall' | 'subscription';
    /** The category the source's feed is about, when it is a section feed. */
    section: string | null;
    /** A personal site (a blog, a diary): its posts are not news, and never lead a story. */
    isPersonal: boolean;
  };
}

const TRUST_RANK = { high: 0, medium: 1, low: 2 } as const;
/** Words of one report's section in the body: its opening, enough to say what that publisher reports. */
const SECTION_MAX_WORDS = 160;
/** Publishers' sections in the body at most (the source list names every report). */
const MAX_SECTIONS = 6;

function contentWords(text: string, language: string): Set<string> {
  const stopWords = stopWordsOf(language);
  return new Set(segmentWords(text, language).filter((w) => !stopWords.has(w) && w.length > 1));
}

/** Why a report cannot tell a story by itself, or null when it can: a personal site's post is not news. */
export function holdReasonOf(
  report: Pick<ComposableReport, 'text' | 'title' | 'language' | 'source'>,
): HoldReason | null {
  return (
    judgeReportText(report.text, report.title, report.language) ??
    (report.source.isPersonal ? 'not-news' : null)
  );
}

/** Tells whether a report has text a story can be told from, by a newsroom (holdReasonOf). */
export function canTellStory(
  report: Pick<ComposableReport, 'text' | 'title' | 'language' | 'source'>,
): boolean {
  return holdReasonOf(report) === null;
}

/**
 * The report a story is told from: among the reports with text enough to tell it, the one that says most of
 * what the others say (the share of each other report's words it also has, summed), then the most trusted
 * publisher, then the most text, then the earliest. Null when no report can tell the story.
 */
export function chooseLeadReport<T extends ComposableReport>(reports: T[]): T | null {
  const able = reports.filter(canTellStory);
  if (able.length === 0) return null;
  const words = new Map(reports.map((r) => [r, contentWords(`${r.title} ${r.text}`, r.language)]));
  const coverage = (report: T) => {
    const own = words.get(report)!;
    let sum = 0;
    for (const other of reports) {
      if (other === report) continue;
      const theirs = words.get(other)!;
      if (theirs.size === 0) continue;
      let shared = 0;
      for (const word of theirs) if (own.has(word)) shared++;
      sum += shared / theirs.size;
    }
    // Coverage counts in steps of a quarter, so that trust decides between reports that say about as much.
    return Math.round(sum * 4);
  };
  return [...able].sort(
    (a, b) =>
      coverage(b) - coverage(a) ||
      TRUST_RANK[a.source.trustLevel] - TRUST_RANK[b.source.trustLevel] ||
      b.text.length - a.text.length ||
      a.publishedAt.getTime() - b.publishedAt.getTime(),
  )[0]!;
}

/** A report's opening whole sentences, up to SECTION_MAX_WORDS, paragraphs kept apart. */
function openingOf(report: ComposableReport): string {
  const paragraphs: string[] = [];
  let words = 0;
  for (const paragraph of report.text.split(/\n\s*\n/u)) {
    const kept: string[] = [];
    for (const sentence of splitSentences(paragraph, report.language)) {
      const count = countEnglishEquivalentWords(sentence, report.language);
      if (words + count > SECTION_MAX_WORDS && words > 0) break;
      if (!isSummarySentence(sentence, report.title, report.language) && kept.length === 0 && words === 0)
        continue;
      kept.push(sentence);
      words += count;
    }
    if (kept.length > 0) paragraphs.push(kept.join(report.language === 'ja' ? '' : ' '));
    if (words >= SECTION_MAX_WORDS) break;
  }
  return paragraphs.join('\n\n');
}

/**
 * The article body without a model, in the spec's structured form: the main content, a section per
 * publisher headed by its name, the lead report first, each with the opening of what that publisher
 * reported (its own headline first, in bold, when it is not the story's). Reports without text of their own
 * are left to the list of sources (common/contracts/structured-content.ts).
 */
export function composeStoryBody(lead: ComposableReport, reports: ComposableReport[]): StructuredContent {
  const sections: Array<{ heading: string; body: string }> = [];
  const ordered = [
    lead,
    ...reports.filter((r) => r !== lead).sort((a, b) => +a.publishedAt - +b.publishedAt),
  ];
  const seenPublishers = new Set<string>();
  for (const report of ordered) {
    if (sections.length === MAX_SECTIONS || seenPublishers.has(report.publisher)) continue;
    const opening = canTellStory(report) || report === lead ? openingOf(report) : '';
    if (!opening) continue;
    seenPublishers.add(report.publisher);
    const body = report === lead ? opening : `**${report.title}**\n\n${opening}`;
    sections.push({ heading: report.publisher, body });
  }
  return { mainContent: { sections } };
}

/**
 * Composes a story from its reports without a model: the lead report (chooseLeadReport) gives the headline,
 * the extractive summary, the category, the source box and its picture; the body has a section per
 * publisher; the story is dated by its earliest report and lists every report. Null when no report has text
 * enough to tell the story (its items are held: see judgeReportText). An editor's "publish anyway" composes
 * it regardless (`anyway`), from the report with most text and its opening paragraph when no sentence
 * qualifies for a summary; null only when no report has any text beyond its headline.
 */
export function composeStory(
  reports: ComposableReport[],
  options: { anyway?: boolean } = {},
): (NewStory & { imageUrl: string | null }) | null {
  const lead =
    chooseLeadReport(reports) ??
    (options.anyway ? [...reports].sort((a, b) => b.text.length - a.text.length)[0] : null);
  if (!lead || !lead.text.trim()) return null;
  const language: Language = isLanguage(lead.language) ? lead.language : 'en';
  const summary =
    summarizeExtractive({ title: lead.title, text: lead.text, language }) ||
    (options.anyway ? lead.text.split(/\n\s*\n/u)[0]!.trim() : '');
  if (!summary) return null;
  const sourceAnalysis: SourceAnalysisInput = {
    trustLevel: lead.source.trustLevel,
    accessType: lead.isPaywalled && lead.source.accessType === 'free' ? 'paywall' : lead.source.accessType,
    organizationName: lead.source.name,
  };
  const body = composeStoryBody(lead, reports);
  const bodyText = body.mainContent!.sections.map((section) => section.body).join('\n\n');
  return {
    slug: slugFromTitle(lead.title),
    // The lead report first: between reports that vote alike, it decides.
    category: chooseCategory(
      [lead, ...reports.filter((r) => r !== lead)].map((r) => ({
        section: r.source.section,
        categories: r.categories,
        url: r.url,
        language: r.language,
        title: r.title,
        text: r.text,
      })),
    ),
    country: lead.source.country.toUpperCase(),
    language,
    title: lead.title,
    summary,
    content: JSON.stringify(body),
    readingTime: readingMinutes(`${summary}\n\n${bodyText}`, language),
    publishedAt: new Date(Math.min(...reports.map((r) => r.publishedAt.getTime()))),
    originalUrl: lead.url,
    sourceAnalysis,
    reports,
    imageUrl: lead.imageUrl ?? reports.find((r) => r.imageUrl)?.imageUrl ?? null,
  };
}

/** A text with the given sentences taken out, its whitespace tidied where they stood. */
function removeSentences(text: string, sentences: string[]): string {
  let out = text;
  for (const sentence of sentences) if (sentence.trim()) out = out.split(sentence.trim()).join('');
  return out
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The extractive story again without sentences its accuracy check found unsupported (its "rewrite" without a
 * model): they are taken out of the body's sections, and the summary is chosen again from the lead report's
 * text without them, so the next best sentence takes a removed one's place. Null when that cannot be done:
 * the headline is among them, none of them is in the text as it stands, or no summary is left.
 */
export function composeWithoutSentences(
  story: NewStory,
  lead: Pick<ComposableReport, 'title' | 'text'>,
  sentences: string[],
): NewStory | null {
  const wanted = sentences.map((s) => s.trim()).filter(Boolean);
  if (wanted.length === 0 || wanted.some((s) => story.title.includes(s))) return null;
  const body = parseStructuredContent(story.content);
  const sections = (body?.mainContent?.sections ?? [])
    .map((section) => ({ ...section, body: removeSentences(section.body, wanted) }))
    // A section left with its bold headline alone says nothing of its own.
    .filter((section) => section.body.replace(/\*\*[^*]*\*\*/g, '').trim() !== '');
  const content = body
    ? JSON.stringify({ ...body, mainContent: { ...body.mainContent, sections } })
    : removeSentences(story.content, wanted);
  const summary = wanted.some((s) => story.summary.includes(s))
    ? summarizeExtractive({
        title: lead.title,
        text: removeSentences(lead.text, wanted),
        language: story.language,
      })
    : story.summary;
  if (!summary || (summary === story.summary && content === story.content)) return null;
  const bodyText = body ? sections.map((section) => section.body).join('\n\n') : content;
  return {
    ...story,
    summary,
    content,
    readingTime: readingMinutes(`${summary}\n\n${bodyText}`, story.language),
  };
}
