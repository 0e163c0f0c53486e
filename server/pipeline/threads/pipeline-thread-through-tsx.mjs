// The pipeline thread's entry for `npm run dev` and the tests, which run the server's TypeScript: tsx compiles
// pipeline-thread.ts and what it imports. The compiled server (build/node) starts pipeline-thread.js itself.
import { register } from 'tsx/esm/api';

register();
await import('./pipeline-thread.ts');
