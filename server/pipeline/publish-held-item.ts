import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { articles, feedItems } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { NO_TEXT_TO_PUBLISH, type PublishedHeldItem } from '#common/contracts/held-items.ts';
import { isLanguage } from '#common/languages.ts';
import { hasHeldText } from './accuracy/store-checks.ts';
import { loadStoryReports, selectReportRows } from './load-story-reports.ts';
import { composeStory } from './publish/compose-story.ts';
import { saveNewStory } from './save-story.ts';

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
  const [row] = await selectReportRows(db, eq(feedItems.id, itemId));
  if (!row) throw new AppError('not_found', `No feed item has the id ${itemId}`);
  if (row.item.state !== 'held') {
    throw new AppError('conflict', `Only a held item can be published anyway; this one is ${row.item.state}`);
  }
  // Composed as the clustering job composes a story, without its judgement of the text: the editor judged.
  const story = composeStory(await loadStoryReports(db, [row]), { anyway: true });
  // What the text offers may all be cut as boilerplate, leaving only the headline again.
  if (!story || bareWords(story.summary) === bareWords(story.title))
    throw new AppError('conflict', NO_TEXT_TO_PUBLISH);

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
  // The editor's "publish anyway" is a judgement of the item, not of the text: it was checked all the same.
  return {
    articleId,
    slug: article.slug,
    language: article.language,
    textHeld: await hasHeldText(db, articleId, article.language),
  };
}
