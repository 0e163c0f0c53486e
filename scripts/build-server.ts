import { buildServer, SERVER_BUILD } from './server-build.ts';

// npm run build:server: compiles the server into build/node (scripts/server-build.ts), replacing the build in
// place in one step, so that a web process or worker starting meanwhile always finds a complete one. With
// --if-changed (what `npm run worker` does at each start), only when its inputs changed since the build in
// place. --out DIR builds elsewhere (the tests).
const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const out = outAt === -1 ? SERVER_BUILD : args[outAt + 1]!;
try {
  console.log(buildServer(out, { ifChanged: args.includes('--if-changed') }).message);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
