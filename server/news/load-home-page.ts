import type { Database } from '../db/client.ts';
import { withoutBodies, type CardArticle } from '#common/contracts/article.ts';
import type { ArchiveDay } from '#common/contracts/archive.ts';
import type { ListNewsQuery } from '#common/contracts/news-query.ts';
import { listArchiveDays } from '../archive/list-archive-days.ts';
import { breakingIds } from './list-breaking.ts';
import { listNewsIds } from './list-news.ts';
import { loadArticles } from './load-articles.ts';
import { topStoryRanks, withReach } from './list-top-stories.ts';
import type { CardTopStory } from '#common/contracts/top-stories.ts';

/** What the home page shows (a page of the list, the breaking banner, the archive's newest days, top stories). */
export interface HomePage {
  articles: CardArticle[];
  breaking: CardArticle | null;
  archiveDays: ArchiveDay[];
  /** The edition's top stories above the latest list; only on the plain first page (no category or search). */
  topStories: CardTopStory[];
}

/**
 * The home page's data as cards, read together: the list's and the banner's articles are loaded at once
 * (five statements in two rounds rather than seven), as listNews and the newest of listBreaking would show them;
 * the top stories are ranked in the first round and loaded with the others in the second.
 */
export async function loadHomePage(db: Database, query: ListNewsQuery): Promise<HomePage> {
  const isFrontPage = !query.search && !query.category && !query.date && query.offset === 0;
  const [listed, [breakingId], archiveDays, topRanks] = await Promise.all([
    listNewsIds(db, query),
    breakingIds(db, query.language, 1, query.languages),
    listArchiveDays(db, query.language),
    isFrontPage ? topStoryRanks(db, query.language, new Date(), query.languages) : [],
  ]);
  const ids = [
    ...new Set([...listed, ...(breakingId === undefined ? [] : [breakingId]), ...topRanks.map((r) => r.id)]),
  ];
  const loaded = await loadArticles(db, ids, query.language, { bodies: false });
  const byId = new Map(loaded.map((article) => [article.id, withoutBodies(article)]));
  return {
    articles: listed.flatMap((id) => byId.get(id) ?? []),
    breaking: (breakingId !== undefined && byId.get(breakingId)) || null,
    archiveDays,
    topStories: withReach([...byId.values()], topRanks),
  };
}
