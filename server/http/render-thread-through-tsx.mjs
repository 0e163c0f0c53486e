// A render thread for `npm run dev` and the tests, which run the server's TypeScript: tsx compiles
// render-thread.ts and what it imports. The compiled server (build/node) starts render-thread.js itself.
import { register } from 'tsx/esm/api';

register();
await import('./render-thread.ts');
