import type { MessagePort } from 'node:worker_threads';

// What the web process's main thread and the embedded database's thread say to each other
// (server/db/embedded-thread-client.ts, embedded-thread.ts).

/**
 * Whose statement it is: readers' statements (the site, the API, the admin) go before a pass's waiting ones,
 * which run when no reader's is waiting. A statement already running is never interrupted.
 */
export type Lane = 'readers' | 'pass';

/** What the thread starts with. */
export interface EmbeddedThreadData {
  /** The PGlite data directory; undefined keeps the database in memory (tests). */
  dataDir: string | undefined;
  /** A data directory as PGlite's dumpDataDir wrote it, to start from (the tests' migrated database). */
  loadDataDir?: Blob | undefined;
}

/** A statement's options as they cross threads: the row shape only (PGlite's own parsers are drizzle's). */
export interface StatementOptions {
  rowMode?: 'array' | 'object';
}

/** Messages the main thread sends: a call, answered by a `result` with the same id. */
export type ToEmbeddedThread =
  | {
      type: 'query';
      id: number;
      text: string;
      params: unknown[];
      options: StatementOptions;
      /** In an open transaction: it runs in that transaction, at once; otherwise in its lane's turn. */
      transaction?: number;
      lane: Lane;
    }
  /** Opens a transaction in its lane's turn; answered with its id once BEGIN ran. */
  | { type: 'begin'; id: number; lane: Lane }
  /** Commits (or rolls back) an open transaction; answered once it has ended. */
  | { type: 'end'; id: number; transaction: number; commit: boolean }
  | { type: 'migrate'; id: number }
  /** Listens to a channel; its notifications come as `notification` messages for `listener`. */
  | { type: 'listen'; id: number; channel: string; listener: number }
  | { type: 'unlisten'; id: number; listener: number }
  /** Answers statements on this port too, from another thread (a pass's: server/pipeline/threads). */
  | { type: 'connect'; port: MessagePort }
  /** The main thread closes the database; a connected thread, its port. */
  | { type: 'close'; id: number };

/** Messages the thread sends: ready (or not), a call's result, a notification. */
export type FromEmbeddedThread =
  | { type: 'ready' }
  | { type: 'failed-to-open'; error: DatabaseErrorDescription }
  | { type: 'result'; id: number; ok: true; value: unknown }
  | { type: 'result'; id: number; ok: false; error: DatabaseErrorDescription }
  | { type: 'notification'; listener: number; payload: string };

/**
 * An error as a message carries it. PostgreSQL's fields (code, detail, constraint, table, …) are kept: callers
 * tell a unique violation (23505) or refused text (22021) by its code, and its class does not cross threads.
 */
export interface DatabaseErrorDescription {
  name: string;
  message: string;
  stack?: string | undefined;
  fields: Record<string, string | number | boolean>;
}

export function describeDatabaseError(error: unknown): DatabaseErrorDescription {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      fields[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

/** The error a message described, thrown again on this side with PostgreSQL's fields. */
export function reviveDatabaseError({ name, message, stack, fields }: DatabaseErrorDescription): Error {
  return Object.assign(new Error(message), fields, { name, ...(stack === undefined ? {} : { stack }) });
}
