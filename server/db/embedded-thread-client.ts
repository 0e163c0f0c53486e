import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { DRIZZLE_PARSERS, type ChannelListener, type Database, type DatabaseHandle } from './client.ts';
import {
  reviveDatabaseError,
  type EmbeddedThreadData,
  type FromEmbeddedThread,
  type Lane,
  type StatementOptions,
  type ToEmbeddedThread,
} from './embedded-thread-messages.ts';
import * as schema from './schema.ts';

// The compiled server runs embedded-thread.js; `npm run dev` and the tests run the TypeScript, through tsx.
const ENTRY = new URL(
  import.meta.url.endsWith('.ts') ? './embedded-thread-through-tsx.mjs' : './embedded-thread.js',
  import.meta.url,
);

export interface EmbeddedThreadOptions {
  /**
   * Called once if the thread stops while the database is open (a crash, memory exhausted): the calls in flight
   * and every later one have been refused with the same error. The web server exits on it.
   */
  onStopped?: (error: Error) => void;
  /** A data directory as PGlite's dumpDataDir wrote it, to start from (the tests' migrated database). */
  loadDataDir?: Blob | undefined;
  /** The thread's module: the real one unless a test gives a stand-in. */
  entry?: URL;
}

/** PGlite's client as drizzle-orm's driver calls it, answered by the thread. */
interface ThreadClient {
  query(text: string, params?: unknown[], options?: QueryOptions): Promise<unknown>;
  transaction<T>(callback: (tx: Pick<ThreadClient, 'query'>) => Promise<T>): Promise<T>;
  /** The same database, its statements in another lane (server/pipeline/yield-to-readers.ts). */
  inLane(lane: Lane): ThreadClient;
}

interface QueryOptions extends StatementOptions {
  parsers?: Record<number, unknown>;
  serializers?: Record<number, unknown>;
}

/**
 * drizzle's driver sends its parsers with every query; they are the thread's PGlite's own (client.ts), so only
 * the row mode crosses. Parsers of other types would be functions the thread cannot receive.
 */
function statementOptions(options: QueryOptions | undefined): StatementOptions {
  const foreign = Object.keys(options?.parsers ?? {}).filter((oid) => !(Number(oid) in DRIZZLE_PARSERS));
  if (foreign.length > 0 || Object.keys(options?.serializers ?? {}).length > 0)
    throw new Error(
      `The embedded database's thread takes no parsers or serializers of its own (${foreign.join(', ')})`,
    );
  return options?.rowMode ? { rowMode: options.rowMode } : {};
}

/** Where calls go: the database's thread itself, or a port it answers on (connectToEmbeddedThread). */
interface ThreadEnd {
  postMessage(message: ToEmbeddedThread, transfer?: MessagePort[]): void;
}

/** One end of the conversation: calls answered by id, notifications to their listeners. */
class EmbeddedThread {
  readonly listeners = new Map<number, ChannelListener>();
  private readonly calls = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private lastId = 0;
  private stoppedWith: Error | null = null;

  constructor(private readonly worker: ThreadEnd) {}

  nextId(): number {
    return ++this.lastId;
  }

  call<T>(message: (id: number) => ToEmbeddedThread): Promise<T> {
    if (this.stoppedWith) return Promise.reject(this.stoppedWith);
    const id = this.nextId();
    return new Promise<T>((resolve, reject) => {
      this.calls.set(id, { resolve: resolve as (value: unknown) => void, reject });
      try {
        this.worker.postMessage(message(id));
      } catch (error) {
        // A parameter that cannot be copied to the thread (a function, a symbol).
        this.calls.delete(id);
        reject(error as Error);
      }
    });
  }

  receive(message: FromEmbeddedThread): void {
    if (message.type === 'notification') {
      this.listeners.get(message.listener)?.onNotification(message.payload);
      return;
    }
    if (message.type !== 'result') return;
    const call = this.calls.get(message.id);
    this.calls.delete(message.id);
    if (message.ok) call?.resolve(message.value);
    else call?.reject(reviveDatabaseError(message.error));
  }

