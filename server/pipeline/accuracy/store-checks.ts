import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { heldTexts, textChecks } from '../../db/schema.ts';
import type { CheckedText, CheckRecord, UnsupportedSentence } from './check-with-rewrite.ts';
import { unsupportedSentences } from './check-with-rewrite.ts';

/** Which text of an article was checked: its own-language text, or a translation of it. */
export type TextKind = 'original' | 'translation';

/** Stores each check of one text as a text_checks row, in order; returns their ids. */
export async function storeChecks(
  db: Database,
  target: { articleId: number; language: string; textKind: TextKind },
  checks: CheckRecord[],
  at: Date,
): Promise<number[]> {
  if (checks.length === 0) return [];
  const rows = await db
    .insert(textChecks)
    .values(
      checks.map(({ verdict, outcome }) => ({
        ...target,
        method: verdict.method,
        model: verdict.model,
        promptVersion: verdict.promptVersion,
        sentencesChecked: verdict.sentences.length,
        sentencesSupported: verdict.sentences.filter((s) => s.supported).length,
        outcome,
        problems: unsupportedSentences(verdict),
        checkedAt: at,
      })),
    )
    .returning({ id: textChecks.id });
  return rows.map((r) => r.id);
}

/** A text kept back from readers, with how it was made and the check that held it. */
export interface TextToHold {
  articleId: number;
  language: string;
  textKind: TextKind;
  title: string;
  summary: string;
  content: string;
  model: string | null;
  promptVersion: string | null;
  sourceLanguage: string | null;
  checkId: number | null;
  failing: UnsupportedSentence;
}

/**
 * Keeps a text that failed its check back for an editor instead of publishing it: a later text held for the
 * same article and language replaces the earlier one (the editor judges the newest).
 */
export async function holdText(db: Database, text: TextToHold, at: Date): Promise<void> {
  const { failing, ...row } = text;
  const values = { ...row, failingSentence: failing.sentence, reason: failing.reason, heldAt: at };
  await db
    .insert(heldTexts)
    .values(values)
    .onConflictDoUpdate({ target: [heldTexts.articleId, heldTexts.language], set: values });
}

/**
 * Stores what came of checking one text: its checks, and when it is held, the text itself in held_texts
 * with the last check (the caller publishes a text that passed, in its own way).
 */
export async function storeCheckedText(
  db: Database,
  target: { articleId: number; language: string; textKind: TextKind },
  checked: CheckedText<unknown>,
  made: Pick<TextToHold, 'title' | 'summary' | 'content' | 'model' | 'promptVersion' | 'sourceLanguage'>,
  at: Date,
): Promise<void> {
  const ids = await storeChecks(db, target, checked.checks, at);
  if (checked.status === 'hold')
    await holdText(db, { ...target, ...made, checkId: ids.at(-1) ?? null, failing: checked.failing }, at);
}

/** Whether a text of an article's language waits for an editor (the model is not asked for it again). */
export async function hasHeldText(db: Database, articleId: number, language: string): Promise<boolean> {
  const [held] = await db
    .select({ id: heldTexts.id })
    .from(heldTexts)
    .where(and(eq(heldTexts.articleId, articleId), eq(heldTexts.language, language)));
  return held !== undefined;
}
