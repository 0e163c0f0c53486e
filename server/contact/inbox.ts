import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { articles, contactMessages } from '../db/schema.ts';
import type { InboxMessage, InboxPage } from '#common/contracts/admin-messages.ts';
import { AppError } from '../errors.ts';

/** The title an error report's story is listed with: its English one, else its first language's. */
const storyTitle = sql<string | null>`(
  select t.title from article_translations t where t.article_id = ${articles.id}
  order by (t.language = 'en') desc, t.language limit 1
)`;

const inboxColumns = {
  message: contactMessages,
  storySlug: articles.slug,
  storyTitle,
};

type InboxRow = {
  message: typeof contactMessages.$inferSelect;
  storySlug: string | null;
  storyTitle: string | null;
};

function present({ message: row, storySlug, storyTitle: title }: InboxRow): InboxMessage {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    story:
      row.articleId !== null && storySlug !== null
        ? { id: row.articleId, slug: storySlug, title: title ?? storySlug }
        : null,
    sentence: row.sentence,
  };
}

/** Readers' messages and error reports, newest first, with how many still wait for an answer. */
export async function listInbox(db: Database, query: { page: number; pageSize: number }): Promise<InboxPage> {
  const [counts] = await db
    .select({
      total: count(),
      unhandled: sql<number>`count(*) filter (where ${contactMessages.handledAt} is null)`,
    })
    .from(contactMessages);
  const rows = await db
    .select(inboxColumns)
    .from(contactMessages)
    .leftJoin(articles, eq(articles.id, contactMessages.articleId))
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
  const [updated] = await db
    .update(contactMessages)
    .set({ handledAt: handled ? new Date() : null })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  if (!updated) throw new AppError('not_found', `No message has the id ${id}`);
  const [row] = await db
    .select(inboxColumns)
    .from(contactMessages)
    .leftJoin(articles, eq(articles.id, contactMessages.articleId))
    .where(eq(contactMessages.id, id));
  return present(row!);
}
