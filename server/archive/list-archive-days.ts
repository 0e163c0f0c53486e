import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { ArchiveDay } from '#common/contracts/archive.ts';
import type { Language } from '#common/languages.ts';
import { archiveDayCounts } from '../db/schema.ts';
import { recordCacheTags } from '../cache/cache-tags.ts';

/** The count rows that hold every article, whatever its languages (see migration 0009). */
const ALL_LANGUAGES = 'all';

/**
 * Every UTC day that has articles, newest first, with counts per category (largest first). With a language,
 * only the articles readable in it count (in it or in English), as its day pages list them. The counts are
 * kept by the database as articles come and go (archive_day_counts), not counted per request.
 */
export async function listArchiveDays(db: Database, language?: Language): Promise<ArchiveDay[]> {
  recordCacheTags('lists');
  const rows = await db
    .select({ day: archiveDayCounts.day, category: archiveDayCounts.category, count: archiveDayCounts.count })
    .from(archiveDayCounts)
    .where(and(eq(archiveDayCounts.language, language ?? ALL_LANGUAGES), gt(archiveDayCounts.count, 0)))
    .orderBy(desc(archiveDayCounts.day), desc(archiveDayCounts.count), asc(archiveDayCounts.category));
  const days: ArchiveDay[] = [];
  for (const row of rows) {
    let day = days.at(-1);
    if (!day || day.date !== row.day) {
      day = { date: row.day, totalArticles: 0, categories: {} };
      days.push(day);
    }
    day.categories[row.category] = row.count;
    day.totalArticles += row.count;
  }
  return days;
}
