import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { sources } from '../db/schema.ts';
import { publisherDomain } from '../pipeline/sources/publisher-domain.ts';
import { measureAccuracy } from '../accuracy/measure-accuracy.ts';
import { measureUptime } from '../uptime/measure-uptime.ts';
import type { AboutFacts, SiteSettings } from '#common/contracts/site-settings.ts';

/**
 * The About page's figures: the operator's statements as set, beside what the site counts and measures
 * itself (publishers it reads, languages it publishes in, accuracy of its checked texts, its own uptime).
 */
export async function loadAboutFacts(
  db: Database,
  settings: SiteSettings,
  now = new Date(),
): Promise<AboutFacts> {
  const [counts] = await queryRows<{ languages: number }>(
    db,
    sql`select count(distinct language)::int as languages from article_translations`,
  );
  // A publisher is counted once however many of its feeds are read (a paper's world, sports and economy
  // feeds are one publisher), as the catalog counts them: by its site's registrable domain.
  const enabledSources = await db
    .select({ siteUrl: sources.siteUrl, feedUrl: sources.feedUrl })
    .from(sources)
    .where(eq(sources.enabled, true));
  const publishers = new Set(enabledSources.map((s) => publisherDomain(s.siteUrl ?? s.feedUrl)));
  const [accuracy, uptime] = await Promise.all([measureAccuracy(db, now), measureUptime(db, now)]);
  const { audience, readerCountries, contributorCountries, yearsOfExperience, accuracyClaim, uptimeClaim } =
    settings;
  return {
    statements: {
      audience,
      readerCountries,
      contributorCountries,
      yearsOfExperience,
      accuracyClaim,
      uptimeClaim,
    },
    publishersMonitored: publishers.size,
    languagesPublished: counts?.languages ?? 0,
    accuracy: { share: accuracy.share, days: accuracy.days },
    uptime,
  };
}
