import { and, eq } from 'drizzle-orm';
import type { PublishedHeldText, PublishHeldText } from '#common/contracts/held-items.ts';
import { isLanguage } from '#common/languages.ts';
import type { Database } from '../../db/client.ts';
import { articles, articleTranslations, heldTexts } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { deleteArticle } from '../../news/delete-article.ts';

/**
 * An editor publishes a held text: as it is, or with the headline and summary they corrected. It becomes the
 * article's text in its language (a story's own text replaces the extractive one a model's held text was
 * meant to replace) and the held row goes. Its origin stays the machine's when published as it is (`original`
 * or `machine`, with its model), and is `edited` when the editor changed it. Its text_checks rows stay as
 * the check left them, the last one `held`: a published text whose last check held it is one an editor
 * released, which is how the editor's decision is recorded (the measured accuracy still counts the check).
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
    await tx.delete(heldTexts).where(eq(heldTexts.id, id));
    return { articleId: held.articleId, slug: article.slug, language: held.language };
  });
}

/**
 * An editor discards a held text. A translation's language stays untranslated (the model may translate it
 * again in a later pass). A story's own text held with no other text published leaves a story no reader
 * can ever see: the story is deleted (as deleting an article in the admin does; its reports stay placed).
 */
export async function discardHeldText(db: Database, id: number): Promise<void> {
  const [held] = await db.select().from(heldTexts).where(eq(heldTexts.id, id));
  if (!held) throw new AppError('not_found', `No held text has the id ${id}`);
  const [published] = await db
    .select({ id: articleTranslations.id })
    .from(articleTranslations)
    .where(eq(articleTranslations.articleId, held.articleId))
    .limit(1);
  if (held.textKind === 'original' && !published) await deleteArticle(db, held.articleId);
  else await db.delete(heldTexts).where(eq(heldTexts.id, id));
}
