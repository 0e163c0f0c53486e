import type { SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

/** Runs a raw SQL query and returns its rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
