import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import type { ArchiveDay } from '../../common/contracts/archive.ts';
import type { Language } from '../../common/languages.ts';
import { articles } from '../db/schema.ts';
import { readableIn } from '../news/readable-in.ts';
import { recordCacheTags } from '../cache/cache-tags.ts';

/**
 * Every UTC day that has articles, newest first, with counts per category (largest first). With a language,
 * only the articles readable in it count (in it or in English), as its day pages list them.
 */
export async function listArchiveDays(db: Database, language?: Language): Promise<ArchiveDay[]> {
  recordCacheTags('lists');
  const rows = await queryRows<{ day: string; category: string; count: number | string }>(
    db,
    sql`
    select to_char((${articles.publishedAt} at time zone 'UTC')::date, 'YYYY-MM-DD') as day, ${articles.category} as category, count(*)::int as count
    from ${articles}
    ${language ? sql`where ${readableIn(language)}` : sql``}
    group by 1, 2
    order by 1 desc, 3 desc, 2 asc`,
  );
  const days: ArchiveDay[] = [];
  for (const row of rows) {
    let day = days.at(-1);
    if (!day || day.date !== row.day) {
      day = { date: row.day, totalArticles: 0, categories: {} };
      days.push(day);
    }
    const count = Number(row.count);
    day.categories[row.category] = count;
    day.totalArticles += count;
  }
  return days;
}
