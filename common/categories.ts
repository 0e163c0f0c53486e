/** Every category an article can have (the spec's "categories seen"). */
export const CATEGORIES = [
  'politics',
  'economy',
  'technology',
  'sports',
  'science',
  'world',
  'health',
  'entertainment',
  'environment',
] as const;

export type Category = (typeof CATEGORIES)[number];

/** The categories an editor may choose in the admin form and the create API (no environment). */
export const ADMIN_CATEGORIES = [
  'politics',
  'economy',
  'technology',
  'sports',
  'science',
  'world',
  'health',
  'entertainment',
] as const satisfies readonly Category[];

export interface CategoryStyle {
  emoji: string;
  /** Badge and placeholder colour, as a hex value with AA contrast against white text. */
  color: string;
}

export const CATEGORY_STYLES: Record<Category, CategoryStyle> = {
  politics: { emoji: '🏛️', color: '#b91c1c' },
  economy: { emoji: '💼', color: '#047857' },
  technology: { emoji: '💻', color: '#1d4ed8' },
  sports: { emoji: '⚽', color: '#c2410c' },
  science: { emoji: '🔬', color: '#6d28d9' },
  world: { emoji: '🌍', color: '#0e7490' },
  health: { emoji: '🏥', color: '#be185d' },
  entertainment: { emoji: '🎬', color: '#a21caf' },
  environment: { emoji: '🌱', color: '#15803d' },
};

/** The badge of a category the site does not know. */
export const UNKNOWN_CATEGORY_STYLE: CategoryStyle = { emoji: '📰', color: '#475569' };

/** Tells whether a string is a known category. */
export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);
}

/** The style of any category string, known or not. */
export function categoryStyle(category: string): CategoryStyle {
  return isCategory(category) ? CATEGORY_STYLES[category] : UNKNOWN_CATEGORY_STYLE;
}
