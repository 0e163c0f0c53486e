import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { PushSubscriptionInput } from '#common/contracts/push.ts';

/**
 * Keeps a browser's subscription with the language of its alerts, nothing else about the reader; the same
 * browser subscribing again (from a page in another language, with new keys) replaces its row.
 */
export async function savePushSubscription(db: Database, input: PushSubscriptionInput): Promise<void> {
  await db.execute(
    sql`insert into push_subscriptions (endpoint, p256dh, auth, language)
        values (${input.endpoint}, ${input.keys.p256dh}, ${input.keys.auth}, ${input.language})
        on conflict (endpoint) do update
          set p256dh = excluded.p256dh, auth = excluded.auth, language = excluded.language`,
  );
}
