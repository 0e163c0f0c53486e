import { count, desc, eq } from 'drizzle-orm';
import type { HeldTextList } from '#common/contracts/held-items.ts';
import { contentToPlainText } from '#common/contracts/structured-content.ts';
import { isLanguage } from '#common/languages.ts';
import type { Database } from '../../db/client.ts';
import { articles, heldTexts, textChecks } from '../../db/schema.ts';
import { previewOf } from '../list-held-items.ts';

/** Held texts listed at most: an editor works through them newest first. */
const LIST_LIMIT = 200;

/** The texts the accuracy check held for an editor, newest first, with their story and their last check. */
export async function listHeldTexts(db: Database): Promise<HeldTextList> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: heldTexts.id,
        articleId: heldTexts.articleId,
        slug: articles.slug,
        originalLanguage: articles.originalLanguage,
        language: heldTexts.language,
        textKind: heldTexts.textKind,
        title: heldTexts.title,
        summary: heldTexts.summary,
        content: heldTexts.content,
        model: heldTexts.model,
        failingSentence: heldTexts.failingSentence,
        reason: heldTexts.reason,
        sentencesChecked: textChecks.sentencesChecked,
        sentencesSupported: textChecks.sentencesSupported,
        heldAt: heldTexts.heldAt,
      })
      .from(heldTexts)
      .innerJoin(articles, eq(articles.id, heldTexts.articleId))
      .leftJoin(textChecks, eq(textChecks.id, heldTexts.checkId))
      .orderBy(desc(heldTexts.heldAt), desc(heldTexts.id))
      .limit(LIST_LIMIT),
    db.select({ n: count() }).from(heldTexts),
  ]);
  return {
    texts: rows.flatMap(({ content, heldAt, language, originalLanguage, ...row }) =>
      isLanguage(language) && isLanguage(originalLanguage)
        ? [
            {
              ...row,
              language,
              originalLanguage,
              preview: previewOf(contentToPlainText(content)),
              heldAt: heldAt.toISOString(),
            },
          ]
        : [],
    ),
    total: Number(total?.n ?? 0),
  };
}
