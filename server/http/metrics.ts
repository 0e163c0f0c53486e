import { sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import {
  registerNewsroomMetrics,
  type NewsroomMetricsOptions,
} from '../pipeline/freshness/newsroom-metrics.ts';

/** Request paths as metric labels: each route once, whatever its slug, id or file (a bounded set of values). */
const ROUTE_LABELS: Array<[RegExp, string]> = [
  [/^\/api\/news$/, '/api/news'],
  [/^\/api\/news\/[^/]+\/related$/, '/api/news/{slug}/related'],
  [/^\/api\/news\/[^/]+$/, '/api/news/{slug}'],
  [/^\/api\/archive$/, '/api/archive'],
  [/^\/api\/admin\//, '/api/admin/…'],
  [/^\/api\/thumbnails\//, '/api/thumbnails/…'],
  [/^\/api\/(contact|pageviews|translations|sources|docs|openapi\.json)\b/, ''],
  [/^\/api\//, '/api/other'],
  [/^\/media\/images\//, '/media/images/…'],
  [/^\/media\/previews\//, '/media/previews/…'],
  [/^\/media\/cards\//, '/media/cards/…'],
  [/^\/assets\//, '/assets/…'],
  [/^\/sitemaps?[/.]/, '/sitemap…'],
  [/^\/[a-z]{2}(\/[a-z]+)?\/(feed|atom)\.xml$/, '/{lang}/…feed'],
  [/^\/(healthz|readyz|robots\.txt)$/, ''],
  [/^\/admin([/.]|$)/, '/admin…'],
  [/^\/[a-z]{2}\/news\/[^/]+$/, '/{lang}/news/{slug}'],
  [/^\/[a-z]{2}\/archive\/[^/]+$/, '/{lang}/archive/{date}'],
  [/^\/[a-z]{2}(\/[a-z-]+)?$/, '/{lang}/…'],
];

export function routeLabel(path: string): string {
  for (const [pattern, label] of ROUTE_LABELS) {
    if (pattern.test(path)) return label || (/^\/[^/]+(\/[^/]+)?/.exec(path)?.[0] ?? path);
  }
  return 'other';
}

/**
 * Prometheus metrics (prom-client): requests by route and status and their durations, the response cache's
 * hits, the database pool, the process's own (event-loop lag, memory, CPU), and the newsroom's passes and
 * freshness (server/pipeline/freshness/newsroom-metrics.ts).
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'route' | 'method' | 'status'>;
  private readonly durations: Histogram<'route'>;
  private readonly cacheAnswers: Counter<'result'>;

  constructor(database: DatabaseHandle, newsroom: NewsroomMetricsOptions = {}) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 20 });
    this.requests = new Counter({
      name: 'tidings_http_requests_total',
      help: 'HTTP requests answered, by route, method and status',
      labelNames: ['route', 'method', 'status'],
      registers,
    });
    this.durations = new Histogram({
      name: 'tidings_http_request_duration_seconds',
      help: 'Time to answer a request, by route (cache hits served before the app are not timed)',
      labelNames: ['route'],
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    });
    this.cacheAnswers = new Counter({
      name: 'tidings_response_cache_answers_total',
      help: 'Public reads by how the response cache answered: HIT, STALE, MISS or BYPASS (cache off)',
      labelNames: ['result'],
      registers,
    });
    const { db } = database;
    if (database.poolStats) {
      const poolStats = database.poolStats.bind(database);
      new Gauge({
        name: 'tidings_db_pool_connections',
        help: 'PostgreSQL pool connections, by state (total, idle, waiting clients)',
        labelNames: ['state'],
        registers,
        collect() {
          const stats = poolStats();
          this.set({ state: 'total' }, stats.total);
          this.set({ state: 'idle' }, stats.idle);
          this.set({ state: 'waiting' }, stats.waiting);
        },
      });
    }
    new Gauge({
      name: 'tidings_ingest_runs',
      help: 'Newsroom pipeline passes started in the last 24 hours, by status',
      labelNames: ['status'],
      registers,
      async collect() {
        const rows = await queryRows<{ status: string; n: number }>(
          db,
          sql`select status, count(*)::int as n from ingest_runs where started_at > now() - interval '24 hours' group by status`,
        ).catch(() => []);
        this.reset();
        for (const status of ['running', 'finished', 'failed', 'interrupted']) {
          this.set({ status }, Number(rows.find((r) => r.status === status)?.n ?? 0));
        }
      },
    });
    registerNewsroomMetrics(this.registry, db, newsroom);
  }

  /** Counts and times every request the app answers. */
  middleware(): MiddlewareHandler {
    return async (c, next) => {
      const stop = this.durations.startTimer({ route: routeLabel(c.req.path) });
      await next();
      stop();
      this.requests.inc({
        route: routeLabel(c.req.path),
        method: c.req.method,
        status: String(c.res.status),
      });
      const cache = c.res.headers.get('x-cache');
      if (cache) this.cacheAnswers.inc({ result: cache });
    };
  }

  /** A public read answered from the cache before the app (server/main.ts): HIT, or STALE while drawn again. */
  countCacheHit(url: string, status: number, result: 'HIT' | 'STALE'): void {
    this.cacheAnswers.inc({ result });
    const path = url.split('?')[0] ?? url;
    this.requests.inc({ route: routeLabel(path), method: 'GET', status: String(status) });
  }

  /** The metrics in Prometheus' text format. */
  async text(): Promise<{ body: string; contentType: string }> {
    return { body: await this.registry.metrics(), contentType: this.registry.contentType };
  }
}
