import { asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { articleRedirects, articles, feedItems, sources, storySources } from '../db/schema.ts';
import { isLanguage } from '../../common/languages.ts';
import type { ArticleDetail } from '../../common/contracts/article.ts';
import type { Language } from '../../common/languages.ts';
import { AppError } from '../errors.ts';
import { loadArticleRecords } from './load-articles.ts';
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
  if (!row) throw new AppError('not_found', `No article has the slug "${slug}"`);
  // The article and the reports it was written from, together; how each shown language version was made comes
  // with the article's translation rows.
  const [[record], reports] = await Promise.all([
    loadArticleRecords(db, [row.id], language),
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
      .where(eq(storySources.articleId, row.id))
      .orderBy(asc(storySources.publishedAt), asc(storySources.feedItemId)),
  ]);
  if (!record) throw new AppError('not_found', `No article has the slug "${slug}"`);
  const { article, shownTranslations } = record;
  return {
    ...article,
    // A title card has no crops: its page's link-preview card (the same card, whole) stands for it.
    pictureCrops:
      row.imageId === null || isTitleCardPath(article.imageUrl) ? [] : pictureCropUrls(row.imageId),
    sources: reports.map(({ accessType, itemPaywalled, country, ...r }) => ({
      ...r,
      country: country ?? null,
      publishedAt: r.publishedAt.toISOString(),
      paywalled: (accessType !== null && accessType !== 'free') || itemPaywalled === true,
    })),
    provenance: shownTranslations.flatMap((t) =>
      isLanguage(t.language)
        ? [
            {
              language: t.language,
              origin: t.origin,
              model: t.model,
              promptVersion: t.promptVersion,
              sourceLanguage: isLanguage(t.sourceLanguage) ? t.sourceLanguage : null,
              madeAt: t.machineAt?.toISOString() ?? null,
            },
          ]
        : [],
    ),
    breakingReason: row.breakingReason,
  };
}
