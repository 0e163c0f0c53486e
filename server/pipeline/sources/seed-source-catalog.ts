import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { sources } from '../../db/schema.ts';
import { LanguageSchema } from '../../../common/contracts/enums.ts';
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
    }),
  ),
});

/** The publishers Tidings reads by default, checked against their schema once. */
export const SOURCE_CATALOG = CatalogSchema.parse(catalogFile).sources;

/**
 * Adds the catalog's publishers that the database does not have yet (by feed URL). Sources an editor
 * changed or disabled stay as they are; returns how many were added.
 */
export async function seedSourceCatalog(db: Database): Promise<number> {
  const rows = await db
    .insert(sources)
    .values(SOURCE_CATALOG.map((s) => ({ ...s, origin: 'catalog' as const })))
    .onConflictDoNothing({ target: sources.feedUrl })
    .returning({ id: sources.id });
  return rows.length;
}
