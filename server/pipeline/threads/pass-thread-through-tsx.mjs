// The pass thread's entry for `npm run dev` and the tests, which run the server's TypeScript: tsx compiles
// pass-thread.ts and what it imports. The compiled server (build/node) starts pass-thread.js itself.
import { register } from 'tsx/esm/api';

register();
export default (await import('./pass-thread.ts')).default;
