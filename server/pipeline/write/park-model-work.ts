import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { parkedModelWork } from '../../db/schema.ts';

type Task = 'write' | 'translate';

/** Gives up on a piece of model work for now, with its reason, where the admin shows it. */
export async function parkModelWork(
  db: Database,
  articleId: number,
  task: Task,
  language: string,
  reason: string,
  at: Date,
): Promise<void> {
  await db
    .insert(parkedModelWork)
    .values({ articleId, task, language, reason: reason.slice(0, 1000), parkedAt: at })
    .onConflictDoUpdate({
      target: [parkedModelWork.articleId, parkedModelWork.task, parkedModelWork.language],
      set: { reason: reason.slice(0, 1000), parkedAt: at },
    });
}

/** Work that succeeded is no longer parked. */
export async function unparkModelWork(
  db: Database,
  articleId: number,
  task: Task,
  language: string,
): Promise<void> {
  await db
    .delete(parkedModelWork)
    .where(
      and(
        eq(parkedModelWork.articleId, articleId),
        eq(parkedModelWork.task, task),
        eq(parkedModelWork.language, language),
      ),
    );
}
