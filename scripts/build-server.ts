import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Compiles the server to plain JavaScript in build/node (what `npm start` runs: no TypeScript loader in a
 * production process, see docs/decisions/011), then copies beside it the files the code reads next to itself:
 * migrations, the demo edition, prompts, the source catalogue, and the interface catalogs the server reads.
 * Types are checked by `npm run typecheck`, not here.
 */
const OUT = 'build/node';
/** Directories whose other files (not TypeScript, not tests) the compiled code reads by its own address. */
const READ_BESIDE_CODE = ['server', 'common', 'app/i18n/locales'];
/** Modules the server starts as threads by their address, not by an import tsc would follow. */
const THREAD_ENTRIES = [
  'server/http/render-thread.js',
  'server/pipeline/threads/pass-thread.js',
  'server/db/embedded-thread.js',
];

fs.rmSync(OUT, { recursive: true, force: true });
const tsc = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.server.json'], {
  stdio: 'inherit',
});
if (tsc.status !== 0) process.exit(tsc.status ?? 1);

// A thread whose entry is missing would fail only at the first page drawn or the first pass.
const missingThreads = THREAD_ENTRIES.filter((entry) => !fs.existsSync(path.join(OUT, entry)));
if (missingThreads.length > 0) {
  console.error(`the server build has no ${missingThreads.join(', ')}`);
  process.exit(1);
}

let copied = 0;
for (const dir of READ_BESIDE_CODE) {
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (
      !entry.isFile() ||
      /\.(ts|tsx)$/.test(entry.name) ||
      entry.parentPath.split(path.sep).includes('fixtures')
    )
      continue;
    const from = path.join(entry.parentPath, entry.name);
    const to = path.join(OUT, from);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
    copied++;
  }
}
// The compiled code names its zones as the sources do (`#server/db/client.ts`); tsc rewrites only relative
// addresses to .js, so the build's own package.json maps the zone names to the compiled files.
const sourcePackage = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
  imports: Record<string, string>;
};
const compiledImports = Object.fromEntries(
  Object.entries(sourcePackage.imports).map(([name, target]) => [`${name}.ts`, `${target}.js`]),
);
fs.writeFileSync(
  path.join(OUT, 'package.json'),
  `${JSON.stringify({ type: 'module', imports: compiledImports }, null, 2)}\n`,
);

const compiled = fs
  .readdirSync(OUT, { recursive: true })
  .filter((name) => String(name).endsWith('.js')).length;
console.log(`server compiled to ${OUT}: ${compiled} modules, ${copied} files beside them`);
