import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The server compiled to plain JavaScript (what `npm start` and `npm run worker` run: no TypeScript loader in a
 * production process, see docs/decisions/011), with beside it the files the code reads next to itself:
 * migrations, the demo edition, prompts, the source catalogue, and the interface catalogs the server reads.
 * Types are checked by `npm run typecheck`, not here.
 *
 * `build/node` is a symbolic link to a directory named by the hash of what the build is made from
 * (`build/node-<hash>`). A build compiles into a directory of its own beside it, then points the link at it by
 * a rename, which replaces the link in one step: a web process or a worker starting at any moment finds a
 * complete build, and a running one keeps the files of its own build (Node resolves a module by its real path).
 * Two builds at once each write their own directory; the last rename wins, and both are complete.
 */
export const SERVER_BUILD = 'build/node';
/** Directories whose other files (not TypeScript, not tests) the compiled code reads by its own address. */
const READ_BESIDE_CODE = ['server', 'common', 'app/i18n/locales'];
/** Modules the server starts as threads by their address, not by an import tsc would follow. */
const THREAD_ENTRIES = [
  'server/http/render-thread.js',
  'server/pipeline/threads/pass-thread.js',
  'server/pipeline/threads/pipeline-thread.js',
  'server/db/embedded-thread.js',
];
/**
 * What a build is made from: tsconfig.server.json's sources, what tsc follows from them (tests/helpers/model-server.ts,
 * the demo's model), the files copied beside the code, and how they are compiled. A build that emits a file from
 * anywhere else fails, so that a change there cannot be missed by the hash.
 */
const INPUT_DIRS = ['server', 'common', 'app/i18n/locales', 'tests/helpers'];
const INPUT_FILES = [
  'package.json',
  'tsconfig.json',
  'tsconfig.server.json',
  'scripts/server-build.ts',
  'node_modules/typescript/package.json',
];
/** Written last into a build: the hash of its inputs, so a complete build is one that has it. */
const INPUTS_FILE = 'build-inputs.txt';
/** A build directory neither current nor the one before is removed once it is this old (not one being made). */
const KEEP_UNUSED_MS = 10 * 60_000;

/** The hash of every input of the build (names and contents), in a fixed order. */
export function inputsHash(root = '.'): string {
  const hash = createHash('sha256');
  const files = [...INPUT_FILES];
  for (const dir of INPUT_DIRS) {
    for (const entry of fs.readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) files.push(path.relative(root, path.join(entry.parentPath, entry.name)));
    }
  }
  for (const file of files.sort()) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** The hash a complete build was made from, or null when `dir` is no complete build. */
export function builtFrom(dir: string): string | null {
  try {
    return fs.readFileSync(path.join(dir, INPUTS_FILE), 'utf8').trim();
  } catch {
    return null;
  }
}

export interface ServerBuild {
  /** False when the build in place was already made from the same inputs (with `ifChanged`). */
  compiled: boolean;
  /** The directory `out` now points at. */
  dir: string;
  message: string;
}

/**
 * Compiles the server and points `out` at the result. With `ifChanged`, does nothing when `out` is already a
 * build of the same inputs (what `npm run worker` does at each start). Throws when tsc fails.
 */
export function buildServer(out = SERVER_BUILD, { ifChanged = false } = {}): ServerBuild {
  const hash = inputsHash();
  if (ifChanged && builtFrom(out) === hash) {
    return { compiled: false, dir: fs.realpathSync(out), message: `${out} is up to date (${hash})` };
  }
  const dir = `${out}-${hash}`;
  let message = `${out} is ${dir}, built by another process`;
  let compiled = false;
  if (builtFrom(dir) !== hash) {
    const tmp = `${dir}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
    const counts = compileInto(tmp);
    fs.writeFileSync(path.join(tmp, INPUTS_FILE), `${hash}\n`);
    try {
      fs.renameSync(tmp, dir);
    } catch (error) {
      // Another build of the same inputs finished first: its directory is the same as this one.
      if (!['ENOTEMPTY', 'EEXIST'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
      fs.rmSync(tmp, { recursive: true, force: true });
    }
    compiled = true;
    message = `server compiled to ${out} (${dir}): ${counts.modules} modules, ${counts.copied} files beside them`;
  }
  const previous = pointAt(out, dir);
  removeOldBuilds(out, [dir, previous]);
  return { compiled, dir: fs.realpathSync(out), message };
}

function compileInto(tmp: string): { modules: number; copied: number } {
  const tsc = spawnSync(
    process.execPath,
    ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.server.json', '--outDir', tmp],
    { stdio: 'inherit' },
  );
  if (tsc.status !== 0) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw new Error(`tsc exited with ${tsc.status ?? tsc.signal}`);
  }
  const emitted = fs.readdirSync(tmp, { recursive: true }).map(String);
  const fromElsewhere = emitted.filter(
    (name) => name.endsWith('.js') && !INPUT_DIRS.some((dir) => name.startsWith(`${dir}${path.sep}`)),
  );
  // A thread whose entry is missing would fail only at the first page drawn or the first pass.
  const missingThreads = THREAD_ENTRIES.filter((entry) => !fs.existsSync(path.join(tmp, entry)));
  if (fromElsewhere.length > 0 || missingThreads.length > 0) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw new Error(
      missingThreads.length > 0
        ? `the server build has no ${missingThreads.join(', ')}`
        : `tsc compiled ${fromElsewhere.join(', ')}, outside the build's inputs (INPUT_DIRS in scripts/server-build.ts)`,
    );
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
      const to = path.join(tmp, from);
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
    path.join(tmp, 'package.json'),
    `${JSON.stringify({ type: 'module', imports: compiledImports }, null, 2)}\n`,
  );
  return { modules: emitted.filter((name) => name.endsWith('.js')).length, copied };
}

/** Points the link `out` at `dir` in one rename; returns the directory it pointed at before, if any. */
function pointAt(out: string, dir: string): string | null {
  let previous: string | null = null;
  try {
    const stat = fs.lstatSync(out);
    if (stat.isSymbolicLink()) {
      previous = path.join(path.dirname(out), fs.readlinkSync(out));
    } else {
      // A build from before the link (a plain directory): a rename cannot replace a directory by a link, so it
      // is moved aside first, the one time a process starting at that instant would find no build.
      previous = `${out}-plain-${process.pid}`;
      fs.renameSync(out, previous);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const link = `${out}.link-${process.pid}-${randomBytes(4).toString('hex')}`;
  fs.symlinkSync(path.basename(dir), link);
  fs.renameSync(link, out);
  return previous;
}

/**
 * Removes the builds that are neither `keep` (the current one and the one before, which a process started before
 * this build may still read from) once they are KEEP_UNUSED_MS old, and what a build that died left behind.
 */
function removeOldBuilds(out: string, keep: Array<string | null>): void {
  const parent = path.dirname(out);
  const prefix = `${path.basename(out)}-`;
  const kept = new Set(keep.filter((k) => k !== null).map((k) => path.basename(k)));
  for (const name of fs.readdirSync(parent)) {
    if (!name.startsWith(prefix) || kept.has(name)) continue;
    const at = path.join(parent, name);
    try {
      if (Date.now() - fs.lstatSync(at).mtimeMs > KEEP_UNUSED_MS)
        fs.rmSync(at, { recursive: true, force: true });
    } catch {
      // removed by another build meanwhile
    }
  }
}
