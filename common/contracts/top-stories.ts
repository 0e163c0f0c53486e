import { z } from './zod.ts';
import { LanguageSchema } from './enums.ts';
import { ArticleSchema, type CardTranslation } from './article.ts';
import { ReaderLanguagesParamSchema } from './news-query.ts';

/** GET /api/news/top query parameters: the edition's language and, optionally, the reader's languages. */
export const TopStoriesQuerySchema = z.object({
  language: LanguageSchema.default('en'),
  languages: ReaderLanguagesParamSchema,
});
export type TopStoriesQuery = z.infer<typeof TopStoriesQuerySchema>;

/** The most top stories the home page shows: a lead story and smaller ones. */
export const TOP_STORIES_LIMIT = 5;
/** Fewer than this many and the home page leaves the section out: a single story is no ranking. */
export const TOP_STORIES_MINIMUM = 2;

/** A top story: an article with how widely it was reported (distinct publishers and report languages). */
export const TopStorySchema = ArticleSchema.extend({
  publisherCount: z.number().int(),
  languageCount: z.number().int(),
});
export type TopStory = z.infer<typeof TopStorySchema>;

/** A top story as the home page draws it: without the bodies of its translations. */
export type CardTopStory = Omit<TopStory, 'translations'> & { translations: CardTranslation[] };
