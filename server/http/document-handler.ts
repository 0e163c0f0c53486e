import { pathToFileURL } from 'node:url';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { contentSecurityPolicy, inlineScriptHashes } from './content-security-policy.ts';
import type { PageLoadContext } from './page-services.ts';

/** Answers one page request with React Router, its loaders calling these services and logging through its logger. */
export type DocumentHandler = (request: Request, context: PageLoadContext) => Promise<Response>;

/**
 * Loads the built server bundle (its entry, build/server/index.js) and returns its request handler. Documents come back whole, with a security
 * policy that lists the hashes of their inline scripts; other answers (redirects, client navigation data)
 * as React Router gives them. Used where pages are drawn: a render thread, or the main thread without them.
 */
export async function loadDocumentHandler(
  buildEntry: string,
  mode: 'production' | 'development',
  extraOrigins: readonly string[],
): Promise<DocumentHandler> {
  const build = (await import(pathToFileURL(buildEntry).href)) as ServerBuild;
  const handler = createRequestHandler(build, mode);
  return async (request, context) => {
    const response = await handler(request, context as never);
    if (!response.headers.get('content-type')?.startsWith('text/html') || response.body === null) {
      return response;
    }
    const html = await response.text();
    const headers = new Headers(response.headers);
    headers.set(
      'Content-Security-Policy',
      contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), extraOrigins: [...extraOrigins] }),
    );
    return new Response(html, { status: response.status, statusText: response.statusText, headers });
  };
}
