import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { articleRedirects, articles, feedItems, sources, storySources } from '../db/schema.ts';
import { isLanguage } from '#common/languages.ts';
import { withoutBodies, type ArticleDetail, type CardArticle } from '#common/contracts/article.ts';
import type { Language } from '#common/languages.ts';
import { AppError } from '../errors.ts';
import { loadArticleRecords, type ArticleRecord } from './load-articles.ts';
import { relatedIds } from './list-related.ts';
import { pictureCropUrls } from '../images/image-urls.ts';
import { isTitleCardPath } from '#common/media/title-cards.ts';
import { loadArticleCorrections } from '../corrections/list-corrections.ts';

/** One article by slug with the reports it was written from; 404 when there is none. */
export async function getArticle(db: Database, slug: string, language: Language): Promise<ArticleDetail> {
  const row = await findArticle(db, slug);
  if (!row) throw new AppError('not_found', `No article has the slug "${slug}"`);
  // The article and the reports it was written from, together; how each shown language version was made comes
  // with the article's translation rows.
  const [[record], parts] = await Promise.all([
    loadArticleRecords(db, [row.id], language),
    loadStoryParts(db, row.id),
  ]);
  if (!record) throw new AppError('not_found', `No article has the slug "${slug}"`);
  return presentDetail(record, row, parts);
}

/**
 * What an article's page shows: the article (as getArticle) and its related articles (as listRelated, as
 * cards), read together: six statements in two rounds rather than eight in four. Null when there is none.
 */
export async function getArticlePage(
  db: Database,
  slug: string,
  language: Language,
): Promise<{ article: ArticleDetail; related: CardArticle[] } | null> {
  const [row, related] = await Promise.all([
    findArticle(db, slug),
    // The related articles are a page's extra: without them it still shows the article.
    relatedIds(db, slug, language).catch(() => null),
  ]);
  if (!row) return null;
  const [records, parts] = await Promise.all([
    loadArticleRecords(db, [row.id, ...(related ?? [])], language, { bodies: [row.id] }),
    loadStoryParts(db, row.id),
  ]);
  const [record, ...others] = records;
  if (record?.article.id !== row.id) return null;
  return {
    article: presentDetail(record, row, parts),
    related: others.map((r) => withoutBodies(r.article)),
  };
}

type ArticleRow = NonNullable<Awaited<ReturnType<typeof findArticle>>>;
type StoryParts = Awaited<ReturnType<typeof loadStoryParts>>;

/**
 * The article a slug names. A story merged into another (across languages) is found by its old address too:
 * the answer carries the article's own slug, and the page redirects to it.
 */
async function findArticle(db: Database, slug: string) {
  // No slug holds U+0000, which PostgreSQL's text refuses outright.
  if (slug.includes('\u0000')) return undefined;
  const [row] = await db
    .select({ id: articles.id, breakingReason: articles.breakingReason, imageId: articles.imageId })
    .from(articles)
    .where(
      and(
        // A story whose only text is held for an editor (its accuracy check failed twice) has no page yet.
        sql`cardinality(${articles.languages}) > 0`,
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
      ),
    )
    // The article's own slug wins over a redirect of the same name.
    .orderBy(sql`${articles.slug} = ${slug} desc`)
    .limit(1);
  return row;
}

/** What a story's page shows besides its texts: the reports it was written from and its corrections. */
async function loadStoryParts(db: Database, articleId: number) {
  const [reports, corrections] = await Promise.all([
    loadReports(db, articleId),
    loadArticleCorrections(db, articleId),
  ]);
  return { reports, corrections };
}

/** The publishers' reports a story was written from, oldest first. */
function loadReports(db: Database, articleId: number) {
  return db
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
    .where(eq(storySources.articleId, articleId))
    .orderBy(asc(storySources.publishedAt), asc(storySources.feedItemId));
}

function presentDetail(
  record: ArticleRecord,
  row: ArticleRow,
  { reports, corrections }: StoryParts,
): ArticleDetail {
  const { article, shownTranslations } = record;
  return {
    ...article,
    corrections,
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
