import { readdirSync, readFileSync } from 'node:fs';
import { MessageChannel } from 'node:worker_threads';
import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startFeedServer, type FeedServer } from '#tests/helpers/feed-server.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { openPgliteInThread } from '../../db/embedded-thread-client.ts';
import { articles, feedItems, ingestRuns, sources } from '../../db/schema.ts';
import { createLogger } from '../../logger.ts';
import { PipelineInThread } from './pipeline-in-thread.ts';

/** A task's nice value (the 19th field of its stat line, after the name in parentheses). */
function niceOf(task: number): number {
  const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}
const threadNices = () => readdirSync('/proc/self/task').map((task) => niceOf(Number(task)));
/** The nice values of the process's threads of a name (their `comm`). */
const nicesOfThreadsNamed = (name: string) =>
  readdirSync('/proc/self/task')
    .filter((task) => readFileSync(`/proc/self/task/${task}/comm`, 'utf8').trim() === name)
    .map((task) => niceOf(Number(task)));
const mainNice = process.platform === 'linux' ? niceOf(process.pid) : 0;

describe('a pass of the web process in a thread of its own, on the embedded database in its thread', () => {
  let handle: DatabaseHandle;
  let publisher: FeedServer;
  const THREAD_ENV = { INGEST_ALLOW_PRIVATE_NETWORKS: '1', LOG_LEVEL: 'silent' };
  const envBefore = Object.fromEntries(Object.keys(THREAD_ENV).map((name) => [name, process.env[name]]));
  /** What the main thread logs as errors about the thread. */
  const errors: string[] = [];
  const logger = createLogger('silent');
  logger.error = ((fields: unknown, message?: string) => {
    errors.push(`${message ?? ''} ${JSON.stringify(fields)}`);
  }) as typeof logger.error;
  const pipeline = () => new PipelineInThread(() => handle.connect!(), logger, null, false);

  beforeAll(async () => {
    // The thread reads the process's configuration, as the server's does: the publisher is on 127.0.0.1.
    Object.assign(process.env, THREAD_ENV);
    const dump = inject('migratedPgliteDump');
    handle = await openPgliteInThread(undefined, {
      loadDataDir: dump ? new Blob([await fs.readFile(dump)]) : undefined,
    });
    await handle.migrate();
    publisher = await startFeedServer({ corpusImageEvery: 0 });
  }, 180_000);
  afterAll(async () => {
    for (const [name, value] of Object.entries(envBefore)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await publisher?.close();
    await handle?.close();
  });

  it('runs a pass there, told as running until it ends, its story written to the database the server reads', async () => {
    await handle.db.insert(sources).values({
      name: 'Harbour Daily',
      feedUrl: `${publisher.origin}/newsroom/harbour-daily.xml`,
      language: 'en',
      country: 'GB',
      trustLevel: 'high',
    });
    const inThread = pipeline();
    expect(inThread.isRunning()).toBe(false);
    expect(inThread.start('admin')).toBe(true);
    // Running at once, and a second start is refused while it runs.
    expect(inThread.isRunning()).toBe(true);
    expect(inThread.start('admin')).toBe(false);
    // The thread runs at the lowest CPU priority, and so do V8's helpers, which collect its garbage; the main
    // thread, which answers readers, keeps its own.
    if (process.platform === 'linux') {
      expect(niceOf(process.pid)).toBe(mainNice);
      await expect.poll(threadNices, { timeout: 60_000 }).toContain(19);
      await expect
        .poll(() => nicesOfThreadsNamed('node-V8Worker'), { timeout: 10_000 })
        .toSatisfy((nices: number[]) => nices.length > 0 && nices.every((nice) => nice === 19));
    }
    await expect.poll(() => inThread.isRunning(), { timeout: 60_000 }).toBe(false);
    const [run] = await handle.db.select().from(ingestRuns);
    expect(run).toMatchObject({ status: 'finished', feeds: 1, feedsFailed: 0 });
    expect(run!.storiesNew).toBeGreaterThan(0);
    const items = await handle.db.select().from(feedItems);
    expect(items.length).toBe(run!.itemsNew);
    // Every item was read and placed: in a story, or held with its reason.
    expect(items.every((item) => item.state === 'clustered' || item.state === 'held')).toBe(true);
    const placed = items.find((item) => item.articleId !== null)!;
    const [article] = await handle.db.select().from(articles).where(eq(articles.id, placed.articleId!));
    expect(article).toBeDefined();

    // A picture is drawn there too, and the call ends when it is.
    await handle.db.update(articles).set({ imageId: null }).where(eq(articles.id, article!.id));
    await inThread.drawTitleCards([article!.id]);
    const [drawn] = await handle.db
      .select({ imageId: articles.imageId })
      .from(articles)
      .where(eq(articles.id, article!.id));
    expect(drawn!.imageId).not.toBeNull();

    // Closing ends the thread and its port, not the database, and is no failure.
    await inThread.stop();
    await inThread.close();
    expect(errors).toEqual([]);
    expect(await handle.db.select({ id: articles.id }).from(articles)).toHaveLength(run!.storiesNew);
  }, 120_000);

  it('starts a new thread for the next pass after the thread was closed', async () => {
    const inThread = pipeline();
    await inThread.close(); // never started: nothing to end
    expect(inThread.start('admin')).toBe(true);
    await expect.poll(() => inThread.isRunning(), { timeout: 60_000 }).toBe(false);
    const runs = await handle.db.select().from(ingestRuns);
    expect(runs).toHaveLength(2);
    // The feed answers 304 to its ETag: nothing new.
    expect(runs[1]).toMatchObject({ status: 'finished', feeds: 1, feedsNotModified: 1, itemsNew: 0 });
    await inThread.close();
    expect(errors).toEqual([]);
  }, 120_000);

  it('starts another thread on a schedule when one dies, and takes the schedule up there', async () => {
    errors.length = 0;
    const dying = new PipelineInThread(
      () => new MessageChannel().port1,
      logger,
      60_000,
      false,
      new URL('./fixtures/dying-pipeline-thread.mjs', import.meta.url),
      10,
    );
    dying.startSchedule();
    // Each thread takes the schedule, then dies: a second one means the first was replaced.
    await expect
      .poll(() => errors.filter((e) => e.startsWith('the pipeline thread stopped')).length, {
        timeout: 20_000,
      })
      .toBeGreaterThanOrEqual(2);
    await dying.stop();
    await dying.close();
  }, 60_000);
});
