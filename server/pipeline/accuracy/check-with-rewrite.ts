import type { Language } from '#common/languages.ts';
import { ModelOutputError, ModelStoppedError, type LanguageModel } from '../../ai/language-model.ts';
import type { AccuracyVerdict, TextUnderCheck } from '../../ai/checks/accuracy/check-text-accuracy.ts';

/** The accuracy check the pipeline runs (checkTextAccuracy; a stand-in in the glue's own tests). */
export type CheckAccuracy = (text: TextUnderCheck, model: LanguageModel | null) => Promise<AccuracyVerdict>;

/** What a check reads of a text: its headline, summary and stored content. */
export interface CheckedFields {
  title: string;
  summary: string;
  content: string;
}

/** A sentence no report supports, and why: what the rewrite is told, and what the editor is shown. */
export interface UnsupportedSentence {
  sentence: string;
  reason: string;
}

/** One check of a text and what came of it, stored as a text_checks row (see its `outcome`). */
export interface CheckRecord {
  verdict: AccuracyVerdict;
  outcome: 'published' | 'rewritten' | 'held' | 'overruled';
}

/**
 * A text after its checks: published (as written, or as rewritten once), or held for an editor with the first
 * unsupported sentence of its last check. `checks` holds every check made, in order.
 */
export type CheckedText<T> =
  | { status: 'publish'; text: T; checks: CheckRecord[] }
  | { status: 'hold'; text: T; checks: CheckRecord[]; failing: UnsupportedSentence };

/** The sentences a verdict found unsupported, each with its reason. */
export function unsupportedSentences(verdict: AccuracyVerdict): UnsupportedSentence[] {
  return verdict.sentences
    .filter((s) => !s.supported)
    .map((s) => ({ sentence: s.sentence, reason: s.reason ?? 'no report supports it' }));
}

/** The sentence an editor is shown for a failed verdict: its first unsupported one. */
function failingOf(verdict: AccuracyVerdict): UnsupportedSentence {
  return (
    unsupportedSentences(verdict)[0] ?? { sentence: '', reason: 'the check failed without naming a sentence' }
  );
}

/**
 * Checks a text against what it may say and acts on the verdict: a text that passes is published; one that
 * fails is rewritten once (`rewrite` is told the unsupported sentences; it answers null when it cannot
 * rewrite) and checked again; a text that still fails, or cannot be rewritten, is held. With a model, the
 * model judges what the rules let through; once the pass's model stops taking work, the rules check alone.
 */
export async function checkWithOneRewrite<T>(input: {
  text: T;
  fieldsOf: (text: T) => CheckedFields;
  language: Language;
  reports: TextUnderCheck['reports'];
  model: LanguageModel | null;
  check: CheckAccuracy;
  rewrite: (unsupported: UnsupportedSentence[], text: T) => Promise<T | null>;
}): Promise<CheckedText<T>> {
  const checkOf = async (text: T) => {
    const under = { language: input.language, ...input.fieldsOf(text), reports: input.reports };
    try {
      return await input.check(under, input.model);
    } catch (error) {
      // The pass's budget ran out (or the model server went away) between the text and its judgement: the
      // rules alone check it (the verdict says so), rather than throwing away a text already paid for.
      if (input.model && error instanceof ModelStoppedError) return input.check(under, null);
      throw error;
    }
  };
  const first = await checkOf(input.text);
  if (first.passed)
    return { status: 'publish', text: input.text, checks: [{ verdict: first, outcome: 'published' }] };
  const unsupported = unsupportedSentences(first);
  const rewritten = await input.rewrite(unsupported, input.text);
  if (rewritten === null)
    return {
      status: 'hold',
      text: input.text,
      checks: [{ verdict: first, outcome: 'held' }],
      failing: failingOf(first),
    };
  const second = await checkOf(rewritten);
  const checks: CheckRecord[] = [
    { verdict: first, outcome: 'rewritten' },
    { verdict: second, outcome: second.passed ? 'published' : 'held' },
  ];
  if (second.passed) return { status: 'publish', text: rewritten, checks };
  return { status: 'hold', text: rewritten, checks, failing: failingOf(second) };
}

/**
 * For a model's rewrite: an answer it could not make usable (ModelOutputError) is no rewrite (null), and the
 * text is held; anything else (a spent budget, an unreachable server) goes on, so the work waits.
 */
export function unlessUnusable(error: unknown): null {
  if (error instanceof ModelOutputError) return null;
  throw error;
}
