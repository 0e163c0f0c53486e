import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import type { ArchiveDay } from '../../common/contracts/archive.ts';

/** Every UTC day that has articles, newest first, with counts per category (largest first). */
export async function listArchiveDays(db: Database): Promise<ArchiveDay[]> {
  const rows = await queryRows<{ day: string; category: string; count: number | string }>(
    db,
    sql`
    select to_char((published_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day, category, count(*)::int as count
    from articles
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
