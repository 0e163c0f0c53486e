import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { articles, articleTranslations } from '../db/schema.ts';
import type { ArticleInput, SourceAnalysisInput, TranslationInput } from '#common/contracts/article.ts';
import { ADMIN_CATEGORIES, type Category } from '#common/categories.ts';
import type { Language } from '#common/languages.ts';
import { AppError } from '../errors.ts';
import type { PreparedImage } from '../images/create-image-variants.ts';
import {
  deleteTranslations,
  insertTranslations,
  readProvenance,
  swapImage,
  writeSourceAnalysis,
} from './article-parts.ts';
import { rethrowSlugConflict } from './create-article.ts';
import { loadArticleForEditing, type EditableArticle } from './load-article-for-editing.ts';

type ArticleFields = Omit<ArticleInput, 'category'> & { category: Category };

/** A new picture, null to remove the picture, or undefined to keep it. */
export type ImageChange = { prepared: PreparedImage; source: 'upload' | 'generated' } | null | undefined;

async function lockArticle(db: Database, id: number) {
  const [row] = await db.select().from(articles).where(eq(articles.id, id)).for('update').limit(1);
  if (!row) throw new AppError('not_found', `No article has the id ${id}`);
  return row;
}

/** New articles take a category of the admin list; an article may keep the one it has. */
function checkCategory(category: Category | undefined, current: string): void {
  if (category === undefined || category === current) return;
  if (!(ADMIN_CATEGORIES as readonly string[]).includes(category)) {
    throw new AppError('bad_request', `article.category: choose one of ${ADMIN_CATEGORIES.join(', ')}`, {
      field: 'article.category',
    });
  }
}

function articleColumns(fields: Partial<ArticleFields>) {
  return {
    ...(fields.slug !== undefined && { slug: fields.slug }),
    ...(fields.category !== undefined && { category: fields.category }),
    ...(fields.country !== undefined && { country: fields.country.toUpperCase() }),
    ...('originalUrl' in fields && { originalUrl: fields.originalUrl ?? null }),
    ...(fields.readingTime !== undefined && { readingTime: fields.readingTime }),
    ...(fields.isBreaking !== undefined && { isBreaking: fields.isBreaking }),
    ...(fields.publishedAt !== undefined && { publishedAt: new Date(fields.publishedAt) }),
    updatedAt: sql`now()`,
  };
}

/** PUT: the article as a whole, its translations replaced by the given set, in one transaction. */
export async function replaceArticle(
  db: Database,
  id: number,
  input: { article: ArticleFields; translations: TranslationInput[]; image: ImageChange },
): Promise<EditableArticle> {
  try {
    await db.transaction(async (tx) => {
      const current = await lockArticle(tx, id);
      checkCategory(input.article.category, current.category);
      await tx
        .update(articles)
        .set({
          ...articleColumns({ ...input.article, originalUrl: input.article.originalUrl }),
          isBreaking: input.article.isBreaking ?? current.isBreaking,
        })
        .where(eq(articles.id, id));
      const previous = await readProvenance(tx, id);
      await deleteTranslations(tx, id);
      await insertTranslations(tx, id, input.translations, current.originalLanguage, previous);
      await writeSourceAnalysis(tx, id, input.article.sourceAnalysis ?? null);
      if (input.image !== undefined) await swapImage(tx, id, current.imageId, input.image);
    });
  } catch (error) {
    rethrowSlugConflict(error, input.article.slug);
  }
  return loadArticleForEditing(db, id);
}

/** PATCH: only the given fields; translations added or replaced by language, or removed. One transaction. */
export async function patchArticle(
  db: Database,
  id: number,
  input: {
    article?: Partial<ArticleFields> & { sourceAnalysis?: SourceAnalysisInput | undefined };
    translations?: TranslationInput[] | undefined;
    removeLanguages?: Language[] | undefined;
    image: ImageChange;
  },
): Promise<EditableArticle> {
  try {
    await db.transaction(async (tx) => {
      const current = await lockArticle(tx, id);
      if (input.article) {
        checkCategory(input.article.category, current.category);
        await tx.update(articles).set(articleColumns(input.article)).where(eq(articles.id, id));
        if (input.article.sourceAnalysis) await writeSourceAnalysis(tx, id, input.article.sourceAnalysis);
      } else {
        await tx
          .update(articles)
          .set({ updatedAt: sql`now()` })
          .where(eq(articles.id, id));
      }
      const replaced = input.translations?.map((t) => t.language) ?? [];
      const removed = input.removeLanguages ?? [];
      const previous = await readProvenance(tx, id);
      if (replaced.length || removed.length)
        await deleteTranslations(tx, id, [...new Set([...replaced, ...removed])]);
      if (input.translations)
        await insertTranslations(tx, id, input.translations, current.originalLanguage, previous);
      const left = await tx
        .select({ language: articleTranslations.language })
        .from(articleTranslations)
        .where(eq(articleTranslations.articleId, id));
      if (left.length === 0)
        throw new AppError('bad_request', 'an article keeps at least one translation', {
          field: 'translations',
        });
      if (input.image !== undefined) await swapImage(tx, id, current.imageId, input.image);
    });
  } catch (error) {
    rethrowSlugConflict(error, input.article?.slug ?? '');
  }
  return loadArticleForEditing(db, id);
}
