import type { MessagePort } from 'node:worker_threads';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import * as schema from './schema.ts';
import { queryRows } from './query-rows.ts';

/** node-postgres, loaded only when DATABASE_URL names a server. */
type PgModule = typeof pg;

/** The Drizzle database the use cases receive, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Someone listening to a notification channel of the database. */
export interface ChannelListener {
  /** Called with each notification's payload, after its transaction committed. */
  onNotification(payload: string): void;
  /**
   * Called when the listening connection was lost and is back: notifications sent meanwhile were missed.
   * (The embedded database has no connection to lose.)
   */
  onReconnect(): void;
}

/** An open database and how to migrate, listen to and close it. */
export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Listens to a notification channel (LISTEN) until the returned function is called. */
  listen(channel: string, listener: ChannelListener): Promise<() => Promise<void>>;
  /** The connection pool's state (PostgreSQL only; the embedded database has one connection). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /**
   * A port on which another thread of this process reaches the same database (databaseOverPort): the embedded
   * database in a thread of its own only (embedded-thread-client.ts).
   */
  connect?(): MessagePort;
  close(): Promise<void>;
}

/** How long a lost listening connection waits before it tries again, doubling up to the maximum. */
const RELISTEN_DELAY_MS = { first: 100, max: 5_000 };

const MIGRATIONS_FOLDER = path.join(path.dirname(new URL(import.meta.url).pathname), 'migrations');

/**
 * PGlite writes this as the whole postgresql.conf at every start. It keeps initdb's own settings, lowers
 * shared_buffers from 128 MB to 16 MB (the embedded server lives in this process's memory, which a
 * WebAssembly heap never gives back; the OS caches the files anyway) and max_connections to 10 (one process
 * uses it; shared memory is sized by it). With 32 MB the server's resident memory was about 130 MB lower
 * than with 128 MB, and 16 MB took another 20 MB off an ingest pass (docs/benchmarks.md).
 */
const EMBEDDED_POSTGRESQL_CONF = [
  'shared_buffers = 16MB',
  'max_connections = 10',
  'dynamic_shared_memory_type = posix',
  'max_wal_size = 1GB',
  'min_wal_size = 80MB',
  'log_timezone = UTC',
  'timezone = UTC',
  "datestyle = 'iso, mdy'",
  'lc_messages = C',
  'lc_monetary = C',
  'lc_numeric = C',
  'lc_time = C',
  "default_text_search_config = 'pg_catalog.english'",
];

/**
 * The type parsers drizzle-orm's PGlite driver passes with every query: dates, times and intervals (and arrays
 * of them) are left as PostgreSQL writes them, for drizzle to map.
 */
const TEXT_AS_IS = (value: string) => value;
export const DRIZZLE_PARSERS: Record<number, (value: string) => unknown> = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map(
    (oid) => [oid, TEXT_AS_IS],
  ),
);

/**
 * The embedded database as drizzle-orm sees it, answering each query without copying its parsers. PGlite merges
 * a query's own parsers into a new copy of its table of 335 for every query that brings any, which drizzle's
 * driver always does: the copies were 40 % of what a page's reads allocated and a tenth of their time. The
 * database is opened with drizzle's parsers as its own, and this view leaves them out of each query (and of
 * each query in a transaction).
 */
function withoutPerQueryParsers<T extends object>(target: T): T {
  const drop = (options?: { parsers?: Record<number, unknown> }) =>
    options?.parsers && Object.keys(options.parsers).every((oid) => Number(oid) in DRIZZLE_PARSERS)
      ? { ...options, parsers: undefined }
      : options;
  return new Proxy(target, {
    get(object, property) {
      const value: unknown = Reflect.get(object, property, object);
      if (typeof value !== 'function') return value;
      if (property === 'query') {
        return (text: string, params?: unknown[], options?: { parsers?: Record<number, unknown> }) =>
          (value as (...args: unknown[]) => unknown).call(object, text, params, drop(options));
      }
      if (property === 'transaction') {
        return (callback: (tx: object) => unknown) =>
          (value as (...args: unknown[]) => unknown).call(object, (tx: object) =>
            callback(withoutPerQueryParsers(tx)),
          );
      }
      return (value as (...args: unknown[]) => unknown).bind(object);
    },
  });
}

/**
 * Opens the embedded PGlite database; `dataDir` undefined keeps it in memory (tests). `loadDataDir`, a data
 * directory as PGliteInterface.dumpDataDir wrote it, starts a new database as a copy of that one instead of an
 * empty one (the tests' migrated database, tests/helpers/migrated-databases.ts).
 */
