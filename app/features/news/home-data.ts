import type { CardArticle } from '#common/contracts/article.ts';
import type { ArchiveDay } from '#common/contracts/archive.ts';
import type { CardTopStory } from '#common/contracts/top-stories.ts';
import { CATEGORIES, type Category } from '#common/categories.ts';
import { MAX_LIMIT } from '#common/news-limits.ts';
import { searchTerms } from '#common/text/search-terms.ts';

/** Home page constants of the spec. */
export const HOME_PAGE_SIZE = 6;
export const SEARCH_LIMIT = 12;
export const HOME_ARCHIVE_DAYS = 4;

/**
 * How many pages of the list an address may show (`?page=20`: 120 stories): "Load more" stops there, and older
 * news is in the archive. It bounds what one address costs the server, whoever asks.
 */
export const MAX_HOME_PAGES = 20;

/** The most stories one request reads: whole pages within the API's limit. */
const READ_CHUNK = Math.floor(MAX_LIMIT / HOME_PAGE_SIZE) * HOME_PAGE_SIZE;

/** What the home page shows. */
export interface HomeData {
  articles: CardArticle[];
  breaking: CardArticle | null;
  archiveDays: ArchiveDay[];
  /** The edition's top stories of the last day (none on a search or category page, or on a quiet day). */
  topStories: CardTopStory[];
  search: string | null;
  category: Category | null;
  /** Pages of the list shown ("Load more"), from the address. */
  pages: number;
  loadFailed: boolean;
}

/**
 * The home page's query parameters: a trimmed search, a known category ("business" reads as economy) and how
 * many pages of the list "Load more" has shown (`page`, 1 to MAX_HOME_PAGES; 1 for anything else and for a
 * search, which has no more to load). The pages are in the address so that Back, a reload or a shared link
 * shows the same list.
 */
export function readHomeQuery(url: URL): {
  search: string | null;
  category: Category | null;
  pages: number;
} {
  const search = searchTerms(url.searchParams.get('search') ?? '').slice(0, 200) || null;
  const raw = url.searchParams.get('category')?.toLowerCase() ?? '';
  const aliased = raw === 'business' ? 'economy' : raw;
  const category = (CATEGORIES as readonly string[]).includes(aliased) ? (aliased as Category) : null;
  const page = url.searchParams.get('page') ?? '';
  const pages = !search && /^[1-9]\d?$/.test(page) ? Math.min(Number(page), MAX_HOME_PAGES) : 1;
  return { search, category, pages };
}

/** The address of the list with `pages` pages shown: the same query, `page` set (left out for one page). */
export function homePagesSearch(search: string, pages: number): string {
  const query = new URLSearchParams(search);
  if (pages > 1) query.set('page', String(pages));
  else query.delete('page');
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * Whether going from one address to the other is "Load more" writing its next page into the address: the same
 * list with one page more, which the page has already shown.
 */
export function isLoadMoreStep(
  from: { pathname: string; search: string },
  to: { pathname: string; search: string },
): boolean {
  if (from.pathname !== to.pathname) return false;
  const before = new URLSearchParams(from.search);
  const after = new URLSearchParams(to.search);
  const page = (query: URLSearchParams) => Number(query.get('page') ?? '1');
  if (page(after) !== page(before) + 1) return false;
  before.delete('page');
  after.delete('page');
  before.sort();
  after.sort();
  return before.toString() === after.toString();
}

/**
 * Reads `count` stories of a list from `offset` on, in requests of at most READ_CHUNK stories (the API's limit),
 * until one comes back short.
 */
export async function readStories<T>(
  offset: number,
  count: number,
  read: (offset: number, limit: number) => Promise<T[]>,
): Promise<T[]> {
  const stories: T[] = [];
  while (stories.length < count) {
    const limit = Math.min(READ_CHUNK, count - stories.length);
    const chunk = await read(offset + stories.length, limit);
    stories.push(...chunk);
    if (chunk.length < limit) break;
  }
  return stories;
}

/** How many stories the first request of a list of `pages` pages reads (the rest: readStories from there). */
export function firstReadLimit(pages: number): number {
  return Math.min(pages * HOME_PAGE_SIZE, READ_CHUNK);
}
