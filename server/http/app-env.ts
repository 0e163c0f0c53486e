import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { SafeFetch } from '../pipeline/fetch/safe-fetch.ts';
import type { PipelineControl } from '../pipeline/pipeline-runner.ts';
import type { ResponseCache } from '../cache/response-cache.ts';
import type { Metrics } from './metrics.ts';
import type { OverloadGuard } from './overload-guard.ts';
import type { RateLimits } from './rate-limits.ts';

/** What the app is built from: everything with a side effect is passed in (tests swap them). */
export interface AppDeps {
  db: Database;
  config: Config;
  logger: Logger;
  adminPassword: string;
  /** Renders a page with React Router; absent when only the API is served (API tests). */
  renderPage?: ((request: Request, requestId: string) => Promise<Response>) | undefined;
  /** Told after an article is created or changed (the image generator listens). */
  onArticleChanged?: ((articleId: number) => void) | undefined;
  /**
   * Tries a source's feed before it is saved; absent: a fetcher with the pipeline's configured policy
   * (tests give one that reaches their 127.0.0.1 feed server).
   */
  feedFetch?: SafeFetch | undefined;
  /** Starts pipeline passes in this process ("fetch now"); absent when the server runs none. */
  pipeline?: PipelineControl | undefined;
  /** Where the built browser assets are; absent when there is no build. */
  clientAssetsDir?: string | undefined;
  /** Rendered pages and API answers kept in memory; absent: every read is drawn (the headers are the same). */
  responseCache?: ResponseCache | undefined;
  /**
   * Runs an editor's write (resolving to whether it may have written) and resolves once its changes have
   * cleared this process's cache (ContentChangeFeed.editorWrite).
   */
  editorWrite?: ((write: () => Promise<boolean>) => Promise<void>) | undefined;
  /** Request and process metrics for /metrics; absent: not collected. */
  metrics?: Metrics | undefined;
  /** Refuses requests while the event loop lags; absent: never refused. */
  overload?: OverloadGuard | undefined;
  /** Counters of searches, writes and failed logins per client; in this process's memory when absent. */
  rateLimits?: RateLimits | undefined;
  /** True once the process is shutting down (readiness then says no). */
  isDraining?: (() => boolean) | undefined;
}

/**
 * What every request carries: its id and client address (server/http/request-context.ts), and the check of the
 * admin's credentials that secured routes call (server/http/admin-auth.ts).
 */
export type AppEnv = {
  Variables: {
    requestId: string;
    clientAddress: string;
    checkAdminCredentials: (authorization: string | undefined) => boolean;
  };
};

export type ApiApp = OpenAPIHono<AppEnv>;
