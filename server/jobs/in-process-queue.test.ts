import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '../logger.ts';
import { defineJob, type JobDefinition, type JobTable } from './define-job.ts';
import { InProcessQueue, type JobOutcome } from './in-process-queue.ts';

/** A table of the given jobs, where `root` may send `leaf` and nothing else sends anything. */
function tableOf<Context>(...jobs: Array<JobDefinition<unknown, Context>>): JobTable<Context> {
  return { jobs, follows: { root: ['leaf'] } };
}

describe('InProcessQueue', () => {
  it('retries with exponential back-off, tells the last try, and records the outcome', async () => {
    const waits: number[] = [];
    const outcomes: JobOutcome[] = [];
    const flaky = defineJob({
      name: 'flaky',
      schema: z.object({ failTimes: z.number() }),
      retryLimit: 3,
      retryDelaySeconds: 2,
      concurrency: 1,
      async run({ failTimes }, ctx: { tries: number[] }, attempt) {
        ctx.tries.push(attempt.number);
        if (attempt.number <= failTimes)
          throw new Error(`failure ${attempt.number}${attempt.isLast ? ' (last)' : ''}`);
      },
    });
    const queue = new InProcessQueue<{ tries: number[] }>(
      tableOf(flaky),
      createLogger('silent'),
      (o) => outcomes.push(o),
      async (ms) => {
        waits.push(ms);
      },
    );
    const context = { tries: [] as number[] };
    queue.bind(context);
    await queue.send('flaky', { failTimes: 2 });
    await queue.drain();
    expect(context.tries).toEqual([1, 2, 3]);
    expect(waits).toEqual([2000, 4000]);
    await queue.send('flaky', { failTimes: 9 });
    await queue.drain();
    expect(outcomes.map((o) => [o.ok, o.attempts])).toEqual([
      [true, 3],
      [false, 4],
    ]);
    expect(outcomes[1]!.error).toBe('failure 4 (last)');
    await expect(queue.send('flaky', { failTimes: 'x' } as never)).rejects.toThrow();
  });

  it('keeps each job to its concurrency and runs the jobs a job sends', async () => {
    let running = 0;
    let peak = 0;
    const done: number[] = [];
    const leaf = defineJob({
      name: 'leaf',
      schema: z.object({ n: z.number() }),
      retryLimit: 0,
      retryDelaySeconds: 0,
      concurrency: 2,
      async run({ n }) {
        running++;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 5));
        running--;
        done.push(n);
      },
    });
    const root = defineJob({
      name: 'root',
      schema: z.object({}),
      retryLimit: 0,
      retryDelaySeconds: 0,
      concurrency: 1,
      async run() {
        for (let n = 0; n < 8; n++) await queue.send('leaf', { n });
      },
    });
    const queue = new InProcessQueue<object>(tableOf(leaf, root), createLogger('silent'));
    queue.bind({});
    await queue.send('root', {});
    await queue.drain();
    expect(done.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(peak).toBe(2);
  });

  it('runs the waiting jobs of a kind highest priority first, and first come among equals', async () => {
    const ran: string[] = [];
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const step = defineJob({
      name: 'step',
      schema: z.object({ label: z.string() }),
      retryLimit: 0,
      retryDelaySeconds: 0,
      concurrency: 1,
      async run({ label }) {
        if (label === 'first') await gate;
        ran.push(label);
      },
    });
    const queue = new InProcessQueue<object>(tableOf(step), createLogger('silent'));
    queue.bind({});
    // The first takes the only slot; the others wait for it, and are then taken by priority.
    await queue.send('step', { label: 'first' }, { priority: -5 });
    await queue.send('step', { label: 'low' }, { priority: 1 });
    await queue.send('step', { label: 'high' }, { priority: 9 });
    await queue.send('step', { label: 'none' });
    await queue.send('step', { label: 'middle a' }, { priority: 4 });
    await queue.send('step', { label: 'middle b' }, { priority: 4 });
    await queue.send('step', { label: 'below zero' }, { priority: -1 });
    open();
    await queue.drain();
    expect(ran).toEqual(['first', 'high', 'middle a', 'middle b', 'low', 'none', 'below zero']);
  });

  it('keeps a retried job’s priority when it waits again', async () => {
    const ran: string[] = [];
    const tries = new Map<string, number>();
    const step = defineJob({
      name: 'step',
      schema: z.object({ label: z.string() }),
      retryLimit: 1,
      retryDelaySeconds: 0,
      concurrency: 1,
      async run({ label }) {
        const tried = (tries.get(label) ?? 0) + 1;
        tries.set(label, tried);
        ran.push(`${label} ${tried}`);
        if (label === 'flaky' && tried === 1) throw new Error('once');
      },
    });
    const queue = new InProcessQueue<object>(tableOf(step), createLogger('silent'), undefined, () =>
      Promise.resolve(),
    );
    queue.bind({});
    await queue.send('step', { label: 'flaky' }, { priority: 8 });
    await queue.send('step', { label: 'b' }, { priority: 2 });
    await queue.send('step', { label: 'c' }, { priority: 1 });
    await queue.drain();
    // The slot goes on to the next waiting job during the back-off; the retry then comes before the lower
    // ones still waiting.
    expect(ran).toEqual(['flaky 1', 'b 1', 'flaky 2', 'c 1']);
  });

  it('refuses a send the table’s graph does not draw, and a second waiting job of one that runs alone', async () => {
    const outcomes: JobOutcome[] = [];
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const ran: string[] = [];
    const leaf = defineJob({
      name: 'leaf',
      schema: z.object({ n: z.number() }),
      retryLimit: 0,
      retryDelaySeconds: 0,
      concurrency: 1,
      runsAlone: true,
      async run({ n }) {
        if (n === 0) await gate;
        ran.push(`leaf ${n}`);
        // A leaf may send nothing: the table draws no edge from it.
        if (n === 2) await queue.send('root', {});
      },
    });
    const root = defineJob({
      name: 'root',
      schema: z.object({}),
      retryLimit: 0,
      retryDelaySeconds: 0,
      concurrency: 1,
      async run() {
        ran.push('root');
      },
    });
    const queue = new InProcessQueue<object>(tableOf(leaf, root), createLogger('silent'), (o) =>
      outcomes.push(o),
    );
    queue.bind({});
    // The first runs (held at the gate), the second waits, the third is refused: the second will do its work.
    expect(await queue.send('leaf', { n: 0 })).toBe(true);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await queue.send('leaf', { n: 2 })).toBe(true);
    expect(await queue.send('leaf', { n: 3 })).toBe(false);
    open();
    await queue.drain();
    expect(ran).toEqual(['leaf 0', 'leaf 2']);
    expect(outcomes.map((o) => [o.name, o.ok, o.error])).toEqual([
      ['leaf', true, undefined],
      ['leaf', false, 'The job table does not let "leaf" send "root"'],
    ]);
    // From outside a job (a pass starting), any job of the table may be sent; no other.
    expect(await queue.send('root', {})).toBe(true);
    await expect(queue.send('stem', {})).rejects.toThrow('No job is named "stem" in the job table');
    await queue.drain();
    expect(ran.at(-1)).toBe('root');
  });

  it('refuses a job one at a time per key while one of its key waits or runs, and takes it again after', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const fetched: string[] = [];
    const fetch = defineJob({
      name: 'fetch',
      schema: z.object({ sourceId: z.number(), pass: z.string() }),
      retryLimit: 0,
      retryDelaySeconds: 0,
      concurrency: 1,
      oneAtATimePer: ({ sourceId }) => String(sourceId),
      async run({ sourceId, pass }) {
        await gate;
        fetched.push(`${sourceId} ${pass}`);
      },
    });
    const queue = new InProcessQueue<object>(tableOf(fetch), createLogger('silent'));
    queue.bind({});
    expect(await queue.send('fetch', { sourceId: 1, pass: 'a' })).toBe(true);
    // Source 2 waits for the one slot: its second send is refused as well as source 1's, running.
    expect(await queue.send('fetch', { sourceId: 2, pass: 'a' })).toBe(true);
    expect(await queue.send('fetch', { sourceId: 1, pass: 'b' })).toBe(false);
    expect(await queue.send('fetch', { sourceId: 2, pass: 'b' })).toBe(false);
    open();
    await queue.drain();
    expect(await queue.send('fetch', { sourceId: 1, pass: 'c' })).toBe(true);
    await queue.drain();
    expect(fetched).toEqual(['1 a', '2 a', '1 c']);
  });

  it('starts no job of a kind that yields to a running one until it ends, nor while the next of that kind runs', async () => {
    const started: string[] = [];
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const place = defineJob({
      name: 'place',
      schema: z.object({ language: z.string() }),
      retryLimit: 0,
      retryDelaySeconds: 0,
      concurrency: 1,
      async run({ language }) {
        started.push(language);
        if (language === 'en') await gate;
      },
    });
    const card = defineJob({
      name: 'card',
      schema: z.object({ n: z.number() }),
      retryLimit: 0,
      retryDelaySeconds: 0,
      concurrency: 2,
      yieldsTo: ['place'],
      async run({ n }) {
        started.push(`card ${n}`);
      },
    });
    const queue = new InProcessQueue<object>(tableOf(place, card), createLogger('silent'));
    queue.bind({});
    await queue.send('place', { language: 'en' });
    for (let n = 1; n <= 3; n++) await queue.send('card', { n });
    await queue.send('place', { language: 'fr' });
    // Free slots of their own, yet the cards wait while English is placed.
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['en']);
    open();
    await queue.drain();
    expect(started).toEqual(['en', 'fr', 'card 1', 'card 2', 'card 3']);
  });
});
