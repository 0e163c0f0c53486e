import type { CardArticle } from '../../../common/contracts/article.ts';
import type { ArchiveDay } from '../../../common/contracts/archive.ts';
import type { CardTopStory } from '../../../common/contracts/top-stories.ts';
import { CATEGORIES, type Category } from '../../../common/categories.ts';
import { searchTerms } from '../../../common/text/search-terms.ts';

/** Home page constants of the spec. */
export const HOME_PAGE_SIZE = 6;
export const SEARCH_LIMIT = 12;
export const HOME_ARCHIVE_DAYS = 4;

/** What the home page shows. */
export interface HomeData {
  articles: CardArticle[];
  breaking: CardArticle | null;
  archiveDays: ArchiveDay[];
  /** The edition's top stories of the last day (none on a search or category page, or on a quiet day). */
  topStories: CardTopStory[];
  search: string | null;
  category: Category | null;
  loadFailed: boolean;
}

/** The home page's query parameters: a trimmed search and a known category ("business" reads as economy). */
export function readHomeQuery(url: URL): { search: string | null; category: Category | null } {
  const search = searchTerms(url.searchParams.get('search') ?? '').slice(0, 200) || null;
  const raw = url.searchParams.get('category')?.toLowerCase() ?? '';
  const aliased = raw === 'business' ? 'economy' : raw;
  const category = (CATEGORIES as readonly string[]).includes(aliased) ? (aliased as Category) : null;
  return { search, category };
}
