// The embedded database's thread (embedded-thread-client.ts starts it): it opens PGlite and runs the
// statements the main thread sends, and those of the threads it connects (a pass's own thread, over a port of
// its own), one at a time, readers' before a pass's.
import { parentPort, workerData } from 'node:worker_threads';
import type { Transaction } from '@electric-sql/pglite';
import { openPglite } from './client.ts';
import {
  describeDatabaseError,
  type EmbeddedThreadData,
  type FromEmbeddedThread,
  type Lane,
  type StatementOptions,
  type ToEmbeddedThread,
} from './embedded-thread-messages.ts';

/** PGlite as the drizzle database of openPglite holds it (without per-query parsers). */
interface EmbeddedClient {
  query(text: string, params: unknown[], options: StatementOptions): Promise<unknown>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
}

/** Thrown into an open transaction's callback to roll it back. */
class RollBack extends Error {}

/**
 * Statements and transactions outside a transaction, one at a time, a reader's first: PGlite runs one
 * statement at a time anyway, and queuing them here rather than in PGlite lets a reader's go ahead of a pass's
 * that are waiting. A transaction holds its turn until it ends, as it holds PGlite. The next one is chosen on
 * the next turn of the thread's event loop, once the messages that came meanwhile have been read: a statement
 * runs synchronously in WebAssembly and its answer resolves straight into the next one's start.
 */
class Turns {
  private readonly waiting: Record<Lane, (() => Promise<unknown>)[]> = { readers: [], pass: [] };
  private busy = false;

  take(lane: Lane, run: () => Promise<unknown>): void {
    this.waiting[lane].push(run);
    this.next();
  }

  private next(): void {
    if (this.busy) return;
    this.busy = true;
    setImmediate(() => {
      const run = this.waiting.readers.shift() ?? this.waiting.pass.shift();
      if (!run) {
        this.busy = false;
        return;
      }
      void run()
        .catch(() => undefined)
        .finally(() => {
          this.busy = false;
          this.next();
        });
    });
  }
}

const main = parentPort!;
const { dataDir, loadDataDir } = workerData as EmbeddedThreadData;

let handle: Awaited<ReturnType<typeof openPglite>>;
try {
  handle = await openPglite(dataDir, { loadDataDir });
} catch (error) {
  main.postMessage({
    type: 'failed-to-open',
    error: describeDatabaseError(error),
  } satisfies FromEmbeddedThread);
  process.exit(1);
}
const client = (handle.db as unknown as { $client: EmbeddedClient }).$client;
const turns = new Turns();
const transactions = new Map<number, { tx: Transaction; finish(commit: boolean): Promise<void> }>();
let lastId = 0;

/** Who sends statements: the main thread, or a thread it connected (connect: a pass's own thread). */
interface Peer {
  postMessage(message: FromEmbeddedThread): void;
  on(event: 'message', listener: (message: ToEmbeddedThread) => void): unknown;
  close(): void;
}

/**
 * Answers one peer's calls on its own port: its call and listener ids are its own; turns and transactions are
 * shared. Only the owner (the main thread) closes the database; a connected peer's close ends its port.
 */
function serve(port: Peer, owner: boolean): void {
  const post = (message: FromEmbeddedThread) => port.postMessage(message);
  const listeners = new Map<number, () => Promise<void>>();
  /** Answers a call with what its promise gives, or PostgreSQL's error. */
  function answer(id: number, work: Promise<unknown>): Promise<unknown> {
    return work.then(
      (value) => post({ type: 'result', id, ok: true, value }),
      (error: unknown) => post({ type: 'result', id, ok: false, error: describeDatabaseError(error) }),
    );
  }

  /**
   * Opens a transaction and holds it (and its turn) until the main thread ends it: its statements run in it as
   * they come, and `finish` commits or rolls it back.
   */
  function begin(id: number): Promise<unknown> {
    const transaction = ++lastId;
    let began = false;
    const ended: Promise<void> = client.transaction(
      (tx) =>
        new Promise<void>((resolve, reject) => {
          began = true;
          transactions.set(transaction, {
            tx,
            finish: (commit) => {
              if (commit) resolve();
              else reject(new RollBack());
              return ended.catch((error: unknown) => {
                if (!(error instanceof RollBack)) throw error;
              });
            },
          });
          post({ type: 'result', id, ok: true, value: transaction });
        }),
    );
    return ended
      .finally(() => {
        transactions.delete(transaction);
      })
      .catch((error: unknown) => {
        // BEGIN itself failed: the caller is still waiting for its answer.
        if (!began) post({ type: 'result', id, ok: false, error: describeDatabaseError(error) });
      });
  }

  port.on('message', (message: ToEmbeddedThread) => {
    switch (message.type) {
      case 'query': {
        const { id, text, params, options, transaction, lane } = message;
        if (transaction === undefined) {
          turns.take(lane, () => answer(id, client.query(text, params, options)));
          return;
        }
        const open = transactions.get(transaction);
        void answer(
          id,
          open ? open.tx.query(text, params, options) : Promise.reject(new Error('Transaction is closed')),
        );
        return;
      }
      case 'begin':
        turns.take(message.lane, () => begin(message.id));
        return;
      case 'end': {
        const open = transactions.get(message.transaction);
        if (!open) {
          void answer(message.id, Promise.reject(new Error('Transaction is closed')));
          return;
        }
        void answer(message.id, open.finish(message.commit));
        return;
      }
      case 'migrate':
        turns.take('readers', () => answer(message.id, handle.migrate()));
        return;
      case 'listen': {
        const { listener } = message;
        void answer(
          message.id,
          handle
            .listen(message.channel, {
              onNotification: (payload) => post({ type: 'notification', listener, payload }),
              onReconnect: () => undefined,
            })
            .then((stop) => {
              listeners.set(listener, stop);
            }),
        );
        return;
      }
      case 'unlisten': {
        const stop = listeners.get(message.listener);
        listeners.delete(message.listener);
        void answer(message.id, stop ? stop() : Promise.resolve());
        return;
      }
      case 'connect':
        if (owner) serve(message.port as unknown as Peer, false);
        return;
      case 'close':
        if (!owner) {
          void Promise.all([...listeners.values()].map((stop) => stop()))
            .then(() => answer(message.id, Promise.resolve()))
            .finally(() => port.close());
          return;
        }
        // After the statements already sent: closing waits for them, as PGlite's own close does.
        turns.take('pass', () => answer(message.id, handle.close()).then(() => port.close()));
        return;
    }
  });
}

serve(main as unknown as Peer, true);
main.postMessage({ type: 'ready' } satisfies FromEmbeddedThread);
