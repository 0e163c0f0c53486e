import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import {
  isRouteErrorResponse,
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from 'react-router';
import { LANGUAGES } from '#common/languages.ts';
import { getCatalogs } from './i18n/catalogs.server.ts';
import { registerCatalogs } from './i18n/catalog-registry.ts';
import { PAGE_NAMESPACES } from './i18n/namespaces.ts';

export const streamTimeout = 5_000;

// Every language's interface texts, for components and meta() on the server (the browser loads its own).
for (const language of LANGUAGES) registerCatalogs(language, getCatalogs(language, PAGE_NAMESPACES));

/**
 * Renders a whole page before sending it: the server keeps each drawn page for many readers, compressed once,
 * with a security policy listing the hashes of its inline scripts (server/http/page-renderer.ts), which needs
 * the complete document. A page's data is read before rendering anyway, so a reader waits no longer for
 * the first byte than for the shell.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // React sends a finished part larger than this after the page's end, hidden until a script moves it in
        // place, so that a streamed shell shows sooner. The whole page is sent at once here, so that would only
        // put the not-found page (loaded on use) after the footer for readers without scripts and for checkers.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reach onShellError, which reports them.
          if (shellRendered)
            loadContext.logger.error({ err: error, url: request.url }, 'drawing a page failed');
        },
      },
    );
  });
}

/**
 * An error a page's loader threw on the server, or one React Router met drawing it, logged through the request's
 * logger (with its id) rather than the console. A "not found" a loader throws is an answer, not an error, and
 * React Router does not pass it here; a request the reader abandoned is not logged.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // A thrown Response React Router made of an Error carries that Error, which is what went wrong.
  const cause = (isRouteErrorResponse(error) && 'error' in error && error.error) || error;
  context.logger.error({ err: cause, url: request.url }, 'a page failed on the server');
};
