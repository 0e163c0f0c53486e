import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ResponseCache } from '../cache/response-cache.ts';
import { cachedReads } from './cached-reads.ts';
import { DrawingQueue } from './drawing-queue.ts';

/** A draw that ends when the test says so. */
function heldDraw(log: string[], name: string) {
  let release!: () => void;
  const ended = new Promise<void>((resolve) => (release = resolve));
  return {
    release,
    draw: async () => {
      log.push(`start ${name}`);
      await ended;
      log.push(`end ${name}`);
      return name;
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('DrawingQueue', () => {
  it('draws at most N at once and the rest in the order they came', async () => {
    const queue = new DrawingQueue(2, 10);
    const log: string[] = [];
    const draws = ['a', 'b', 'c', 'd'].map((name) => heldDraw(log, name));
    const results = draws.map((d) => queue.run(d.draw));
    await settle();
    expect(log).toEqual(['start a', 'start b']);
    expect(queue.state).toEqual({ drawing: 2, waiting: 2 });

    draws[1]!.release();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'end b', 'start c']);
    draws[0]!.release();
    await settle();
    expect(log.slice(-2)).toEqual(['end a', 'start d']);
    draws[2]!.release();
    draws[3]!.release();
    expect(await Promise.all(results)).toEqual(
      ['a', 'b', 'c', 'd'].map((value) => ({ refused: false, value })),
    );
    expect(queue.state).toEqual({ drawing: 0, waiting: 0 });
  });

  it('refuses at once when the line is full, and takes reads again once it moves', async () => {
    const queue = new DrawingQueue(1, 1);
    const log: string[] = [];
    const first = heldDraw(log, 'first');
    const second = heldDraw(log, 'second');
    const running = queue.run(first.draw);
    const waiting = queue.run(second.draw);
    expect(await queue.run(async () => 'third')).toEqual({ refused: true });
    first.release();
    second.release();
    await Promise.all([running, waiting]);
    expect(await queue.run(async () => 'fourth')).toEqual({ refused: false, value: 'fourth' });
  });

  it('frees the turn of a draw that fails', async () => {
    const queue = new DrawingQueue(1, 5);
    await expect(queue.run(async () => Promise.reject(new Error('database gone')))).rejects.toThrow(
      'database gone',
    );
    expect(queue.state).toEqual({ drawing: 0, waiting: 0 });
    expect(await queue.run(async () => 1)).toEqual({ refused: false, value: 1 });
  });
});

describe('public reads drawn through the queue (cachedReads)', () => {
  /** An app whose pages are drawn when the test says, counting each drawing. */
  function appWithHeldPages(queue: DrawingQueue) {
    const drawn: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const app = new Hono();
    app.use('*', cachedReads(new ResponseCache({ maxBytes: 1024 * 1024, maxAgeMs: 60_000 }), queue));
    app.get('/:lang', async (c) => {
      drawn.push(c.req.param('lang'));
      await held;
      return c.html(`<p>${c.req.param('lang')}</p>`);
    });
    return { app, drawn, release };
  }

  it('draws one address once for all its readers, who do not take turns of their own', async () => {
    const queue = new DrawingQueue(1, 0);
    const { app, drawn, release } = appWithHeldPages(queue);
    const readers = Array.from({ length: 20 }, () => app.request('/en'));
    await settle();
    // Another address finds the one turn taken and nobody may wait: refused at once.
    const other = await app.request('/ko');
    expect(other.status).toBe(503);
    expect(other.headers.get('retry-after')).toBe('2');
    release();
    const answers = await Promise.all(readers);
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(drawn).toEqual(['en']);
    expect((await app.request('/en')).headers.get('x-cache')).toBe('HIT');
  });

  it('refuses every reader of a drawing that was refused', async () => {
    const queue = new DrawingQueue(1, 0);
    const { app, release } = appWithHeldPages(queue);
    const first = app.request('/en');
    await settle();
    const refused = await Promise.all([app.request('/ko'), app.request('/ko')]);
    expect(refused.map((r) => r.status)).toEqual([503, 503]);
    release();
    expect((await first).status).toBe(200);
    expect((await app.request('/ko')).status).toBe(200);
  });
});
