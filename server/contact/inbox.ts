import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { contactMessages } from '../db/schema.ts';
import type { InboxMessage, InboxPage } from '#common/contracts/admin-messages.ts';
import { AppError } from '../errors.ts';

function present(row: typeof contactMessages.$inferSelect): InboxMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}

/** Readers' messages, newest first, with how many still wait for an answer. */
export async function listInbox(db: Database, query: { page: number; pageSize: number }): Promise<InboxPage> {
  const [counts] = await db
    .select({
      total: count(),
      unhandled: sql<number>`count(*) filter (where ${contactMessages.handledAt} is null)`,
    })
    .from(contactMessages);
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map(present),
    total: Number(counts?.total ?? 0),
    unhandled: Number(counts?.unhandled ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Marks a message as handled (or not yet); 404 when there is no such message. */
export async function markMessage(db: Database, id: number, handled: boolean): Promise<InboxMessage> {
  const [row] = await db
    .update(contactMessages)
    .set({ handledAt: handled ? new Date() : null })
    .where(eq(contactMessages.id, id))
    .returning();
  if (!row) throw new AppError('not_found', `No message has the id ${id}`);
  return present(row);
}
