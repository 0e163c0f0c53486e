import path from 'node:path';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { serveStatic } from '@hono/node-server/serve-static';
import { clientAssets } from './client-assets.ts';
import type { AppDeps, AppEnv } from './app-env.ts';
import { createErrorHandler, errorResponse, zodErrorResponse } from './error-handler.ts';
import { guardWrites } from './write-guard.ts';
import { refuseUnroutedRequests } from './route-guard.ts';
import { cachedReads, isPublicRead } from './cached-reads.ts';
import { guardAdminPages, provideAdminCheck } from './admin-auth.ts';
import { registerApiDocs } from './api-docs.ts';
import { registerArticleEditingRoutes, registerNewsRoutes } from '../news/news.routes.ts';
import { registerAdminRoutes } from '../admin/admin.routes.ts';
import { registerArchiveRoutes } from '../archive/archive.routes.ts';
import { registerTranslationRoutes } from '../translations/translations.routes.ts';
import { registerImageRoutes } from '../images/images.routes.ts';
import { registerContactRoutes } from '../contact/contact.routes.ts';
import { registerCorrectionRoutes } from '../corrections/corrections.routes.ts';
import { registerAccuracyRoutes } from '../accuracy/accuracy.routes.ts';
import { registerPageViewRoutes } from '../analytics/pageviews.routes.ts';
import { registerSourceRoutes } from '../pipeline/sources.routes.ts';
import { registerHeldItemRoutes } from '../pipeline/held-items.routes.ts';
import { registerSeoRoutes } from '../seo/seo.routes.ts';
import { registerPushRoutes } from '../push/push.routes.ts';
import { registerSettingsRoutes } from '../settings/settings.routes.ts';
import { ClientAddresses } from './client-address.ts';
import { requestContext } from './request-context.ts';
import { transportSecurity } from './transport-security.ts';
import { RateLimits, rateLimited } from './rate-limits.ts';
import { registerOperationsRoutes } from './operations.routes.ts';

/**
 * The largest body each API route takes: an article with its picture (a 5 MB image as base64 plus 11
 * translations), a reader's message (5,000 characters of any script), a page view, and small JSON elsewhere.
 */
export function maxBodyBytes(method: string, path: string): number {
  if (/^\/api\/news(\/[^/]+)?$/.test(path) && method !== 'GET' && method !== 'DELETE') return 8 * 1024 * 1024;
  if (path === '/api/contact' || path === '/api/error-reports') return 32 * 1024;
  if (path === '/api/pageviews') return 4 * 1024;
  return 64 * 1024;
}

/**
 * Nothing on the site uses the camera, microphone, location, payment or other device features. Only features
 * Chromium knows are named: an unknown one is logged as an error in every page's console.
 */
const PERMISSIONS_POLICY = {
  camera: false,
  microphone: false,
  geolocation: false,
  payment: false,
  usb: false,
  serial: false,
  hid: false,
  midi: false,
  magnetometer: false,
  gyroscope: false,
  accelerometer: false,
  browsingTopics: false,
};

