import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { sources } from '../../db/schema.ts';
import { CATEGORIES } from '#common/categories.ts';
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

/**
 * Adds the catalog's publishers that the database does not have yet (by feed URL); sources an editor changed
 * or disabled stay as they are. Catalog rows without a section (added before sections existed) get their
 * feed's section from the catalog. Returns how many sources were added.
 */
export async function seedSourceCatalog(db: Database): Promise<number> {
  const rows = await db
    .insert(sources)
    .values(SOURCE_CATALOG.map((s) => ({ ...s, section: s.section ?? null, origin: 'catalog' as const })))
    .onConflictDoNothing({ target: sources.feedUrl })
    .returning({ id: sources.id });
  for (const source of SOURCE_CATALOG) {
    if (!source.section) continue;
    await db
      .update(sources)
      .set({ section: source.section })
      .where(
        and(eq(sources.feedUrl, source.feedUrl), eq(sources.origin, 'catalog'), isNull(sources.section)),
      );
  }
  return rows.length;
}
