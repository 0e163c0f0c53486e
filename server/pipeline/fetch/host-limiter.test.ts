import { describe, expect, it } from 'vitest';
import { HostLimiter } from './host-limiter.ts';

describe('HostLimiter', () => {
  it('keeps to 2 requests per host and the total, and lets other hosts pass a busy one', async () => {
    const limiter = new HostLimiter(2, 3);
    const running = new Map<string, number>();
    let total = 0;
    const peaks = { perHost: 0, total: 0 };
    const order: string[] = [];
    const task = (url: string) =>
      limiter.run(url, async () => {
        const host = new URL(url).host;
        running.set(host, (running.get(host) ?? 0) + 1);
        total++;
        peaks.perHost = Math.max(peaks.perHost, running.get(host)!);
        peaks.total = Math.max(peaks.total, total);
        order.push(url);
        await new Promise((r) => setTimeout(r, 10));
        running.set(host, running.get(host)! - 1);
        total--;
      });
    await Promise.all([
      task('https://a.example/1'),
      task('https://a.example/2'),
      task('https://a.example/3'),
      task('https://a.example/4'),
      task('https://b.example/1'),
    ]);
    expect(peaks).toEqual({ perHost: 2, total: 3 });
    // b.example did not wait behind a.example's third and fourth requests.
    expect(order.indexOf('https://b.example/1')).toBeLessThan(order.indexOf('https://a.example/3'));
  });
});
