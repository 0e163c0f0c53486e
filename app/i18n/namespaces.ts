/** The interface catalogs, one per surface. */
export const NAMESPACES = ['common', 'news', 'pages', 'legal'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * The catalogs every page needs, in the cached file of a language (catalog-files.server.ts); `pages` (about,
 * contact) and `legal` come with the data of the pages that show them (page-texts.tsx).
 */
export const PAGE_NAMESPACES = ['common', 'news'] as const satisfies readonly Namespace[];

export type Catalog = { [key: string]: string | Catalog | Catalog[] | string[] };
export type Catalogs = Partial<Record<Namespace, Catalog>>;
