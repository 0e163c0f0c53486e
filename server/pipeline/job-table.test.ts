import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFeedServer, type FeedServer } from '#tests/helpers/feed-server.ts';
import { startModelServer, type ModelServer } from '#tests/helpers/model-server.ts';
import { newsroomModel } from '#tests/helpers/newsroom-model.ts';
import { testModel } from '#tests/helpers/test-model.ts';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { ingestRuns, sources } from '../db/schema.ts';
import { createLogger } from '../logger.ts';
import { createSafeFetch } from './fetch/safe-fetch.ts';
import { JOB_GRAPH, PIPELINE_TABLE, READ_PASS_FOLLOWER, READING_JOBS } from './job-table.ts';
import { DEFAULT_PIPELINE_SETTINGS } from './pipeline-context.ts';
import { queuePass, startWorker } from './run-on-workers.ts';
import { runPipelinePass, type PipelineDeps } from './run-pipeline.ts';

const NOW = new Date('2026-11-24T12:00:00Z');

/** A job of a pass as a run mode ran it, in the order they finished. */
interface Ran {
  name: string;
  ok: boolean;
}

describe('the job table', () => {
  it('draws every job it lists, and only those', () => {
    const names = PIPELINE_TABLE.jobs.map((job) => job.name);
    expect(Object.keys(JOB_GRAPH)).toEqual(names);
    for (const next of Object.values(JOB_GRAPH)) for (const name of next) expect(names).toContain(name);
    expect(names).toEqual(expect.arrayContaining([...READING_JOBS, READ_PASS_FOLLOWER]));
    // The CPU-heavy picture jobs leave a process to its clustering (each names a job of the table).
    const yielding = PIPELINE_TABLE.jobs.filter((job) => job.yieldsTo);
    expect(yielding.map((job) => [job.name, job.yieldsTo])).toEqual([
      ['fetch-image', [READ_PASS_FOLLOWER]],
      ['draw-title-card', [READ_PASS_FOLLOWER]],
    ]);
    // Clustering runs per language, one job of a language at a time by its lease (cluster-lease.ts), not
    // alone: no job makes every other pass wait.
    expect(PIPELINE_TABLE.jobs.filter((job) => job.runsAlone).map((job) => job.name)).toEqual([]);
  });
});

/**
 * What every run mode must show on the same feeds: each job a job sent was one the graph draws (a queue
 * refuses any other, and the job fails), every job of the graph ran, and clustering began after the pass's
 * last feed and page: its first job sends one for each language with items read.
 */
function expectTheTablesFlow(ran: Ran[]): void {
  expect(ran.filter((job) => !job.ok)).toEqual([]);
  expect(new Set(ran.map((job) => job.name))).toEqual(new Set(Object.keys(JOB_GRAPH)));
  const clustering = ran.flatMap((job, index) => (job.name === READ_PASS_FOLLOWER ? [index] : []));
  expect(clustering.length).toBeGreaterThan(1);
  const lastRead = ran.findLastIndex((job) => (READING_JOBS as string[]).includes(job.name));
  expect(lastRead).toBeLessThan(clustering[0]!);
}

/**
 * What clustering made of the pass, whatever ran it: the stories it created and how many items each state
 * holds (the model's merges across languages come later and depend on which stories its budget reached).
 */
async function clusteringOf(db: Database) {
  const [pass] = await db
    .select({ itemsNew: ingestRuns.itemsNew, storiesNew: ingestRuns.storiesNew })
    .from(ingestRuns);
  const states = await queryRows<{ state: string; items: number }>(
    db,
    sql`select state, count(*)::int as items from feed_items group by state order by state`,
  );
  return { pass, states };
}

