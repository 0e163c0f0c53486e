import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { articles, articleTranslations, imageVariants, sourceAnalyses } from '../db/schema.ts';
import { isLanguage, LANGUAGES, type Language } from '../../common/languages.ts';
import type { Article, Translation } from '../../common/contracts/article.ts';
import { articleImageUrls } from '../images/image-urls.ts';
import { recordArticlesShown } from '../cache/cache-tags.ts';

type ArticleRow = typeof articles.$inferSelect;
type TranslationRow = typeof articleTranslations.$inferSelect;

function presentTranslation(row: TranslationRow): Translation {
  return {
    language: row.language as Language,
    title: row.title,
    summary: row.summary,
    content: row.content,
    authorName: row.authorName,
    authorAvatarUrl: row.authorAvatarUrl,
    authorCredentials: row.authorCredentials,
  };
}

/**
 * Loads articles by id, in the order given, as the API presents them: translations in the requested language
 * and in English (the fallback chain), or in the original language when neither exists.
 */
export async function loadArticles(db: Database, ids: number[], language: Language): Promise<Article[]> {
  if (ids.length === 0) return [];
  recordArticlesShown(ids);
  const [articleRows, languageRows, sourceRows, variantRows] = await Promise.all([
    db.select().from(articles).where(inArray(articles.id, ids)),
    db
      .select({ articleId: articleTranslations.articleId, language: articleTranslations.language })
      .from(articleTranslations)
      .where(inArray(articleTranslations.articleId, ids)),
    db.select().from(sourceAnalyses).where(inArray(sourceAnalyses.articleId, ids)),
    // Which of the optional picture files exist: the large AVIF and the medium card size.
    db
      .select({ imageId: imageVariants.imageId, variant: imageVariants.variant })
      .from(imageVariants)
      .innerJoin(articles, eq(articles.imageId, imageVariants.imageId))
      .where(
        and(
          inArray(articles.id, ids),
          or(
            and(eq(imageVariants.variant, 'large'), eq(imageVariants.format, 'avif')),
            and(eq(imageVariants.variant, 'medium'), eq(imageVariants.format, 'webp')),
          ),
        ),
      ),
  ]);
  const withAvif = new Set(variantRows.filter((r) => r.variant === 'large').map((r) => r.imageId));
  const withMedium = new Set(variantRows.filter((r) => r.variant === 'medium').map((r) => r.imageId));
  const translationRows = await db
    .select()
    .from(articleTranslations)
    .where(
      and(
        inArray(articleTranslations.articleId, ids),
        or(
          inArray(articleTranslations.language, [language, 'en']),
          sql`${articleTranslations.language} = (select ${articles.originalLanguage} from ${articles} where ${articles.id} = ${articleTranslations.articleId})`,
        ),
      ),
    );

  const byId = new Map<number, ArticleRow>(articleRows.map((r) => [r.id, r]));
  const languagesOf = new Map<number, Set<string>>();
  for (const row of languageRows) {
    const set = languagesOf.get(row.articleId) ?? new Set<string>();
    set.add(row.language);
    languagesOf.set(row.articleId, set);
  }
  const translationsOf = new Map<number, TranslationRow[]>();
  for (const row of translationRows)
    translationsOf.set(row.articleId, [...(translationsOf.get(row.articleId) ?? []), row]);
  const sourceOf = new Map(sourceRows.map((r) => [r.articleId, r]));

  const result: Article[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    const own = translationsOf.get(id) ?? [];
    const wanted = own.filter((t) => t.language === language || t.language === 'en');
    const chosen = wanted.length > 0 ? wanted : own;
    // Requested language first, then English, so a client reading translations[0] gets the best match.
    chosen.sort((a, b) => Number(b.language === language) - Number(a.language === language));
    const available = languagesOf.get(id) ?? new Set<string>();
    const source = sourceOf.get(id);
    result.push({
      id: row.id,
      slug: row.slug,
      category: row.category,
      country: row.country,
      imageBase64: null,
      ...articleImageUrls(
        row.imageId,
        row.imageId === null
          ? {}
          : { largeAvif: withAvif.has(row.imageId), medium: withMedium.has(row.imageId) },
      ),
      originalUrl: row.originalUrl,
      originalLanguage: isLanguage(row.originalLanguage) ? row.originalLanguage : 'en',
      publishedAt: row.publishedAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      readingTime: row.readingTime,
      isBreaking: row.isBreaking,
      availableLanguages: LANGUAGES.filter((l) => available.has(l)),
      translations: chosen.map(presentTranslation),
      sourceAnalysis: source
        ? {
            trustLevel: source.trustLevel,
            accessType: source.accessType,
            icon: source.icon,
            label: source.label,
            description: source.description,
            organizationName: source.organizationName,
            buttonText: source.buttonText,
          }
        : null,
    });
  }
  return result;
}