/** Builds the whole HTTP app: JSON API, image files, static assets and server-rendered pages. */
export function createApp(deps: AppDeps): OpenAPIHono<AppEnv> {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return zodErrorResponse(c, result.error);
    },
  });
  app.onError(createErrorHandler(deps.logger));

  // Per request, before anything can answer: its id and client address, the check of the admin's credentials
  // that secured routes and the admin pages call, its metrics, HSTS over HTTPS, the overload and rate limit
  // refusals. None of it is kept with a cached answer.
  const addresses = new ClientAddresses(deps.config.trustedProxies);
  app.use('*', requestContext(deps.logger, addresses));
  app.use('*', provideAdminCheck(deps.adminPassword));
  if (deps.metrics) app.use('*', deps.metrics.middleware());
  app.use('*', transportSecurity(addresses));
  if (deps.overload) app.use('*', deps.overload.middleware());
  const rateLimits = deps.rateLimits ?? RateLimits.inMemory();
  app.use(
    '*',
    rateLimited(rateLimits, (c) => c.get('clientAddress'), deps.adminPassword),
  );

  // Public reads next: a cached answer skips everything below, and a drawn one is stored with the headers
  // everything below set. The server's listener serves hits before the app (server/main.ts).
  app.use('*', cachedReads(deps.responseCache));

  app.use(
    '*',
    secureHeaders({
      crossOriginResourcePolicy: 'same-origin',
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
      // Over plain HTTP it means nothing; transportSecurity sends it when the reader's connection is HTTPS.
      strictTransportSecurity: false,
      permissionsPolicy: PERMISSIONS_POLICY,
    }),
  );
  registerOperationsRoutes(app, deps);
  // Text answers (pages, JSON, scripts, styles) travel compressed; images are compressed already, and public
  // reads are compressed by cachedReads, once for all readers.
  app.use('*', async (c, next) =>
    c.req.path.startsWith('/media/') || (c.req.method === 'GET' && isPublicRead(c.req.path))
      ? next()
      : compress()(c, next),
  );
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  // A request no route takes is refused first (404, or 405 for a method the path is not served with), whatever
  // its credentials, Origin or body.
  app.use('/api/*', refuseUnroutedRequests(app, '/api/'));
  app.use('/api/*', guardWrites(deps.config.siteUrl));
  // Each route takes the body it needs: only an article with its picture is large.
  const bodyLimits = new Map<number, MiddlewareHandler>();
  app.use('/api/*', (c, next) => {
    const maxSize = maxBodyBytes(c.req.method, c.req.path);
    let limit = bodyLimits.get(maxSize);
    if (!limit) {
      const shown = maxSize >= 1024 * 1024 ? `${maxSize / (1024 * 1024)} MB` : `${maxSize / 1024} KB`;
      limit = bodyLimit({
        maxSize,
        onError: (c) => errorResponse(c, 'payload_too_large', `The request body is larger than ${shown}`),
      });
      bodyLimits.set(maxSize, limit);
    }
    return limit(c, next);
  });
  // An editor's write answers once its changes have cleared this server's cache: the editor's next read shows
  // them. Readers' writes (a page view, a message, an error report) change nothing a cached answer shows; any
  // change announced while they run only marks answers stale.
  const { editorWrite } = deps;
  if (editorWrite) {
    app.use('/api/*', async (c, next) => {
      const { method } = c.req;
      if (
        method === 'GET' ||
        method === 'HEAD' ||
        !c.get('checkAdminCredentials')(c.req.header('authorization'))
      )
        return next();
      await editorWrite(async () => {
        await next();
        return c.res.status < 400;
      });
    });
  }

  // The routes table: every API path is registered here, one module per domain. An operation for editors only
  // is made with createAdminRoute, which documents and enforces its credentials itself: the order is free.
  registerNewsRoutes(app, deps);
  registerArticleEditingRoutes(app, deps);
  registerAdminRoutes(app, deps);
  registerArchiveRoutes(app, deps);
  registerTranslationRoutes(app, deps);
  registerImageRoutes(app, deps);
  registerContactRoutes(app, deps);
  registerCorrectionRoutes(app, deps);
  registerAccuracyRoutes(app, deps);
  registerPageViewRoutes(app, deps);
  registerSourceRoutes(app, deps);
  registerHeldItemRoutes(app, deps);
  registerPushRoutes(app, deps);
  registerSettingsRoutes(app, deps);
  registerApiDocs(app, deps);
  // Never a page under /api, whatever refuseUnroutedRequests let through.
  app.all('/api/*', (c) => errorResponse(c, 'not_found', `No API route ${c.req.method} ${c.req.path}`));
  registerSeoRoutes(app, deps);

  if (deps.clientAssetsDir) {
    const root = deps.clientAssetsDir;
    // The build writes each hashed file compressed too (vite.config.ts): served from memory as they are.
    app.use('/assets/*', clientAssets(path.join(root, 'assets')));
    const rootFiles = serveStatic({
      root,
      // The service worker must be checked for updates on every visit.
      onFound: (path, c) =>
        c.header('Cache-Control', path.endsWith('/sw.js') ? 'no-cache' : 'public, max-age=3600'),
    });
    // The files beside the assets (favicon.ico, icon.svg, sw.js, icons/…) all have an extension; a page's path
    // never does, and looking for it on disk on every page drawn would be a failed stat each time.
    app.use('*', (c, next) => (/\.[a-z0-9]+$/i.test(c.req.path) ? rootFiles(c, next) : next()));
  }

  // /admin.data and /admin/….data are the admin pages' data for client navigation: the same guard.
  app.use('*', guardAdminPages());

  const { renderPage } = deps;
  if (renderPage) {
    // Pages are read, never written to (writes go through the API): any other method (TRACE, PUT…) is refused
    // here, where the page renderer would fail on it.
    app.on(['GET', 'HEAD'], '*', (c) => renderPage(c.req.raw, c.get('requestId')));
    app.all('*', (c) => {
      c.header('Allow', 'GET, HEAD');
      return errorResponse(
        c,
        'method_not_allowed',
        `${c.req.method} is not allowed on a page: use GET or HEAD`,
      );
    });
  }
  app.notFound((c) => errorResponse(c, 'not_found', 'Not found'));
  return app;
}
