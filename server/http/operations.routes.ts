import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { ApiApp, AppDeps } from './app-env.ts';
import { queryRows } from '../db/query-rows.ts';
import type { Database } from '../db/client.ts';
import type { Metrics } from './metrics.ts';

/** How long readiness waits for the database before it says no. */
const READY_TIMEOUT_MS = 2000;

const JOURNAL = path.join(
  path.dirname(new URL(import.meta.url).pathname),
  '../db/migrations/meta/_journal.json',
);

/** The migrations this code expects, from drizzle-kit's journal: read once, it changes only with the code. */
let expected: number | undefined;
function expectedMigrations(): number {
  expected ??= (JSON.parse(fs.readFileSync(JOURNAL, 'utf8')) as { entries: unknown[] }).entries.length;
  return expected;
}

/** Whether the database answers and holds every migration; the reason when not. */
export async function readiness(db: Database): Promise<{ ready: boolean; detail: string }> {
  const wanted = expectedMigrations();
  const check = queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  ).then((rows) => Number(rows[0]?.n ?? 0));
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
  });
  try {
    const applied = await Promise.race([check, timeout]);
    if (applied < wanted) return { ready: false, detail: `${applied} of ${wanted} migrations applied` };
    return { ready: true, detail: `database answering, ${applied} migrations applied` };
  } catch (error) {
    return { ready: false, detail: `database unreachable: ${(error as Error).message}` };
  } finally {
    clearTimeout(timer);
  }
}

/** Compares a bearer token in constant time. */
function hasToken(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? '';
  const digest = (value: string) => crypto.createHash('sha256').update(value).digest();
  return crypto.timingSafeEqual(digest(given), digest(token));
}

/**
 * For orchestrators and monitoring: /healthz (the process answers), /readyz (the database answers and is
 * migrated; 503 while shutting down, so a load balancer stops sending), and /metrics on this port only with
 * METRICS_TOKEN as a bearer token (METRICS_PORT serves it on a port of its own instead).
 */
export function registerOperationsRoutes(
  app: ApiApp,
  deps: AppDeps & { metrics?: Metrics | undefined; isDraining?: (() => boolean) | undefined },
): void {
  const noStore = { 'Cache-Control': 'no-store' };
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, noStore));
  app.get('/readyz', async (c) => {
    if (deps.isDraining?.()) return c.json({ status: 'unavailable', detail: 'shutting down' }, 503, noStore);
    const { ready, detail } = await readiness(deps.db);
    return c.json({ status: ready ? 'ready' : 'unavailable', detail }, ready ? 200 : 503, noStore);
  });
  const { metrics } = deps;
  const token = deps.config.metricsToken;
  app.get('/metrics', async (c) => {
    if (!metrics || !token) return c.json({ error: 'not_found', message: 'Not found' }, 404);
    if (!hasToken(c.req.header('authorization'), token)) {
      return c.json({ error: 'unauthorized', message: 'A bearer token is required' }, 401, {
        'WWW-Authenticate': 'Bearer',
        ...noStore,
      });
    }
    const { body, contentType } = await metrics.text();
    return c.body(body, 200, { 'Content-Type': contentType, ...noStore });
  });
}
