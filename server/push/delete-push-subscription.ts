import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';

/** Forgets a browser's subscription; tells whether there was one. */
export async function deletePushSubscription(db: Database, endpoint: string): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from push_subscriptions where endpoint = ${endpoint} returning id`,
  );
  return rows.length > 0;
}
