import { setImmediate as nextTurn } from 'node:timers/promises';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';

// The embedded database (PGlite) answers on the web process's own thread, one statement at a time, and hands
// each answer over through promises alone. A pass runs a score of jobs at once: their statements queued in
// PGlite one behind the other, each resolving straight into the next, so that a reader's statement waited
// behind all of them and the event loop did not reach a reader's request (or the overload guard's timer) until
// the queue ran dry. A turn lets a reader's request in; a reader's statement still went behind the pass's next
// one whenever the request read first and queried later (a page drawn in its thread, a handler awaiting
// something else): so the pass also waits while the web process is serving a request, up to a bound.

/** The requests the web process is serving now (server/http/readers-in-flight.ts). */
export interface ReaderActivity {
  /** Resolves once no request is being served, or after `maxWaitMs`. */
  whenIdle(maxWaitMs: number): Promise<void>;
}

/**
 * How long a statement of the pass waits for the requests in flight to end before it goes anyway: a site
 * that is never idle slows the pass down (to some four statements a second at worst) but cannot stop it.
 */
export const READERS_FIRST_MAX_WAIT_MS = 250;

/** Statements of a pass, one at a time, each after a turn of the event loop and the requests in flight. */
class StatementTurns {
  private last: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly readers: ReaderActivity | undefined,
    private readonly maxWaitMs: number,
  ) {}

  take<T>(run: () => Promise<T>): Promise<T> {
    const result = this.last
      .then(() => nextTurn())
      .then(() => this.readers?.whenIdle(this.maxWaitMs))
      .then(run);
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
 * The pipeline's view of the embedded database in a process that also serves readers. When the database runs in
 * a thread of its own, the pass's statements go in its lane there: the thread runs a reader's waiting statement
 * before any of the pass's, and each answer comes back as a message of its own, so the event loop turns between
 * them (docs/decisions/024). When it runs on this thread, a pass has one statement (or transaction) in the
 * database at a time and lets the event loop turn before each, so a reader's request is read and its statement
 * queued behind one of the pass's at most; with `readers`, a statement of the pass also waits (up to
 * `maxWaitMs`) while a request is being served, so that a reader's statements go first.
 */
export function yieldingToReaders(
  db: Database,
  readers?: ReaderActivity,
  maxWaitMs = READERS_FIRST_MAX_WAIT_MS,
): Database {
  const client = (db as unknown as { $client: EmbeddedClient }).$client;
  if (client.inLane)
    return drizzlePglite({ client: client.inLane('pass') as never, schema }) as unknown as Database;
  const turns = new StatementTurns(readers, maxWaitMs);
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
