import { setImmediate as nextTurn } from 'node:timers/promises';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';

// PGlite answers one statement at a time and hands each answer over through promises alone. A pass runs a
// score of jobs at once: on PGlite of the same thread their statements queued one behind the other, each
// resolving straight into the next, so that a reader's statement waited behind all of them and the event loop
// did not reach anything else until the queue ran dry.

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
  /** The embedded database in its own thread (server/db/embedded-thread-client.ts) offers lanes. */
  inLane?(lane: 'pass'): EmbeddedClient;
}

/**
 * The pipeline's view of the embedded database. When the database runs in a thread of its own (the web server;
 * its passes run in a thread too, docs/decisions/025), the pass's statements go in its lane there: the thread
 * runs a reader's waiting statement before any of the pass's (docs/decisions/024). When it runs on this thread
 * (`npm run ingest`, tests), a pass has one statement (or transaction) in the database at a time and lets the
 * event loop turn before each, so that anything else of the process is queued behind one of the pass's at most.
 */
export function yieldingToReaders(db: Database): Database {
  const client = (db as unknown as { $client: EmbeddedClient }).$client;
  if (client.inLane)
    return drizzlePglite({ client: client.inLane('pass') as never, schema }) as unknown as Database;
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
