import type { DocumentHandler } from '#server/http/document-handler.ts';

/**
 * A stand-in for the site's document handler in a render thread (server/http/render-threads.test.ts): answers
 * from what its page services return, and misbehaves on request.
 */
export async function loadDocumentHandler(): Promise<DocumentHandler> {
  return async (request, context) => {
    const { pathname } = new URL(request.url);
    switch (pathname) {
      case '/home': {
        const home = await context.homePage({ language: 'en', limit: 6 } as never);
        return new Response(`<p>${context.siteName}: ${JSON.stringify(home)}</p>`, {
          headers: { 'content-type': 'text/html; charset=utf-8', 'x-drawn-by': 'thread' },
        });
      }
      case '/article':
        // The service refuses; the drawing fails with its message.
        await context.articlePage('missing', 'en');
        return new Response('unreachable');
      case '/logged':
        // A loader's failed read, logged through the request's logger.
        context.logger.error(
          { err: new Error('The feed is late'), slug: 'a-story' },
          'reading an article failed',
        );
        return new Response('Logged');
      case '/moved':
        return new Response(null, { status: 302, headers: { location: '/home' } });
      case '/endless':
        for (;;) {
          // A drawing stuck in a loop: only ending its thread stops it.
        }
      case '/crash':
        process.exit(3);
        break;
    }
    return new Response('Not found', { status: 404 });
  };
}
