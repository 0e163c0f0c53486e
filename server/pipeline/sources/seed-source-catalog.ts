import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { sources } from '../../db/schema.ts';
import { CATEGORIES, type Category } from '#common/categories.ts';
import { LanguageSchema } from '#common/contracts/enums.ts';
import catalogFile from './source-catalog.json' with { type: 'json' };

const CatalogSchema = z.object({
  sources: z.array(
    z.object({
      name: z.string().min(1),
      language: LanguageSchema,
      country: z.string().length(2),
      feedUrl: z.url({ protocol: /^https?$/ }),
      siteUrl: z.url({ protocol: /^https?$/ }),
      trustLevel: z.enum(['high', 'medium', 'low']),
      accessType: z.enum(['free', 'paywall', 'subscription']),
      /** The category a section feed is about; absent for a general feed. */
      section: z.enum(CATEGORIES).optional(),
    }),
  ),
});

/** The publishers Tidings reads by default, checked against their schema once. */
export const SOURCE_CATALOG = CatalogSchema.parse(catalogFile).sources;

/** The catalog's section feeds, grouped by the category they are about. */
function catalogFeedsBySection(): Map<Category, string[]> {
  const feeds = new Map<Category, string[]>();
  for (const { section, feedUrl } of SOURCE_CATALOG) {
    if (section) feeds.set(section, [...(feeds.get(section) ?? []), feedUrl]);
  }
  return feeds;
}

/**
 * Adds the catalog's publishers that the database does not have yet (by feed URL); sources an editor changed
 * or disabled stay as they are. Catalog rows without a section (added before sections existed) get their
 * feed's section from the catalog. Returns how many sources were added.
 *
 * Every start runs this, so it costs a fixed few statements whatever the catalog's size: one insert of every
 * row, one update spreading the new rows' first fetch, and one update per section.
 */
export async function seedSourceCatalog(db: Database): Promise<number> {
  const added = await db
    .insert(sources)
    .values(SOURCE_CATALOG.map((s) => ({ ...s, section: s.section ?? null, origin: 'catalog' as const })))
    .onConflictDoNothing({ target: sources.feedUrl })
    .returning({ id: sources.id });
  if (added.length > 0) {
    // Hundreds of new sources due at once would all be fetched in the first minute: each one's first fetch
    // falls at a random moment within its first polling interval instead (the scheduler takes it from there).
    const addedIds = added.map((row) => row.id);
    await db
      .update(sources)
      .set({ nextFetchAt: sql`now() + random() * ${sources.pollIntervalSeconds} * interval '1 second'` })
      .where(inArray(sources.id, addedIds));
  }
  for (const [section, feedUrls] of catalogFeedsBySection()) {
    await db
      .update(sources)
      .set({ section })
      .where(and(inArray(sources.feedUrl, feedUrls), eq(sources.origin, 'catalog'), isNull(sources.section)));
  }
  return added.length;
}
