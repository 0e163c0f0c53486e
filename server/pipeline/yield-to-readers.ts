import { setImmediate as nextTurn } from 'node:timers/promises';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';

// The embedded database (PGlite) answers on the web process's own thread, one statement at a time, and hands
// each answer over through promises alone. A pass runs a score of jobs at once: their statements queued in
// PGlite one behind the other, each resolving straight into the next, so that a reader's statement waited
// behind all of them and the event loop did not reach a reader's request (or the overload guard's timer) until
// the queue ran dry.

/** Statements of a pass, one at a time, each after a turn of the event loop. */
class StatementTurns {
  private last: Promise<unknown> = Promise.resolve();

  take<T>(run: () => Promise<T>): Promise<T> {
    const result = this.last.then(() => nextTurn()).then(run);
    this.last = result.catch(() => undefined);
    return result;
  }
}

interface EmbeddedClient {
  query(...args: unknown[]): Promise<unknown>;
  transaction(callback: (tx: unknown) => Promise<unknown>): Promise<unknown>;
}

/**
 * The pipeline's view of the embedded database in a process that also serves readers: a pass has one statement
 * (or transaction) in the database at a time and lets the event loop turn before each, so a reader's request is
 * read and its statement queued behind one of the pass's at most. The pass's own work is no slower: the
 * database runs one statement at a time either way.
 */
export function yieldingToReaders(db: Database): Database {
  const client = (db as unknown as { $client: EmbeddedClient }).$client;
  const turns = new StatementTurns();
  const gated = new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (property === 'query' || property === 'transaction') {
        return (...args: unknown[]) =>
          turns.take(() => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args));
      }
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return drizzlePglite({ client: gated as never, schema }) as unknown as Database;
}
