import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  articleRedirects,
  articles,
  articleTranslations,
  feedItems,
  sources,
  storySources,
} from '../db/schema.ts';
import { isLanguage } from '../../common/languages.ts';
import type { ArticleDetail } from '../../common/contracts/article.ts';
import type { Language } from '../../common/languages.ts';
import { AppError } from '../errors.ts';
import { loadArticles } from './load-articles.ts';
import { pictureCropUrls } from '../images/image-urls.ts';
import { isTitleCardPath } from '../../common/media/title-cards.ts';

/** One article by slug with the reports it was written from; 404 when there is none. */
export async function getArticle(db: Database, slug: string, language: Language): Promise<ArticleDetail> {
  // A story merged into another (across languages) is found by its old address too: the answer carries the
  // article's own slug, and the page redirects to it.
  const [row] = await db
    .select({ id: articles.id, breakingReason: articles.breakingReason, imageId: articles.imageId })
    .from(articles)
    .where(
      or(
        eq(articles.slug, slug),
        eq(
          articles.id,
          db
            .select({ id: articleRedirects.articleId })
            .from(articleRedirects)
            .where(eq(articleRedirects.slug, slug)),
        ),
      ),
    )
    // The article's own slug wins over a redirect of the same name.
    .orderBy(sql`${articles.slug} = ${slug} desc`)
    .limit(1);
  const [article] = row ? await loadArticles(db, [row.id], language) : [];
  if (!article) throw new AppError('not_found', `No article has the slug "${slug}"`);
  const [reports, made] = await Promise.all([
    db
      .select({
        publisher: storySources.publisher,
        url: storySources.url,
        language: storySources.language,
        country: sources.country,
        accessType: sources.accessType,
        itemPaywalled: feedItems.isPaywalled,
        title: storySources.title,
        publishedAt: storySources.publishedAt,
      })
      .from(storySources)
      .leftJoin(sources, eq(sources.id, storySources.sourceId))
      .leftJoin(feedItems, eq(feedItems.id, storySources.feedItemId))
      .where(eq(storySources.articleId, article.id))
      .orderBy(asc(storySources.publishedAt), asc(storySources.feedItemId)),
    db
      .select({
        language: articleTranslations.language,
        origin: articleTranslations.origin,
        model: articleTranslations.model,
        promptVersion: articleTranslations.promptVersion,
        sourceLanguage: articleTranslations.sourceLanguage,
        madeAt: articleTranslations.machineAt,
      })
      .from(articleTranslations)
      .where(
        and(
          eq(articleTranslations.articleId, article.id),
          inArray(
            articleTranslations.language,
            article.translations.map((t) => t.language),
          ),
        ),
      ),
  ]);
  return {
    ...article,
    // A title card has no crops: its page's link-preview card (the same card, whole) stands for it.
    pictureCrops:
      row!.imageId === null || isTitleCardPath(article.imageUrl) ? [] : pictureCropUrls(row!.imageId),
    sources: reports.map(({ accessType, itemPaywalled, country, ...r }) => ({
      ...r,
      country: country ?? null,
      publishedAt: r.publishedAt.toISOString(),
      paywalled: (accessType !== null && accessType !== 'free') || itemPaywalled === true,
    })),
    provenance: made.flatMap((p) =>
      isLanguage(p.language)
        ? [
            {
              ...p,
              language: p.language,
              sourceLanguage: isLanguage(p.sourceLanguage) ? p.sourceLanguage : null,
              madeAt: p.madeAt?.toISOString() ?? null,
            },
          ]
        : [],
    ),
    breakingReason: row!.breakingReason,
  };
}
