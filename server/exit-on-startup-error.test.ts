import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScript } from '#tests/helpers/run-script.ts';

/** The entry points behind npm scripts (and the server's first start child): each ends a failure one way. */
const ENTRY_POINTS = [
  'server/main.ts',
  'server/first-start/prepare-data-dir-entry.ts',
  'scripts/ingest.ts',
  'server/worker.ts',
  'scripts/translate.ts',
  'scripts/migrate.ts',
  'scripts/seed.ts',
  'scripts/generate-load.ts',
];

/** A stack trace's frame: an operator's problem is told without one. */
const STACK_FRAME = /^\s+at /m;

/** The output's lines that the logger wrote (JSON), parsed. */
const loggedLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { stack?: string } });

describe('the entry points end a failed start the same way', () => {
  // A port taken by another process, for the servers that listen on one.
  const holder = createServer();
  let takenPort = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    takenPort = (holder.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => holder.close(() => resolve())));

  it('tells a bad setting in its one line, without a stack, and exits 1', { timeout: 300_000 }, async () => {
    const results = await Promise.all(
      ENTRY_POINTS.map(async (script) => ({
        script,
        ...(await runScript(script, [], { LOG_LEVEL: 'loud' }).done),
      })),
    );
    for (const { script, code, output } of results) {
      expect(code, `${script}: ${output}`).toBe(1);
      expect(output.trim(), script).toBe(
        'Invalid LOG_LEVEL="loud": Invalid option: expected one of "fatal"|"error"|"warn"|"info"|"debug"|"trace"|"silent"',
      );
    }
  });

  it(
    'tells a port in use, and a wrong command line (exit 2), in one line',
    { timeout: 120_000 },
    async () => {
      const [model, feeds, load] = await Promise.all([
        runScript('scripts/serve-model.ts', ['--port', String(takenPort)], {}).done,
        runScript('scripts/serve-feeds.ts', ['--port', 'none'], {}).done,
        runScript('scripts/generate-load.ts', ['--rows', '5'], {}).done,
      ]);
      expect(model.code, model.output).toBe(1);
      expect(model.output.trim()).toBe(`listen EADDRINUSE: address already in use 127.0.0.1:${takenPort}`);
      expect(feeds.code, feeds.output).toBe(2);
      expect(feeds.output.trim()).toBe('--port must be a port number, not "none"');
      expect(load.code, load.output).toBe(2);
      expect(load.output).toMatch(/^Unknown option '--rows'/);
      expect(load.output).not.toMatch(STACK_FRAME);
    },
  );

  it(
    'logs anything else through the logger, as a fatal line with its stack, and exits 1',
    { timeout: 120_000 },
    async () => {
      // Nothing listens on port 1: the database cannot be reached, which no setting explains.
      const env = { DATABASE_URL: 'postgres://tidings@127.0.0.1:1/none', LOG_LEVEL: 'silent' };
      const results = await Promise.all(
        ['scripts/migrate.ts', 'server/worker.ts'].map(async (script) => ({
          script,
          ...(await runScript(script, [], env).done),
        })),
      );
      for (const { script, code, output } of results) {
        expect(code, `${script}: ${output}`).toBe(1);
        const [line, ...more] = loggedLines(output);
        expect(more, script).toEqual([]);
        // Fatal even with LOG_LEVEL=silent: a failure that ends the process is always told.
        expect(line?.level, script).toBe(60);
        expect(line?.msg, script).toMatch(/ECONNREFUSED/);
        expect(line?.err?.stack, script).toMatch(STACK_FRAME);
      }
    },
  );
});
