import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '../logger.ts';
import { defineJob } from './define-job.ts';
import { InProcessQueue, type JobOutcome } from './in-process-queue.ts';

describe('InProcessQueue', () => {
  it('retries with exponential back-off, tells the last try, and records the outcome', async () => {
    const waits: number[] = [];
    const outcomes: JobOutcome[] = [];
    const queue = new InProcessQueue<{ tries: number[] }>(
      createLogger('silent'),
      (o) => outcomes.push(o),
      async (ms) => {
        waits.push(ms);
      },
    );
    const context = { tries: [] as number[] };
    queue.bind(context);
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
    await queue.send(flaky, { failTimes: 2 });
    await queue.drain();
    expect(context.tries).toEqual([1, 2, 3]);
    expect(waits).toEqual([2000, 4000]);
    await queue.send(flaky, { failTimes: 9 });
    await queue.drain();
    expect(outcomes.map((o) => [o.ok, o.attempts])).toEqual([
      [true, 3],
      [false, 4],
    ]);
    expect(outcomes[1]!.error).toBe('failure 4 (last)');
    await expect(queue.send(flaky, { failTimes: 'x' } as never)).rejects.toThrow();
  });

  it('keeps each job to its concurrency and runs the jobs a job sends', async () => {
    const queue = new InProcessQueue<object>(createLogger('silent'));
    queue.bind({});
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
        for (let n = 0; n < 8; n++) await queue.send(leaf, { n });
      },
    });
    await queue.send(root, {});
    await queue.drain();
    expect(done.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(peak).toBe(2);
  });

  it('runs the waiting jobs of a kind highest priority first, and first come among equals', async () => {
    const queue = new InProcessQueue<object>(createLogger('silent'));
    queue.bind({});
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
    // The first takes the only slot; the others wait for it, and are then taken by priority.
    await queue.send(step, { label: 'first' }, { priority: -5 });
    await queue.send(step, { label: 'low' }, { priority: 1 });
    await queue.send(step, { label: 'high' }, { priority: 9 });
    await queue.send(step, { label: 'none' });
    await queue.send(step, { label: 'middle a' }, { priority: 4 });
    await queue.send(step, { label: 'middle b' }, { priority: 4 });
    await queue.send(step, { label: 'below zero' }, { priority: -1 });
    open();
    await queue.drain();
    expect(ran).toEqual(['first', 'high', 'middle a', 'middle b', 'low', 'none', 'below zero']);
  });

  it('keeps a retried job’s priority when it waits again', async () => {
    const queue = new InProcessQueue<object>(createLogger('silent'), undefined, () => Promise.resolve());
    queue.bind({});
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
    await queue.send(step, { label: 'flaky' }, { priority: 8 });
    await queue.send(step, { label: 'b' }, { priority: 2 });
    await queue.send(step, { label: 'c' }, { priority: 1 });
    await queue.drain();
    // The slot goes on to the next waiting job during the back-off; the retry then comes before the lower
    // ones still waiting.
    expect(ran).toEqual(['flaky 1', 'b 1', 'flaky 2', 'c 1']);
  });
});