export async function openPglite(
  dataDir: string | undefined,
  { loadDataDir }: { loadDataDir?: Blob } = {},
): Promise<DatabaseHandle & { dumpDataDir(): Promise<Blob> }> {
  const client = await PGlite.create({
    dataDir,
    loadDataDir,
    extensions: { pg_trgm },
    postgresqlconf: EMBEDDED_POSTGRESQL_CONF,
    parsers: DRIZZLE_PARSERS,
  });
  const db = drizzlePglite({ client: withoutPerQueryParsers(client), schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    listen: (channel, listener) => client.listen(channel, (payload) => listener.onNotification(payload)),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/**
 * drizzle-orm 0.45's transaction() runs BEGIN before its try/finally (node-postgres/session.js), so a BEGIN that
 * fails (the server gone mid-outage) never releases its client: each such write leaked a connection, until the
 * pool was full and could not even close. Here a failed BEGIN releases its client, destroying the connection,
 * and drizzle's later release() (on other paths) is ignored once the client is back.
 */
function releaseClientsWhoseBeginFails(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  pool.connect = (async (...args: unknown[]) => {
    if (args.length > 0)
      return (pool.constructor as typeof pg.Pool).prototype.connect.apply(pool, args as never);
    const client = await connect();
    let released = false;
    const release = client.release.bind(client);
    client.release = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      release(error);
    };
    const query = client.query.bind(client) as (...queryArgs: unknown[]) => unknown;
    client.query = ((...queryArgs: unknown[]) => {
      const result = query(...queryArgs);
      const first = queryArgs[0];
      const text = typeof first === 'string' ? first : (first as { text?: unknown } | undefined)?.text;
      if (typeof text === 'string' && /^\s*begin\b/i.test(text) && result instanceof Promise) {
        return result.catch((error: unknown) => {
          client.release(error instanceof Error ? error : true);
          throw error;
        });
      }
      return result;
    }) as typeof client.query;
    return client;
  }) as typeof pool.connect;
}

/** Opens a PostgreSQL server by URL through a small node-postgres pool. */
export async function openPostgres(url: string): Promise<DatabaseHandle> {
  // Loaded here, so that a server on the embedded database does not hold PostgreSQL's client.
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // With the server gone, a request fails in seconds (503) instead of waiting for a connection forever.
    connectionTimeoutMillis: 5_000,
    query_timeout: 30_000,
  });
  // A connection the server drops is reported as an 'error' event, on the pool while idle and on the client
  // while in use; unheard, either would end the process. The query in flight fails on its own (and is answered
  // 503), and the pool opens a new connection for the next one.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  releaseClientsWhoseBeginFails(pool);
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  await assertUtf8Ctype(db);
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    listen: (channel, listener) => listenOnPostgres(pg, url, channel, listener),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/**
 * LISTEN holds a connection of its own for as long as it listens, outside the pool. When that connection
 * drops (a restarted server, a network cut), it reconnects with growing delays and tells the listener,
 * which must assume it missed notifications.
 */
async function listenOnPostgres(
  pg: PgModule,
  url: string,
  channel: string,
  listener: ChannelListener,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = RELISTEN_DELAY_MS.first;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) listener.onNotification(message.payload ?? '');
    });
    next.on('error', () => undefined); // the end event follows, which reconnects
    next.on('end', () => {
      if (client === next) client = undefined;
      if (!stopped) scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
  };
  const scheduleReconnect = () => {
    if (retry || stopped) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        () => {
          delay = RELISTEN_DELAY_MS.first;
          listener.onReconnect();
        },
        () => {
          delay = Math.min(delay * 2, RELISTEN_DELAY_MS.max);
          scheduleReconnect();
        },
      );
    }, delay);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

/**
 * pg_trgm sees no trigrams in Korean or Japanese under LC_CTYPE=C, so search would silently miss them:
 * refuse such a database with the command that creates a right one.
 */
async function assertUtf8Ctype(db: Database): Promise<void> {
  const [row] = await queryRows<{ ctype: string; encoding: string }>(
    db,
    sql`select datctype as ctype, pg_encoding_to_char(encoding) as encoding from pg_database where datname = current_database()`,
  );
  if (!row) return;
  if (row.encoding !== 'UTF8' || !/utf-?8/i.test(row.ctype)) {
    throw new Error(
      `The database has encoding ${row.encoding} and LC_CTYPE ${row.ctype}; search in Korean, Japanese and Hindi needs UTF8 with a UTF-8 ctype. ` +
        `Create it with: CREATE DATABASE name TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
    );
  }
}
