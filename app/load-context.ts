import type { PageLoadContext } from '#server/http/page-services.ts';

// The server passes its page services and the request's logger as React Router's load context (see
// server/http/page-renderer.ts).
declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends PageLoadContext {}
}

export {};
