/** The interface catalogs, one per surface. */
export const NAMESPACES = [
  'common',
  'news',
  'alerts',
  'recommendations',
  'corrections',
  'pages',
  'accuracy',
  'legal',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * The catalogs every page needs, in the cached file of a language (catalog-files.server.ts): the site's frame
 * and lists (`common`, `news`), breaking-news alerts (`alerts`), the home page's "For you" row
 * (`recommendations`), an article's error report and correction lines (`corrections`). `pages` (about,
 * contact), `accuracy` (the accuracy and corrections pages) and `legal` come with the data of the pages that
 * show them (page-texts.tsx).
 */
export const PAGE_NAMESPACES = [
  'common',
  'news',
  'alerts',
  'recommendations',
  'corrections',
] as const satisfies readonly Namespace[];

export type Catalog = { [key: string]: string | Catalog | Catalog[] | string[] };
export type Catalogs = Partial<Record<Namespace, Catalog>>;
