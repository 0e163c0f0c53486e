import type { Hono, MiddlewareHandler } from 'hono';
import type { RouterRoute } from 'hono/types';
import { errorResponse } from './error-handler.ts';

/** The order an Allow header lists methods in. */
const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

interface ServedPath {
  pattern: RegExp;
  methods: Set<string>;
}

/** A route's path as a pattern over request paths: `:name` is one segment (or its `{regex}`), `*` the rest. */
function pathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      const param = /^:\w+(?:\{(.+)\})?$/.exec(segment);
      if (param) return param[1] ? `(?:${param[1]})` : '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}$`);
}

/** The methods each path under `prefix` is served with, from the app's routes (middleware is method ALL). */
function servedPaths(routes: readonly RouterRoute[], prefix: string): ServedPath[] {
  const byPath = new Map<string, Set<string>>();
  for (const route of routes) {
    if (route.method === 'ALL' || !route.path.startsWith(prefix)) continue;
    const methods = byPath.get(route.path) ?? new Set<string>();
    methods.add(route.method.toUpperCase());
    // Hono answers HEAD with the GET route, without the body.
    if (route.method.toUpperCase() === 'GET') methods.add('HEAD');
    byPath.set(route.path, methods);
  }
  return [...byPath].map(([path, methods]) => ({ pattern: pathPattern(path), methods }));
}

/** "GET", "GET or HEAD", "GET, HEAD or POST". */
function spell(methods: string[]): string {
  return methods.length < 2 ? (methods[0] ?? '') : `${methods.slice(0, -1).join(', ')} or ${methods.at(-1)}`;
}

/**
 * Answers a request under `prefix` that no route takes, before anything reads it (credentials, Origin, body): 404
 * when no route has its path, 405 with Allow when none is served with its method. Both follow the app's
 * registered routes, so the answers change with the routes table and nothing else.
 */
export function refuseUnroutedRequests(app: Pick<Hono, 'routes'>, prefix: string): MiddlewareHandler {
  // Read on the first request: by then every route is registered.
  let served: ServedPath[] | undefined;
  return async (c, next) => {
    served ??= servedPaths(app.routes, prefix);
    const { method, path } = c.req;
    const allowed = new Set(served.filter((s) => s.pattern.test(path)).flatMap((s) => [...s.methods]));
    if (allowed.size === 0) return errorResponse(c, 'not_found', `No API route ${method} ${path}`);
    if (allowed.has(method)) return next();
    const methods = METHOD_ORDER.filter((m) => allowed.has(m)).concat(
      [...allowed].filter((m) => !METHOD_ORDER.includes(m)).sort(),
    );
    c.header('Allow', methods.join(', '));
    return errorResponse(
      c,
      'method_not_allowed',
      `${method} is not allowed on ${path}: use ${spell(methods)}`,
    );
  };
}