describe.each(testDatabaseKinds())('every way of running a pass follows the job table, on %s', (kind) => {
  let feeds: FeedServer;
  let model: ModelServer;
  let fetch: ReturnType<typeof createSafeFetch>;
  const handles: DatabaseHandle[] = [];

  const deps = (db: Database): PipelineDeps => ({
    db,
    logger: createLogger('silent'),
    fetch,
    now: () => NOW,
    settings: { ...DEFAULT_PIPELINE_SETTINGS, maxAgeDays: 0 },
    sleep: () => Promise.resolve(),
    createModel: testModel(model.baseUrl, 8),
  });

  /** A new database with the test newsroom's two sources. */
  const newsroom = async () => {
    const handle = await openTestDatabase(kind);
    handles.push(handle);
    await handle.db.insert(sources).values(
      ['harbour-daily', 'world-desk'].map((feed) => ({
        name: feed,
        feedUrl: `${feeds.origin}/newsroom/${feed}.xml`,
        // The newsroom's pairs are in six languages.
        language: 'detect',
        country: 'GB',
      })),
    );
    return handle;
  };

  beforeAll(async () => {
    feeds = await startFeedServer({ now: NOW, corpusImageEvery: 0 });
    model = await startModelServer(newsroomModel);
    fetch = createSafeFetch({
      userAgent: 'TidingsTest/1.0',
      timeoutMs: 2000,
      maxRedirects: 3,
      isAddressAllowed: (address) => address === '127.0.0.1',
    });
  });
  afterAll(async () => {
    await fetch?.close();
    await model?.close();
    await feeds?.close();
    for (const handle of handles) await handle.close();
  });

  let inProcess: Awaited<ReturnType<typeof clusteringOf>>;

  // `npm run ingest` and the server's runner both run this pass (scripts/ingest.ts, pipeline-runner.ts).
  it('in one process', async () => {
    const { db } = await newsroom();
    const ran: Ran[] = [];
    const result = await runPipelinePass(deps(db), {
      trigger: 'command-line',
      onJobDone: (outcome) => ran.push({ name: outcome.name, ok: outcome.ok }),
    });
    expect(result.jobsFailed).toBe(0);
    expectTheTablesFlow(ran);
    inProcess = await clusteringOf(db);
    expect(inProcess.pass!.storiesNew).toBeGreaterThan(10);
  }, 120_000);

  // pg-boss keeps its jobs in PostgreSQL: workers are a way of running only there (not a test skipped on PGlite).
  if (kind === 'postgres')
    it('on the workers (pg-boss), with the same stories clustered', async () => {
      const handle = (await newsroom()) as DatabaseHandle & { url?: string };
      const { db } = handle;
      const worker = await startWorker(deps(db), handle.url!);
      try {
        const { runId } = await queuePass(deps(db), worker, { maxAgeDays: 0, trigger: 'command-line' });
        const status = async () =>
          (
            await db.select({ status: ingestRuns.status }).from(ingestRuns).where(eq(ingestRuns.id, runId))
          )[0]!.status;
        const deadline = Date.now() + 150_000;
        while ((await status()) === 'running' && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 100));
        expect(await status()).toBe('finished');
      } finally {
        await worker.stop();
      }
      // pg-boss keeps each job it ran, with when it started and finished.
      const jobs = (
        await queryRows<{
          name: string;
          state: string;
          created: Date | string;
          started: Date | string;
          completed: Date | string;
        }>(
          db,
          sql`select name, state, created_on as created, started_on as started, completed_on as completed
          from pgboss.job order by completed_on`,
        )
      ).filter((job) => job.name in JOB_GRAPH);
      expectTheTablesFlow(jobs.map((job) => ({ name: job.name, ok: job.state === 'completed' })));
      // Clustering was sent once the pass's last read was done, not beside its reading: after every read
      // started. (Not against the reads' completed_on: pg-boss writes it after the job's handler returns, and the
      // handler's last step is what sends clustering, which a second worker may start a millisecond before that
      // row is written.)
      const time = (at: Date | string) => new Date(at).getTime();
      const reads = jobs.filter((job) => (READING_JOBS as string[]).includes(job.name));
      const lastReadStarted = Math.max(...reads.map((job) => time(job.started)));
      const clustering = jobs.find((job) => job.name === READ_PASS_FOLLOWER)!;
      expect(time(clustering.created)).toBeGreaterThanOrEqual(lastReadStarted);
      expect(time(clustering.started)).toBeGreaterThanOrEqual(time(clustering.created));
      expect(await clusteringOf(db)).toEqual(inProcess);
    }, 180_000);
});
