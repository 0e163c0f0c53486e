import { z } from 'zod';
import { parseStructuredContent } from '#common/contracts/structured-content.ts';
import type { Language } from '#common/languages.ts';
import { splitSentences } from '#server/pipeline/summarize/split-sentences.ts';
import type { LanguageModel } from '../../language-model.ts';
import { loadPrompt } from '../../prompts/load-prompt.ts';
import { languageName } from '../text-checks.ts';
import { ReportEvidence, ruleProblems, type Unjudged } from './accuracy-rules.ts';
import { datesIn } from './find-dates.ts';
import { Passages, type EvidenceReport } from './report-passages.ts';

/**
 * The accuracy check of issue 28 (point 3): is each sentence of a summary or a translation supported by the
 * story's reports? The pipeline calls checkTextAccuracy before it publishes a text, stores the verdict in
 * text_checks and acts on it (rewrites the text once, else holds it in held_texts for an editor with the
 * failing sentence shown).
 *
 * With `model` null the rules run: every quotation word for word in a report of the text's language, every
 * number (any notation), date and name present in a report, and no negation the closest report sentence
 * lacks (accuracy-rules.ts). With a model, the rules run first and the model judges each sentence the rules
 * let through against the passages of the reports it could come from, one yes/no verdict per sentence
 * (prompt check-sentences.v1). Model errors (ModelOutputError, ModelStoppedError) are thrown as the
 * LanguageModel throws them: the pipeline decides whether the text waits or is parked.
 */
const PROMPT = loadPrompt('check-sentences', 1);
/** Passages of the reports the model reads per sentence, and sentences per request. */
const PASSAGES_PER_SENTENCE = 3;
const SENTENCES_PER_REQUEST = 20;

export interface SentenceVerdict {
  /** One sentence of the checked text, as written. */
  sentence: string;
  supported: boolean;
  /** Why not, in English, for the editor: "the quotation “…” is in no report", …; null when supported. */
  reason: string | null;
}

export interface AccuracyVerdict {
  method: 'rules' | 'model';
  model: string | null;
  promptVersion: string | null;
  /** Every sentence checked (headline, summary, content), each once. */
  sentences: SentenceVerdict[];
  /** Every sentence supported. */
  passed: boolean;
  /**
   * What the rules could not judge, in English: a translation's quotations when no report is in its
   * language (no quotation can be found word for word), names in Latin letters when no report has any.
   */
  unjudged?: string[];
}

export interface TextUnderCheck {
  /** The text's language. */
  language: Language;
  title: string;
  summary: string;
  /** Stored content: structured JSON text or plain. */
  content: string;
  /** What the text may say: the story's reports (for a translation: also its source text). */
  reports: Array<{ language: Language; title: string; text: string }>;
}

const UNJUDGED_REASONS: Record<Unjudged, (language: string) => string> = {
  quotations: (language) =>
    `quotations: no report is in ${language}, so no quotation can be found word for word`,
  names: (language) =>
    `names: no report is in ${language}, and names are not compared across languages ("Praha" for "Prague")`,
};

/** Text as a reader reads it: bold marks off. */
function readable(text: string): string {
  return text.replace(/\*\*/g, '');
}

/**
 * The sentences of a text, each once: its headline, its summary's and its content's sentences. Of
 * structured content only what states something is read: the sections' bodies and the FAQ's answers, not
 * headings (a publisher's name above its section) nor questions.
 */
export function sentencesOf(
  text: Pick<TextUnderCheck, 'language' | 'title' | 'summary' | 'content'>,
): string[] {
  const blocks = [text.summary];
  const structured = parseStructuredContent(text.content);
  if (structured) {
    for (const block of [structured.experience, structured.interpretation, structured.perspective])
      if (block) blocks.push(block.body);
    for (const section of structured.mainContent?.sections ?? []) blocks.push(section.body);
    for (const item of structured.faq?.items ?? []) blocks.push(item.answer);
  } else blocks.push(text.content);
  const sentences = [
    text.title.trim(),
    ...blocks.flatMap((b) => joinDates(splitSentences(readable(b), text.language), text.language)),
  ];
  return [...new Set(sentences.map((s) => readable(s).trim()).filter(Boolean))];
}

