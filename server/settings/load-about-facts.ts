import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
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
  const [counts] = await queryRows<{ publishers: number; languages: number }>(
    db,
    sql`select
          (select count(*)::int from sources where enabled) as publishers,
          (select count(distinct language)::int from article_translations) as languages`,
  );
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
    publishersMonitored: counts?.publishers ?? 0,
    languagesPublished: counts?.languages ?? 0,
    accuracy: { share: accuracy.share, days: accuracy.days },
    uptime,
  };
}
