import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createLogger } from '../logger.ts';
import { defineJob } from './define-job.ts';
import { PgBossQueue, takingPlan, type SettledJob } from './pg-boss-queue.ts';

// pg-boss needs PostgreSQL: this runs where TEST_DATABASE_URL names a server (CI does).
describe.runIf(testDatabaseKinds().includes('postgres'))('PgBossQueue', () => {
  let handle: DatabaseHandle & { url?: string };
  beforeAll(async () => {
    handle = await openTestDatabase('postgres');
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('hands out the waiting jobs of a kind highest priority first, and first sent among equals', async () => {
    const ran: string[] = [];
    const step = defineJob({
      name: 'step',
      schema: z.object({ label: z.string() }),
      retryLimit: 0,
      retryDelaySeconds: 1,
      concurrency: 1,
      async run({ label }, context: { ran: string[] }) {
        context.ran.push(label);
      },
    });
    const queue = await PgBossQueue.start<{ ran: string[] }>(
      handle.url!,
      { jobs: [step], follows: {} },
      createLogger('silent'),
    );
    try {
      // All waiting before a worker takes any, as a clustering job's write jobs are.
      await queue.send('step', { label: 'low' }, { priority: 1 });
      await queue.send('step', { label: 'high' }, { priority: 9 });
      await queue.send('step', { label: 'none' });
      await queue.send('step', { label: 'middle a' }, { priority: 4 });
      await queue.send('step', { label: 'middle b' }, { priority: 4 });
      await queue.send('step', { label: 'below zero' }, { priority: -3 });
      await queue.work({ ran });
      const deadline = Date.now() + 20_000;
      while (ran.length < 6 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(ran).toEqual(['high', 'middle a', 'middle b', 'low', 'none', 'below zero']);
    } finally {
      await queue.stop();
    }
  }, 30_000);

  // Polls a minute apart: a job that waited for one would outlast the test's own limit.
  const POLL_A_MINUTE = { seconds: 60, notifiedSeconds: 60 };
  const waitFor = async (done: () => boolean) => {
    while (!done()) await new Promise((r) => setTimeout(r, 20));
  };

  it('wakes an idle worker as a job is sent, without waiting for a poll', async () => {
    const ran: string[] = [];
    const ping = defineJob({
      name: 'ping',
      schema: z.object({ label: z.string() }),
      retryLimit: 0,
      retryDelaySeconds: 1,
      concurrency: 2,
      async run({ label }, context: { ran: string[] }) {
        context.ran.push(label);
      },
    });
    const queue = await PgBossQueue.start<{ ran: string[] }>(
      handle.url!,
      { jobs: [ping], follows: {} },
      createLogger('silent'),
      POLL_A_MINUTE,
    );
    try {
      await queue.send('ping', { label: 'first' });
      await queue.work({ ran });
      // The first fetch takes it; the worker then waits for its next poll, a minute away.
      await waitFor(() => ran.length === 1);
      await queue.send('ping', { label: 'second' });
      await waitFor(() => ran.length === 2);
      expect(ran).toEqual(['first', 'second']);
    } finally {
      await queue.stop();
    }
  }, 30_000);

  it('takes a backlog in batches, one after the other, each job settled on its own', async () => {
    const ran: string[] = [];
    const settled: SettledJob[] = [];
    const step = defineJob({
      name: 'batched-step',
      schema: z.object({ n: z.number() }),
      retryLimit: 0,
      retryDelaySeconds: 1,
      concurrency: 4,
      async run({ n }, context: { ran: string[] }) {
        if (n === 7) throw new Error('seven fails');
        context.ran.push(String(n));
      },
    });
    const queue = await PgBossQueue.start<{ ran: string[] }>(
      handle.url!,
      { jobs: [step], follows: {} },
      createLogger('silent'),
      POLL_A_MINUTE,
    );
    try {
      for (let n = 0; n < 20; n++) await queue.send('batched-step', { n });
      await queue.work({ ran }, async (job) => {
        settled.push(job);
      });
      // Twenty jobs in batches of two per loop: ten fetches at least, none of which waits for a poll.
      await waitFor(() => settled.length === 20);
      expect(ran.toSorted((a, b) => Number(a) - Number(b))).toEqual(
        Array.from({ length: 20 }, (_, n) => String(n)).filter((n) => n !== '7'),
      );
      expect(settled.filter((job) => !job.ok)).toEqual([{ name: 'batched-step', data: { n: 7 }, ok: false }]);
      expect(queue.jobsProcessed).toBe(19);
    } finally {
      await queue.stop();
    }
  }, 30_000);

  it('leaves a waiting job of a kind run one at a time to another worker while the first runs a long one', async () => {
    const done: string[] = [];
    let shortDone = () => {};
    const shortRan = new Promise<void>((resolve) => (shortDone = resolve));
    const place = defineJob({
      name: 'place-language',
      schema: z.object({ language: z.string() }),
      retryLimit: 0,
      retryDelaySeconds: 1,
      concurrency: 1,
      async run({ language }, context: { done: string[] }) {
        // English, long, ends only once French has been placed (or after 20 s, failing the test below).
        if (language === 'en') await Promise.race([shortRan, new Promise((r) => setTimeout(r, 20_000))]);
        context.done.push(language);
        if (language === 'fr') shortDone();
      },
    });
    const table = { jobs: [place], follows: {} };
    const first = await PgBossQueue.start<{ done: string[] }>(handle.url!, table, createLogger('silent'));
    const second = await PgBossQueue.start<{ done: string[] }>(handle.url!, table, createLogger('silent'));
    try {
      // English first in any batch (higher priority): French fetched with it would wait behind it.
      await first.send('place-language', { language: 'en' }, { priority: 1 });
      await first.send('place-language', { language: 'fr' });
      await first.work({ done });
      await second.work({ done });
      await waitFor(() => done.length === 2);
      expect(done).toEqual(['fr', 'en']);
    } finally {
      shortDone();
      await second.stop();
      await first.stop();
    }
  }, 30_000);

  it('runs a backlog of a kind run one at a time one after the other, without waiting for a poll', async () => {
    const ran: number[] = [];
    const place = defineJob({
      name: 'place-one-at-a-time',
      schema: z.object({ n: z.number() }),
      retryLimit: 0,
      retryDelaySeconds: 1,
      concurrency: 1,
      async run({ n }, context: { ran: number[] }) {
        context.ran.push(n);
      },
    });
    const queue = await PgBossQueue.start<{ ran: number[] }>(
      handle.url!,
      { jobs: [place], follows: {} },
      createLogger('silent'),
      POLL_A_MINUTE,
    );
    try {
      for (let n = 0; n < 4; n++) await queue.send('place-one-at-a-time', { n });
      await queue.work({ ran });
      // Fetched one at a time: each fetch after the first would otherwise wait out a minute's poll.
      await waitFor(() => ran.length === 4);
      expect(ran).toEqual([0, 1, 2, 3]);
    } finally {
      await queue.stop();
    }
  }, 30_000);

  it('refuses a job one at a time per key while one of its key waits or runs, in any process', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const fetched: string[] = [];
    const fetch = defineJob({
      name: 'keyed-fetch',
      schema: z.object({ sourceId: z.number(), pass: z.string() }),
      retryLimit: 0,
      retryDelaySeconds: 1,
      concurrency: 2,
      oneAtATimePer: ({ sourceId }) => String(sourceId),
      async run({ sourceId, pass }, context: { fetched: string[] }) {
        if (sourceId === 1) await gate;
        context.fetched.push(`${sourceId} ${pass}`);
      },
    });
    const table = { jobs: [fetch], follows: {} };
    // The queue was first made, by an earlier version, without the key's policy: made again as it is empty.
    const earlier = await PgBossQueue.start(
      handle.url!,
      { jobs: [{ ...fetch, oneAtATimePer: undefined }], follows: {} },
      createLogger('silent'),
    );
    await earlier.stop();
    // Two processes: one sends and works, the other (a second worker's schedule tick) only sends.
    const worker = await PgBossQueue.start<{ fetched: string[] }>(handle.url!, table, createLogger('silent'));
    const other = await PgBossQueue.start(handle.url!, table, createLogger('silent'));
    try {
      expect(await worker.send('keyed-fetch', { sourceId: 1, pass: 'a' })).toBe(true);
      expect(await other.send('keyed-fetch', { sourceId: 1, pass: 'b' })).toBe(false);
      expect(await other.send('keyed-fetch', { sourceId: 2, pass: 'b' })).toBe(true);
      await worker.work({ fetched });
      await waitFor(() => fetched.includes('2 b'));
      // Source 1's fetch runs (held): still refused.
      expect(await other.send('keyed-fetch', { sourceId: 1, pass: 'c' })).toBe(false);
      open();
      await waitFor(() => fetched.includes('1 a'));
      await waitFor(() => worker.jobsProcessed === 2);
      expect(await other.send('keyed-fetch', { sourceId: 1, pass: 'd' })).toBe(true);
      await waitFor(() => fetched.includes('1 d'));
      expect(fetched.toSorted()).toEqual(['1 a', '1 d', '2 b']);
    } finally {
      open();
      await other.stop();
      await worker.stop();
    }
  }, 30_000);

  it('keeps a key held while its job waits to be tried again', async () => {
    const tries: number[] = [];
    const flaky = defineJob({
      name: 'keyed-flaky',
      schema: z.object({ sourceId: z.number() }),
      retryLimit: 1,
      retryDelaySeconds: 1,
      concurrency: 1,
      oneAtATimePer: ({ sourceId }) => String(sourceId),
      async run(_data, context: { tries: number[] }, attempt) {
        context.tries.push(attempt.number);
        if (attempt.number === 1) throw new Error('the first try fails');
      },
    });
    const queue = await PgBossQueue.start<{ tries: number[] }>(
      handle.url!,
      { jobs: [flaky], follows: {} },
      createLogger('silent'),
    );
    try {
      expect(await queue.send('keyed-flaky', { sourceId: 5 })).toBe(true);
      await queue.work({ tries });
      await waitFor(() => tries.length === 1);
      // Failed once, waiting for its second try: the source is still taken.
      expect(await queue.send('keyed-flaky', { sourceId: 5 })).toBe(false);
      await waitFor(() => queue.jobsProcessed === 1);
      expect(tries).toEqual([1, 2]);
    } finally {
      await queue.stop();
    }
  }, 30_000);

  it('leaves the jobs that yield to a kind to other workers while it runs one, and takes them again after', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const placing: string[] = [];
    const drawn: string[] = [];
    const place = defineJob({
      name: 'yield-place',
      schema: z.object({ language: z.string() }),
      retryLimit: 0,
      retryDelaySeconds: 1,
      concurrency: 1,
      async run({ language }, context: { worker: string }) {
        placing.push(`${language} on ${context.worker}`);
        await gate;
      },
    });
    const card = defineJob({
      name: 'yield-card',
      schema: z.object({ n: z.number() }),
      retryLimit: 0,
      retryDelaySeconds: 1,
      concurrency: 2,
      yieldsTo: ['yield-place'],
      async run({ n }, context: { worker: string }) {
        drawn.push(`${n} on ${context.worker}`);
      },
    });
    const table = { jobs: [place, card], follows: {} };
    const first = await PgBossQueue.start<{ worker: string }>(handle.url!, table, createLogger('silent'));
    const second = await PgBossQueue.start<{ worker: string }>(handle.url!, table, createLogger('silent'));
    try {
      await first.work({ worker: 'first' });
      await first.send('yield-place', { language: 'en' });
      await waitFor(() => placing.length === 1);
      // The first worker places English: the cards sent meanwhile wait for the second, which draws them all.
      for (let n = 1; n <= 6; n++) await first.send('yield-card', { n });
      await second.work({ worker: 'second' });
      await waitFor(() => drawn.length === 6);
      expect(drawn.every((d) => d.endsWith('on second'))).toBe(true);
      // English placed, the first worker takes cards again: the only one left to take them.
      open();
      await waitFor(() => first.jobsProcessed === 1);
      await second.stop();
      await first.send('yield-card', { n: 7 });
      await waitFor(() => drawn.length === 7);
      expect(drawn.at(-1)).toBe('7 on first');
    } finally {
      open();
      await second.stop();
      await first.stop();
    }
  }, 30_000);

  it('plans two fetch loops for a kind run four or more at once, and fetches no more than a loop runs', () => {
    expect(takingPlan({ concurrency: 8 })).toEqual({ loops: 2, batchSize: 4, runningPerLoop: 4 });
    expect(takingPlan({ concurrency: 2 })).toEqual({ loops: 1, batchSize: 2, runningPerLoop: 2 });
    expect(takingPlan({ concurrency: 1 })).toEqual({ loops: 1, batchSize: 1, runningPerLoop: 1 });
    expect(takingPlan({ concurrency: 1, runsAlone: true })).toEqual({
      loops: 1,
      batchSize: 1,
      runningPerLoop: 1,
    });
  });
});