/** Sentences split inside a German date ("am Freitag, dem 26." | "September, …") joined again. */
function joinDates(sentences: string[], language: Language): string[] {
  const joined: string[] = [];
  for (const sentence of sentences) {
    const previous = joined.at(-1);
    if (
      previous !== undefined &&
      /(?<!\d)\d{1,2}\.$/u.test(previous) &&
      datesIn(sentence.slice(0, 12), language).months.size > 0
    )
      joined[joined.length - 1] = `${previous} ${sentence}`;
    else joined.push(sentence);
  }
  return joined;
}

const VerdictsSchema = z.object({
  verdicts: z.array(
    z.object({
      n: z.number().int().min(1),
      supported: z.boolean(),
      reason: z.string().trim().max(500).nullish(),
    }),
  ),
});

/** The model's verdicts on a batch of sentences, each against its best passages. */
async function judgeSentences(
  model: LanguageModel,
  language: Language,
  sentences: string[],
  passages: Passages,
): Promise<{ verdicts: Array<{ supported: boolean; reason: string | null }>; model: string }> {
  const answer = await model.complete({
    purpose: 'writing',
    system: PROMPT.render({ language: languageName(language) }),
    user: JSON.stringify({
      sentences: sentences.map((sentence, i) => ({
        n: i + 1,
        sentence,
        passages: passages.bestFor(sentence, language, PASSAGES_PER_SENTENCE),
      })),
    }),
    schema: VerdictsSchema,
    check(value) {
      const numbers = new Set(value.verdicts.map((v) => v.n));
      const missing = sentences.map((_, i) => i + 1).filter((n) => !numbers.has(n));
      return missing.length > 0 ? `verdicts are missing for the sentences ${missing.join(', ')}` : null;
    },
  });
  const byNumber = new Map(answer.value.verdicts.map((v) => [v.n, v]));
  return {
    verdicts: sentences.map((_, i) => {
      const verdict = byNumber.get(i + 1)!;
      return {
        supported: verdict.supported,
        reason: verdict.supported
          ? null
          : (verdict.reason ?? 'the model found it unsupported by the reports'),
      };
    }),
    model: answer.model,
  };
}

/** Checks a text's sentences against its reports: by the rules, then by the model when one is given. */
export async function checkTextAccuracy(
  text: TextUnderCheck,
  model: LanguageModel | null,
): Promise<AccuracyVerdict> {
  const reports: EvidenceReport[] = text.reports;
  const passages = new Passages(reports);
  const evidence = new ReportEvidence(text.language, reports, passages);
  const unjudged = new Set<Unjudged>();
  const verdicts: SentenceVerdict[] = sentencesOf(text).map((sentence) => {
    const problems = ruleProblems(sentence, evidence, unjudged);
    return {
      sentence,
      supported: problems.length === 0,
      reason: problems.length > 0 ? problems.join('; ') : null,
    };
  });

  let modelName: string | null = null;
  if (model) {
    const open = verdicts.filter((v) => v.supported);
    for (let i = 0; i < open.length; i += SENTENCES_PER_REQUEST) {
      const batch = open.slice(i, i + SENTENCES_PER_REQUEST);
      const judged = await judgeSentences(
        model,
        text.language,
        batch.map((v) => v.sentence),
        passages,
      );
      modelName = judged.model;
      batch.forEach((verdict, j) => {
        verdict.supported = judged.verdicts[j]!.supported;
        verdict.reason = judged.verdicts[j]!.reason;
      });
    }
  }
  const name = languageName(text.language);
  return {
    method: model ? 'model' : 'rules',
    model: modelName,
    promptVersion: model ? PROMPT.version : null,
    sentences: verdicts,
    passed: verdicts.every((v) => v.supported),
    ...(unjudged.size > 0 ? { unjudged: [...unjudged].map((kind) => UNJUDGED_REASONS[kind](name)) } : {}),
  };
}
