import type { Database } from '../db/client.ts';
import { withoutBodies, type CardArticle } from '../../common/contracts/article.ts';
import type { ArchiveDay } from '../../common/contracts/archive.ts';
import type { ListNewsQuery } from '../../common/contracts/news-query.ts';
import { listArchiveDays } from '../archive/list-archive-days.ts';
import { breakingIds } from './list-breaking.ts';
import { listNewsIds } from './list-news.ts';
import { loadArticles } from './load-articles.ts';

/** What the home page shows (a page of the list, the breaking banner, the archive's newest days). */
export interface HomePage {
  articles: CardArticle[];
  breaking: CardArticle | null;
  archiveDays: ArchiveDay[];
}

/**
 * The home page's data as cards, read together: the list's and the banner's articles are loaded at once
 * (five statements in two rounds rather than seven), as listNews and the newest of listBreaking would show them.
 */
export async function loadHomePage(db: Database, query: ListNewsQuery): Promise<HomePage> {
  const [listed, [breakingId], archiveDays] = await Promise.all([
    listNewsIds(db, query),
    breakingIds(db, query.language, 1),
    listArchiveDays(db, query.language),
  ]);
  const ids = breakingId === undefined || listed.includes(breakingId) ? listed : [...listed, breakingId];
  const loaded = await loadArticles(db, ids, query.language, { bodies: false });
  const byId = new Map(loaded.map((article) => [article.id, withoutBodies(article)]));
  return {
    articles: listed.flatMap((id) => byId.get(id) ?? []),
    breaking: (breakingId !== undefined && byId.get(breakingId)) || null,
    archiveDays,
  };
}
