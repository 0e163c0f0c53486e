import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { articles, feedItems, sources } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { PublishedHeldItem } from '../../common/contracts/held-items.ts';
import { isLanguage } from '../../common/languages.ts';
import { composeStory, type ComposableReport } from './publish/compose-story.ts';
import { saveNewStory } from './save-story.ts';

/** Characters of the item's text read for its summary and reading time, as the clustering job reads them. */
const TEXT_READ = 8000;

const NO_TEXT =
  'This item has no text to publish: open it at the publisher and write the article in the admin instead';

/** Letters and digits only, lower-cased: a text that is its title again, punctuated otherwise, is no text. */
function bareWords(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** A new article's own, told where it is: the picture to fetch for it, if its report named one. */
export interface PublishedStory {
  articleId: number;
  imageUrl: string | null;
}

/**
 * Publishes one held item anyway, as a story of its own, composed as the clustering job composes one (its
 * text's extractive summary, its source's trust and country, its category); the item is then "clustered"
 * with the new article. `onPublished` is told the article and its picture, which the caller sends through
 * the image pipeline (the pipeline's picture job, or a title card). An item whose only text is its title is
 * refused: its summary would repeat its headline.
 */
export async function publishHeldItem(
  db: Database,
  itemId: number,
  at: Date,
  onPublished: (story: PublishedStory) => void = () => undefined,
): Promise<PublishedHeldItem> {
  const [row] = await db
    .select({
      item: {
        id: feedItems.id,
        state: feedItems.state,
        sourceId: feedItems.sourceId,
        url: feedItems.url,
        title: feedItems.title,
        language: feedItems.language,
        publishedAt: feedItems.publishedAt,
        categories: feedItems.categories,
        isPaywalled: feedItems.isPaywalled,
        imageUrl: feedItems.imageUrl,
        text: sql<string>`left(coalesce(${feedItems.pageText}, ${feedItems.feedText}), ${TEXT_READ})`,
        textLength: sql<number>`length(coalesce(${feedItems.pageText}, ${feedItems.feedText}))`.mapWith(
          Number,
        ),
      },
      source: {
        name: sources.name,
        country: sources.country,
        trustLevel: sources.trustLevel,
        accessType: sources.accessType,
      },
    })
    .from(feedItems)
    .innerJoin(sources, eq(sources.id, feedItems.sourceId))
    .where(eq(feedItems.id, itemId));
  if (!row) throw new AppError('not_found', `No feed item has the id ${itemId}`);
  const { item, source } = row;
  if (item.state !== 'held') {
    throw new AppError('conflict', `Only a held item can be published anyway; this one is ${item.state}`);
  }
  const text = item.text.trim();
  if (bareWords(text) === '' || bareWords(text) === bareWords(item.title))
    throw new AppError('conflict', NO_TEXT);

  // The report as the clustering job builds it from an item and its source (cluster-stories.job.ts).
  const report: ComposableReport = {
    itemId: item.id,
    sourceId: item.sourceId,
    publisher: source.name,
    url: item.url,
    language: item.language ?? 'en',
    title: item.title,
    publishedAt: item.publishedAt,
    textLength: item.textLength,
    categories: item.categories,
    isPaywalled: item.isPaywalled,
    imageUrl: item.imageUrl,
    source,
  };
  const story = composeStory([report], text);
  // What the text offers may all be cut as boilerplate or too short, leaving only the headline again.
  if (bareWords(story.summary) === bareWords(story.title)) throw new AppError('conflict', NO_TEXT);

  const articleId = await saveNewStory(db, story, at);
  if (articleId === null) {
    throw new AppError('conflict', 'This item was published meanwhile; reload the list of held items');
  }
  const [article] = await db
    .select({ slug: articles.slug, language: articles.originalLanguage })
    .from(articles)
    .where(eq(articles.id, articleId));
  if (!article || !isLanguage(article.language)) throw new Error(`article ${articleId} was not saved`);
  onPublished({ articleId, imageUrl: story.imageUrl });
  return { articleId, slug: article.slug, language: article.language };
}
