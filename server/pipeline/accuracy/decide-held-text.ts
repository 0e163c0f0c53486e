import { and, eq } from 'drizzle-orm';
import type { PublishedHeldText, PublishHeldText } from '#common/contracts/held-items.ts';
import { isLanguage, type Language } from '#common/languages.ts';
import type { Database } from '../../db/client.ts';
import { articles, articleTranslations, heldTexts, textChecks } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { deleteArticle } from '../../news/delete-article.ts';
import { parkModelWork } from '../write/park-model-work.ts';
import type { CheckedFields } from './check-with-rewrite.ts';
import { storeChecks } from './store-checks.ts';

/** A text kept back for an editor, as held_texts stores it. */
export type HeldText = typeof heldTexts.$inferSelect;

/** Why the model's work on a text an editor discarded is parked, as the admin shows it. */
export const DISCARDED_BY_AN_EDITOR =
  'An editor discarded the text it made, which failed its accuracy check twice: it is not made again (an editor may still write it)';

/**
 * An editor publishes a held text: as it is, or with the headline and summary they corrected. It becomes the
 * article's text in its language (a story's own text replaces the extractive one a model's held text was
 * meant to replace) and the held row goes. Its origin stays the machine's when published as it is (`original`
 * or `machine`, with its model), and is `edited` when the editor changed it. The decision is recorded with
 * the text's checks (recordPublishing), so that the measured accuracy says what readers were given.
 */
export async function publishHeldText(
  db: Database,
  id: number,
  edit: PublishHeldText,
  at: Date,
): Promise<PublishedHeldText> {
  return db.transaction(async (tx) => {
    const [held] = await tx.select().from(heldTexts).where(eq(heldTexts.id, id)).for('update');
    if (!held) throw new AppError('not_found', `No held text has the id ${id}`);
    const [article] = await tx
      .select({ slug: articles.slug, originalLanguage: articles.originalLanguage })
      .from(articles)
      .where(eq(articles.id, held.articleId));
    if (!article || !isLanguage(held.language)) throw new AppError('not_found', 'Its story is gone');
    const edited = edit.title !== undefined || edit.summary !== undefined;
    const text = {
      title: edit.title ?? held.title,
      summary: edit.summary ?? held.summary,
      content: held.content,
      origin: edited
        ? ('edited' as const)
        : held.textKind === 'original'
          ? ('original' as const)
          : ('machine' as const),
      model: held.model,
      promptVersion: held.promptVersion,
      sourceLanguage: held.sourceLanguage,
      machineAt: held.model ? held.heldAt : null,
      updatedAt: at,
    };
    const where = and(
      eq(articleTranslations.articleId, held.articleId),
      eq(articleTranslations.language, held.language),
    );
    const [existing] = await tx
      .select({ origin: articleTranslations.origin })
      .from(articleTranslations)
      .where(where);
    if (existing && held.textKind === 'translation')
      throw new AppError('conflict', 'This language has a text meanwhile; discard the held one');
    if (existing?.origin === 'edited')
      throw new AppError('conflict', "An editor's text of this language exists; discard the held one");
    if (existing) await tx.update(articleTranslations).set(text).where(where);
    else
      await tx
        .insert(articleTranslations)
        .values({ articleId: held.articleId, language: held.language, ...text });
    await recordPublishing(tx, held, held.language, text, edited, at);
    await tx.delete(heldTexts).where(eq(heldTexts.id, id));
    return { articleId: held.articleId, slug: article.slug, language: held.language };
  });
}

/**
 * Records an editor's publishing of a held text with its checks. Published as it is, the check that held it
 * becomes `overruled`: readers have the text, and its unsupported sentences still count as unsupported.
 * Corrected, the held text was rewritten (by the editor), and the correction is checked again by the rules
 * (no model is asked while the editor waits) against what the held text was checked against; its check is
 * stored as `published` when it passes, `overruled` when it fails (the editor published it all the same).
 */
async function recordPublishing(
  tx: Database,
  held: HeldText,
  language: Language,
  text: CheckedFields,
  edited: boolean,
  at: Date,
): Promise<void> {
  if (held.checkId !== null)
    await tx
      .update(textChecks)
      .set({ outcome: edited ? 'rewritten' : 'overruled' })
      .where(eq(textChecks.id, held.checkId));
  if (!edited) return;
  // The rules (with their language detector) and the story's reports are loaded on the first correction.
  const { checkCorrection } = await import('./check-correction.ts');
  const { title, summary, content } = text;
  const verdict = await checkCorrection(tx, held, { language, title, summary, content });
  await storeChecks(
    tx,
    { articleId: held.articleId, language, textKind: held.textKind },
    [{ verdict, outcome: verdict.passed ? 'published' : 'overruled' }],
    at,
  );
}

/**
 * An editor discards a held text. Its check stays `held`: the text was kept from readers. The model's work on
 * it is parked with the editor's reason, so that no later pass makes it again (the model translates nothing
 * parked, nor rewrites a story whose writing is parked): a translation's language stays untranslated, a
 * written story keeps its extractive text, until an editor writes one. A story's own text held with no other
 * text published leaves a story no reader can ever see: the story is deleted (as deleting an article in the
 * admin does; its reports stay placed).
 */
export async function discardHeldText(db: Database, id: number, at: Date): Promise<void> {
  const [held] = await db.select().from(heldTexts).where(eq(heldTexts.id, id));
  if (!held) throw new AppError('not_found', `No held text has the id ${id}`);
  const [published] = await db
    .select({ id: articleTranslations.id })
    .from(articleTranslations)
    .where(eq(articleTranslations.articleId, held.articleId))
    .limit(1);
  if (held.textKind === 'original' && !published) return deleteArticle(db, held.articleId);
  // A story composed from its reports' sentences (no model) is no model work to park.
  const task = held.textKind === 'translation' ? 'translate' : held.model !== null ? 'write' : null;
  await db.transaction(async (tx) => {
    await tx.delete(heldTexts).where(eq(heldTexts.id, id));
    if (task) await parkModelWork(tx, held.articleId, task, held.language, DISCARDED_BY_AN_EDITOR, at);
  });
}
