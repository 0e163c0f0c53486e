import { and, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { articles, articleTranslations, images, imageVariants, sourceAnalyses } from '../db/schema.ts';
import { isLanguage, LANGUAGES, type Language } from '#common/languages.ts';
import type { Article, Translation } from '#common/contracts/article.ts';
import { articleImageUrls } from '../images/image-urls.ts';
import { pickCardTranslation } from '../images/card-text.ts';
import { categoryName } from '../i18n/site-texts.ts';
import { titleCardKey, titleCardPath, type TitleCardSize } from '#common/media/title-cards.ts';
import { recordArticlesShown } from '../cache/cache-tags.ts';

type ArticleRow = typeof articles.$inferSelect;

/**
 * A translation's columns as articles are presented, without search_text: the lower-cased title, summary and
 * body that only search reads, which would double every row's bytes and bring each card's whole body along.
 */
const { searchText: _searchText, ...TRANSLATION_COLUMNS } = getTableColumns(articleTranslations);
type TranslationRow = Omit<typeof articleTranslations.$inferSelect, 'searchText'>;

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
 * The picture fields of an article. A drawn title card is drawn again for each page language (the title the page
 * shows, the category in its language), so a Korean page never shows an English card; an uploaded or publisher's
 * picture is the same everywhere.
 */
function pictureUrls(
  row: ArticleRow,
  picture: { source: string; largeAvif: boolean; medium: boolean } | undefined,
  shown: TranslationRow | undefined,
  language: Language,
) {
  if (row.imageId === null || !picture) return articleImageUrls(null);
  if (picture.source !== 'generated' || !shown?.title.trim()) {
    return articleImageUrls(row.imageId, { largeAvif: picture.largeAvif, medium: picture.medium });
  }
  const key = titleCardKey({ title: shown.title.trim(), label: categoryName(language, row.category) });
  const card = (size: TitleCardSize) => titleCardPath(row.id, language, key, size);
  return {
    thumbnailSmall: card('small'),
    thumbnailMedium: card('medium'),
    thumbnailSocial: card('social'),
    thumbnailUrl: card('social'),
    imageUrl: card('large'),
    imageAvifUrl: null,
  };
}

/** The translations' content column as LoadOptions.bodies asks. */
function contentColumn(bodies: boolean | readonly number[]) {
  if (bodies === true) return articleTranslations.content;
  if (bodies === false || bodies.length === 0) return sql<string>`''`;
  return sql<string>`case when ${inArray(articleTranslations.articleId, [...bodies])} then ${articleTranslations.content} else '' end`;
}

export interface LoadOptions {
  /**
   * Which translations carry their bodies: all (true, the default), none (false), or those of the articles with
   * these ids. Cards never show one, and the bodies are most of the bytes the database sends: lists drawn into
   * pages leave them out (content is then "").
   */
  bodies?: boolean | readonly number[];
}

/**
 * Loads articles by id, in the order given, as the API presents them: translations in the requested language
 * and in English (the fallback chain), or in the original language when neither exists.
 */
export async function loadArticles(
  db: Database,
  ids: number[],
  language: Language,
  options: LoadOptions = {},
): Promise<Article[]> {
  return (await loadArticleRecords(db, ids, language, options)).map((r) => r.article);
}

/** An article as presented, with the database rows of the translations it presents (their provenance). */
export interface ArticleRecord {
  article: Article;
  shownTranslations: TranslationRow[];
}

/** loadArticles, keeping the rows of the translations presented: an article page shows how each was made. */
export async function loadArticleRecords(
  db: Database,
  ids: number[],
  language: Language,
  options: LoadOptions = {},
): Promise<ArticleRecord[]> {
  if (ids.length === 0) return [];
  recordArticlesShown(ids);
  // Two statements, run together: each one costs a round trip (or, embedded, a pass through the database's
  // protocol), and an article page loads articles twice.
  const [articleRows, translationRows] = await Promise.all([
    db
      .select({
        article: articles,
        source: sourceAnalyses,
        // Whether the picture was drawn (a title card) and which of its optional files exist: the large AVIF and
        // the medium card size.
        pictureSource: images.source,
        largeAvif: sql<boolean>`exists (select 1 from ${imageVariants} v where v.image_id = ${articles.imageId} and v.variant = 'large' and v.format = 'avif')`,
        medium: sql<boolean>`exists (select 1 from ${imageVariants} v where v.image_id = ${articles.imageId} and v.variant = 'medium' and v.format = 'webp')`,
      })
      .from(articles)
      .leftJoin(sourceAnalyses, eq(sourceAnalyses.articleId, articles.id))
      .leftJoin(images, eq(images.id, articles.imageId))
      .where(inArray(articles.id, ids)),
    db
      .select({ ...TRANSLATION_COLUMNS, content: contentColumn(options.bodies ?? true) })
      .from(articleTranslations)
      .where(
        and(
          inArray(articleTranslations.articleId, ids),
          or(
            inArray(articleTranslations.language, [language, 'en']),
            sql`${articleTranslations.language} = (select ${articles.originalLanguage} from ${articles} where ${articles.id} = ${articleTranslations.articleId})`,
          ),
        ),
      ),
  ]);

  const byId = new Map(articleRows.map((r) => [r.article.id, r]));
  const translationsOf = new Map<number, TranslationRow[]>();
  for (const row of translationRows)
    translationsOf.set(row.articleId, [...(translationsOf.get(row.articleId) ?? []), row]);

  const result: ArticleRecord[] = [];
  for (const id of ids) {
    const loaded = byId.get(id);
    if (!loaded) continue;
    const { article: row, source } = loaded;
    const own = translationsOf.get(id) ?? [];
    const wanted = own.filter((t) => t.language === language || t.language === 'en');
    const chosen = wanted.length > 0 ? wanted : own;
    // Requested language first, then English, so a client reading translations[0] gets the best match.
    chosen.sort((a, b) => Number(b.language === language) - Number(a.language === language));
    const available = new Set(row.languages);
    const article: Article = {
      id: row.id,
      slug: row.slug,
      category: row.category,
      country: row.country,
      imageBase64: null,
      ...pictureUrls(
        row,
        loaded.pictureSource === null
          ? undefined
          : { source: loaded.pictureSource, largeAvif: loaded.largeAvif, medium: loaded.medium },
        pickCardTranslation(own, language, row.originalLanguage),
        language,
      ),
      originalUrl: row.originalUrl,
      originalLanguage: isLanguage(row.originalLanguage) ? row.originalLanguage : 'en',
      publishedAt: row.publishedAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      readableAt: (chosen[0]?.createdAt ?? row.createdAt).toISOString(),
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
    };
    result.push({ article, shownTranslations: chosen });
  }
  return result;
}
