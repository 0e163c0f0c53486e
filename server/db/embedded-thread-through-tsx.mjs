// The embedded database's thread for `npm run dev` and the tests, which run the server's TypeScript: tsx
// compiles embedded-thread.ts and what it imports. The compiled server (build/node) starts embedded-thread.js.
import { register } from 'tsx/esm/api';

register();
await import('./embedded-thread.ts');
