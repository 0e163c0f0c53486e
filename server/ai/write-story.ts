import { z } from 'zod';
import { CATEGORIES, type Category } from '#common/categories.ts';
import {
  contentToPlainText,
  StructuredContentSchema,
  type StructuredContent,
} from '#common/contracts/structured-content.ts';
import type { Language } from '#common/languages.ts';
import { countEnglishEquivalentWords } from '#common/text/count-words.ts';
import { languageName, languageProblem, numbersIn } from './checks/text-checks.ts';
import type { LanguageModel } from './language-model.ts';
import { loadPrompt } from './prompts/load-prompt.ts';

const PROMPT = loadPrompt('write-story', 1);
const SUMMARY_MAX_WORDS = 60;
/** Characters of each report's text the model reads; six reports at most. */
const REPORT_CHARACTERS = 4000;
const MAX_REPORTS = 6;

/** One publisher's report of the story, as the model reads it. */
export interface ReportText {
  publisher: string;
  title: string;
  publishedAt: Date;
  text: string;
}

const WrittenStorySchema = z.object({
  title: z.string().trim().min(5).max(200),
  summary: z.string().trim().min(20).max(1200),
  content: StructuredContentSchema,
  category: z.enum(CATEGORIES),
  breaking: z.boolean(),
  breakingReason: z.string().trim().max(400).nullish(),
});

/** A story as the model wrote it in its original language. */
export interface WrittenStory {
  title: string;
  summary: string;
  content: StructuredContent;
  category: Category;
  breaking: boolean;
  breakingReason: string | null;
  model: string;
  promptVersion: string;
}

/** A sentence of an earlier answer that no report supports, and why: what a rewrite is told to leave out. */
export interface UnsupportedClaim {
  sentence: string;
  reason: string;
}

/** What the model is told when it writes again because its first text said what no report supports. */
export const REWRITE_INSTRUCTION =
  'An earlier version of this text said these sentences, which the reports do not support. Write the text again without them, saying only what the reports say.';

/** How the summary limit reads in a language that counts characters rather than words. */
function summaryLimit(language: Language): string {
  return language === 'ja' ? '150 characters' : `${SUMMARY_MAX_WORDS} words`;
}

/**
 * Has the model write a story from its reports, in the story's language: headline, summary and the spec's
 * sections, with a category and a breaking judgement. Checked: the language, the summary's length, and that
 * every number of the headline and summary is one the reports give (the model may not invent figures).
 * `unsupported` asks for the story again, without sentences of an earlier answer that its accuracy check
 * found no report supports.
 */
export async function writeStory(
  model: LanguageModel,
  language: Language,
  reports: ReportText[],
  unsupported: UnsupportedClaim[] = [],
): Promise<WrittenStory> {
  const chosen = reports.slice(0, MAX_REPORTS);
  const sourceNumbers = new Set(chosen.flatMap((r) => [...numbersIn(`${r.title}\n${r.text}`)]));
  const answer = await model.complete({
    purpose: 'writing',
    system: PROMPT.render({
      language: languageName(language),
      summaryLimit: summaryLimit(language),
      categories: CATEGORIES.map((c) => `"${c}"`).join(', '),
    }),
    user: JSON.stringify({
      reports: chosen.map((r) => ({
        publisher: r.publisher,
        publishedAt: r.publishedAt.toISOString(),
        title: r.title,
        text: r.text.slice(0, REPORT_CHARACTERS),
      })),
      ...(unsupported.length > 0 ? { rewrite: { instruction: REWRITE_INSTRUCTION, unsupported } } : {}),
    }),
    schema: WrittenStorySchema,
    check(story) {
      const problem = languageProblem(
        `${story.title}\n${story.summary}\n${contentToPlainText(JSON.stringify(story.content))}`,
        language,
      );
      if (problem) return problem;
      const words = countEnglishEquivalentWords(story.summary, language);
      if (words > SUMMARY_MAX_WORDS)
        return `the summary is too long (${words} words; at most ${summaryLimit(language)})`;
      const invented = [...numbersIn(`${story.title}\n${story.summary}`)].filter(
        (n) => !sourceNumbers.has(n),
      );
      if (invented.length > 0) return `the numbers ${invented.join(', ')} are in no report`;
      return null;
    },
  });
  const story = answer.value;
  return {
    title: story.title,
    summary: story.summary,
    content: story.content,
    category: story.category,
    breaking: story.breaking,
    breakingReason: story.breaking ? (story.breakingReason ?? null) : null,
    model: answer.model,
    promptVersion: PROMPT.version,
  };
}
