import { describe, expect, it } from 'vitest';
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