  /** Refuses the calls in flight and every later one. */
  stop(error: Error): void {
    this.stoppedWith ??= error;
    for (const call of this.calls.values()) call.reject(error);
    this.calls.clear();
  }

  client(lane: Lane): ThreadClient {
    const query =
      (transaction: number | undefined) =>
      (text: string, params: unknown[] = [], options?: QueryOptions) =>
        this.call((id) => ({
          type: 'query',
          id,
          text,
          params,
          options: statementOptions(options),
          transaction,
          lane,
        }));
    return {
      query: query(undefined),
      transaction: async (callback) => {
        const transaction = await this.call<number>((id) => ({ type: 'begin', id, lane }));
        let result;
        try {
          result = await callback({ query: query(transaction) });
        } catch (error) {
          await this.call((id) => ({ type: 'end', id, transaction, commit: false })).catch(() => undefined);
          throw error;
        }
        await this.call((id) => ({ type: 'end', id, transaction, commit: true }));
        return result;
      },
      inLane: (other) => this.client(other),
    };
  }
}

/**
 * Opens the embedded PGlite database in a thread of its own (docs/decisions/024): its statements, a pass's
 * included, run there, and the main thread only sends them and reads their rows, so that it stays free for
 * readers. The handle is the same as openPglite's; its `db` is in the readers' lane.
 */
export async function openPgliteInThread(
  dataDir: string | undefined,
  { onStopped, loadDataDir, entry = ENTRY }: EmbeddedThreadOptions = {},
): Promise<DatabaseHandle> {
  const data: EmbeddedThreadData = { dataDir, loadDataDir };
  const worker = new Worker(entry, { workerData: data });
  const thread = new EmbeddedThread(worker);
  let open = false;
  let closing = false;
  let failure: Error | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: FromEmbeddedThread) => {
      if (message.type === 'ready') {
        open = true;
        resolve();
      } else if (message.type === 'failed-to-open') {
        reject(reviveDatabaseError(message.error));
      } else {
        thread.receive(message);
      }
    });
    worker.on('error', (error) => {
      failure = error;
    });
    worker.on('exit', (code) => {
      const error = new Error(
        `The embedded database's thread stopped (exit code ${code})${failure ? `: ${failure.message}` : ''}`,
        { cause: failure },
      );
      thread.stop(error);
      reject(error);
      if (open && !closing) onStopped?.(error);
    });
  });
  await ready;
  return {
    db: drizzlePglite({ client: thread.client('readers') as never, schema }) as unknown as Database,
    kind: 'pglite',
    migrate: () => thread.call((id) => ({ type: 'migrate', id })),
    listen: async (channel, listener) => {
      const id = thread.nextId();
      thread.listeners.set(id, listener);
      try {
        await thread.call((call) => ({ type: 'listen', id: call, channel, listener: id }));
      } catch (error) {
        thread.listeners.delete(id);
        throw error;
      }
      return async () => {
        thread.listeners.delete(id);
        await thread.call((call) => ({ type: 'unlisten', id: call, listener: id }));
      };
    },
    connect: () => {
      const { port1, port2 } = new MessageChannel();
      worker.postMessage({ type: 'connect', port: port2 } satisfies ToEmbeddedThread, [port2]);
      return port1;
    },
    close: async () => {
      closing = true;
      await thread.call((id) => ({ type: 'close', id }));
      await worker.terminate();
    },
  };
}

/**
 * The embedded database from another thread of the web process (a pass's: server/pipeline/threads), over a
 * port its handle's `connect` gave: the same database and turns, its statements in the readers' lane unless
 * asked in another (`inLane`, as yield-to-readers.ts asks for the pass's). Closing ends the port, not the
 * database.
 */
export function databaseOverPort(port: MessagePort): { db: Database; close(): Promise<void> } {
  const thread = new EmbeddedThread(port);
  port.on('message', (message: FromEmbeddedThread) => thread.receive(message));
  port.on('close', () => thread.stop(new Error("The embedded database's thread closed this port")));
  return {
    db: drizzlePglite({ client: thread.client('readers') as never, schema }) as unknown as Database,
    close: async () => {
      await thread.call((id) => ({ type: 'close', id }));
      port.close();
    },
  };
}
