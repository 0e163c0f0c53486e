import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import { openPostgres, type DatabaseHandle } from '../../db/client.ts';
import { createLogger } from '../../logger.ts';
import { HostLimiter } from './host-limiter.ts';
import { FetchFailure } from './safe-fetch.ts';
import {
  databaseSlotLeases,
  LeasedHostSlots,
  redisSlotLeases,
  type SlotLeases,
} from './shared-host-slots.ts';

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

type SlotStore = {
  /** Leases through their own connection, as another process would have. */
  connect(): Promise<SlotLeases>;
  close(): Promise<void>;
};

/** Every store the shared slots can live in here: PGlite, PostgreSQL and Redis when the tests have them. */
function slotStores(): Array<[string, () => Promise<SlotStore>]> {
  const stores: Array<[string, () => Promise<SlotStore>]> = testDatabaseKinds().map((kind) => [
    kind,
    async () => {
      const handle = await openTestDatabase(kind);
      const others: DatabaseHandle[] = [];
      return {
        // PGlite is one process's database: its limiters share the one handle.
        connect: async () => {
          if (kind === 'pglite' || !handle.url) return databaseSlotLeases(handle.db);
          const other = await openPostgres(handle.url);
          others.push(other);
          return databaseSlotLeases(other.db);
        },
        close: async () => {
          await Promise.all(others.map((o) => o.close()));
          await handle.close();
        },
      };
    },
  ]);
  const redisUrl = process.env.TEST_REDIS_URL;
  if (redisUrl) {
    stores.push([
      'redis',
      async () => {
        const opened: SlotLeases[] = [];
        return {
          connect: async () => {
            const leases = redisSlotLeases(redisUrl, createLogger('silent'));
            opened.push(leases);
            return leases;
          },
          close: async () => {
            await Promise.all(opened.map((l) => l.close()));
          },
        };
      },
    ]);
  }
  return stores;
}

describe.each(slotStores())('host slots shared through %s', (_name, openStore) => {
  let store: SlotStore;
  // Each test its own host, so that Redis keys left by an earlier run or test do not count.
  const hostOfTest = () => `feeds-${crypto.randomBytes(4).toString('hex')}.example`;
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  beforeAll(async () => {
    store = await openStore();
  });
  afterAll(async () => store.close());

  it('keeps two processes together to the limit per host, and lets each use the slots', async () => {
    const host = hostOfTest();
    const processes = [
      new HostLimiter(2, 16, new LeasedHostSlots(await store.connect())),
      new HostLimiter(2, 16, new LeasedHostSlots(await store.connect())),
    ];
    let inFlight = 0;
    let peak = 0;
    const ranOn = [0, 0];
    const task = (i: number) =>
      processes[i % 2]!.run(`https://${host}/feed-${i}.xml`, async () => {
        inFlight++;
        peak = Math.max(peak, inFlight);
        ranOn[i % 2]!++;
        await wait(15);
        inFlight--;
      });
    await Promise.all(Array.from({ length: 16 }, (_, i) => task(i)));
    // Alone, each process would have run 2 at a time: 4 together.
    expect(peak).toBe(2);
    expect(ranOn).toEqual([8, 8]);
    // Every slot was given back.
    const probe = await store.connect();
    expect(await probe.tryTake(host, 2, 'probe', 1000)).toBe(0);
    expect(await probe.tryTake(host, 2, 'probe', 1000)).toBe(1);
  });

  it('takes over the slot of a process that was killed once its lease expires', async () => {
    const host = hostOfTest();
    const killed = await store.connect();
    // The killed process took the only slot and will never give it back or renew it.
    expect(await killed.tryTake(host, 1, 'killed-worker', 400)).toBe(0);
    const survivor = await store.connect();
    expect(await survivor.tryTake(host, 1, 'another', 1000)).toBeNull();
    const limiter = new HostLimiter(1, 4, new LeasedHostSlots(survivor));
    const ran = await limiter.run(`https://${host}/feed.xml`, async () => 'fetched');
    expect(ran).toBe('fetched');
    // The killed process's late give-back does not free a slot it no longer holds.
    expect(await survivor.tryTake(host, 1, 'holder-after', 5000)).toBe(0);
    await killed.give(host, 0, 'killed-worker');
    expect(await survivor.tryTake(host, 1, 'another', 1000)).toBeNull();
  });

  it('gives the slot back when the task fails or times out', async () => {
    const host = hostOfTest();
    const limiter = new HostLimiter(1, 4, new LeasedHostSlots(await store.connect()));
    const failures = [new Error('parse error'), new FetchFailure('timeout', 'no complete answer in time')];
    for (const failure of failures) {
      await expect(
        limiter.run(`https://${host}/feed.xml`, async () => {
          throw failure;
        }),
      ).rejects.toBe(failure);
    }
    const probe = await store.connect();
    expect(await probe.tryTake(host, 1, 'probe', 1000)).toBe(0);
  });

  it("renews a long task's lease, and waits a bounded time for a busy host", async () => {
    const host = hostOfTest();
    const times = { leaseMs: 900, maxWaitMs: 60_000 };
    const first = new HostLimiter(1, 4, new LeasedHostSlots(await store.connect(), times));
    const second = new HostLimiter(1, 4, new LeasedHostSlots(await store.connect(), times));
    const events: string[] = [];
    let started!: () => void;
    const firstStarted = new Promise<void>((resolve) => (started = resolve));
    const long = first.run(`https://${host}/a.xml`, async () => {
      events.push('first starts');
      started();
      // Well past its lease: it stays held only if renewed.
      await wait(2_500);
      events.push('first ends');
    });
    await firstStarted;
    const next = second.run(`https://${host}/b.xml`, async () => {
      events.push('second starts');
    });
    await Promise.all([long, next]);
    expect(events).toEqual(['first starts', 'first ends', 'second starts']);

    const impatient = new HostLimiter(
      1,
      4,
      new LeasedHostSlots(await store.connect(), { leaseMs: 10_000, maxWaitMs: 150 }),
    );
    const holder = await store.connect();
    expect(await holder.tryTake(host, 1, 'busy-worker', 10_000)).toBe(0);
    const refusal = await impatient
      .run(`https://${host}/c.xml`, async () => 'fetched')
      .catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(FetchFailure);
    expect((refusal as FetchFailure).reason).toBe('timeout');
    await holder.give(host, 0, 'busy-worker');
  });
});

describe('host slots in Redis', () => {
  it('leaves each process to its own limit when Redis cannot be reached', async () => {
    const slots = new LeasedHostSlots(redisSlotLeases('redis://127.0.0.1:1', createLogger('silent')));
    const limiter = new HostLimiter(2, 4, slots);
    try {
      expect(await limiter.run('https://feeds.example/feed.xml', async () => 'fetched')).toBe('fetched');
    } finally {
      await slots.close();
    }
  });
});
