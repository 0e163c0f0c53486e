/** The interface catalogs, one per surface. */
export const NAMESPACES = ['common', 'news', 'pages', 'legal'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The catalogs every page needs; `legal` is loaded only by the legal pages. */
export const PAGE_NAMESPACES = ['common', 'news', 'pages'] as const satisfies readonly Namespace[];

export type Catalog = { [key: string]: string | Catalog | Catalog[] | string[] };
export type Catalogs = Partial<Record<Namespace, Catalog>>;
