import type { PageServices } from '../server/http/page-services.ts';

// The server passes its page services as React Router's load context (see server/http/page-renderer.ts).
declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends PageServices {}
}

export {};
