import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { pageViews } from '../db/schema.ts';

/** Adds one view of a path in a language on the given UTC day. */
export async function recordPageView(
  db: Database,
  view: { path: string; language: string; at: Date },
): Promise<void> {
  const day = view.at.toISOString().slice(0, 10);
  await db
    .insert(pageViews)
    .values({ path: view.path, language: view.language, day, views: 1 })
    .onConflictDoUpdate({
      target: [pageViews.path, pageViews.language, pageViews.day],
      set: { views: sql`${pageViews.views} + 1` },
    });
}
