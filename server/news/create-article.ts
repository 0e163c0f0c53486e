import type { Database } from '../db/client.ts';
import { articles } from '../db/schema.ts';
import type { Article, SourceAnalysisInput, TranslationInput } from '#common/contracts/article.ts';
import type { Category } from '#common/categories.ts';
import type { Language } from '#common/languages.ts';
import { AppError } from '../errors.ts';
import { isUniqueViolation } from '../db/is-unique-violation.ts';
import type { PreparedImage } from '../images/create-image-variants.ts';
import { storeImage } from '../images/store-image.ts';
import { insertTranslations, writeSourceAnalysis } from './article-parts.ts';
import { loadArticles } from './load-articles.ts';

/** Everything needed to create an article, already validated. */
export interface NewArticle {
  slug: string;
  category: Category;
  country: string;
  originalUrl?: string | undefined;
  originalLanguage?: Language | undefined;
  readingTime: number;
  publishedAt: Date;
  isBreaking?: boolean | undefined;
  sourceAnalysis?: SourceAnalysisInput | undefined;
  translations: TranslationInput[];
  image?: { prepared: PreparedImage; source: 'upload' | 'generated' } | null | undefined;
}

/** Turns a taken slug into a 409 and lets other errors through. */
export function rethrowSlugConflict(error: unknown, slug: string): never {
  if (isUniqueViolation(error))
    throw new AppError('conflict', `The slug "${slug}" is already taken`, { field: 'article.slug' });
  throw error;
}

/** Inserts an article with its translations, source analysis and image in one transaction; 409 on a taken slug. */
export async function createArticle(db: Database, input: NewArticle): Promise<Article> {
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const imageId = input.image ? await storeImage(tx, input.image.prepared, input.image.source) : null;
      const originalLanguage = input.originalLanguage ?? input.translations[0]?.language ?? 'en';
      const [row] = await tx
        .insert(articles)
        .values({
          slug: input.slug,
          category: input.category,
          country: input.country.toUpperCase(),
          originalUrl: input.originalUrl ?? null,
          originalLanguage,
          readingTime: input.readingTime,
          isBreaking: input.isBreaking ?? false,
          publishedAt: input.publishedAt,
          imageId,
        })
        .returning({ id: articles.id });
      if (!row) throw new Error('article insert returned no row');
      await insertTranslations(tx, row.id, input.translations, originalLanguage);
      if (input.sourceAnalysis) await writeSourceAnalysis(tx, row.id, input.sourceAnalysis);
      return row.id;
    });
  } catch (error) {
    rethrowSlugConflict(error, input.slug);
  }
  const [article] = await loadArticles(db, [id], input.originalLanguage ?? 'en');
  if (!article) throw new Error(`article ${id} vanished after insert`);
  return article;
}
