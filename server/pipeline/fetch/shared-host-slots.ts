import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Logger } from '../../logger.ts';
import { nextBackOffMs, type SharedHostSlots } from './host-limiter.ts';
import { FetchFailure } from './safe-fetch.ts';

/** A slot taken while the shared store cannot be reached: the process's own limit is then the only one. */
const UNSHARED = -1;

/** Where the leases of host slots are kept: the database's host_slots table, or Redis. */
export interface SlotLeases {
  /** Takes a free or expired slot below `limit` for `holder`; null when all are held. */
  tryTake(host: string, limit: number, holder: string, leaseMs: number): Promise<number | null>;
  /** Extends a lease still held by `holder`. */
  renew(host: string, slot: number, holder: string, leaseMs: number): Promise<void>;
  /** Gives a slot back, unless its lease expired and another holder took it. */
  give(host: string, slot: number, holder: string): Promise<void>;
  close(): Promise<void>;
}

export interface LeaseTimes {
  /** How long a slot is held without renewal: how soon a killed process's slot frees itself. */
  leaseMs: number;
  /** How long a task waits for a slot before it fails (and is tried again later like a time-out). */
  maxWaitMs: number;
}

export const DEFAULT_LEASE_TIMES: LeaseTimes = { leaseMs: 30_000, maxWaitMs: 60_000 };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Host slots leased from a store shared by every process. A task asks for a slot with a short back-off (20 ms
 * up to half a second) rather than a loop, renews its lease while it runs (a fetch may outlast one lease), and
 * gives it back when it ends, however it ends; if it cannot, the lease expires.
 */
export class LeasedHostSlots implements SharedHostSlots {
  private readonly processId = `${process.pid}-${crypto.randomBytes(3).toString('hex')}`;
  private taken = 0;

  constructor(
    private readonly leases: SlotLeases,
    private readonly times: LeaseTimes = DEFAULT_LEASE_TIMES,
  ) {}

  async take(host: string, limit: number): Promise<() => Promise<void>> {
    const holder = `${this.processId}-${++this.taken}`;
    const { leaseMs, maxWaitMs } = this.times;
    const giveUpAt = Date.now() + maxWaitMs;
    let slot: number | null = null;
    for (let attempt = 0; ; attempt++) {
      slot = await this.leases.tryTake(host, limit, holder, leaseMs);
      if (slot !== null) break;
      const left = giveUpAt - Date.now();
      if (left <= 0) {
        throw new FetchFailure(
          'timeout',
          `${host} stayed busy with other processes' requests for ${maxWaitMs} ms`,
        );
      }
      await sleep(Math.min(left, nextBackOffMs(attempt)));
    }
    if (slot === UNSHARED) return async () => {};
    const taken = slot;
    const renewal = setInterval(() => {
      this.leases.renew(host, taken, holder, leaseMs).catch(() => {
        // The lease runs out by itself; another process may then take the slot a little early.
      });
    }, leaseMs / 3);
    renewal.unref();
    return async () => {
      clearInterval(renewal);
      await this.leases.give(host, taken, holder).catch(() => {
        // Not given back: the lease expires by itself.
      });
    };
  }

  close(): Promise<void> {
    return this.leases.close();
  }
}

/**
 * Leases in the host_slots table: one row per (host, slot) with its holder and expiry by the database's
 * clock, so processes on several machines agree. The primary key keeps two processes from taking one slot.
 */
export function databaseSlotLeases(db: Database): SlotLeases {
  return {
    async tryTake(host, limit, holder, leaseMs) {
      // A slot that two processes race for is inserted by one; the other's conflict sees the fresh lease,
      // does not update it and returns nothing, and that process asks again.
      const rows = await queryRows<{ slot: number }>(
        db,
        sql`
          insert into host_slots (host, slot, holder, expires_at)
          select ${host}, s, ${holder}, now() + ${leaseMs}::int * interval '1 millisecond'
          from generate_series(0, ${limit - 1}::int) as s
          where not exists (
            select 1 from host_slots h where h.host = ${host} and h.slot = s and h.expires_at > now()
          )
          order by s
          limit 1
          on conflict (host, slot) do update set holder = excluded.holder, expires_at = excluded.expires_at
            where host_slots.expires_at <= now()
          returning slot`,
      );
      return rows[0] ? Number(rows[0].slot) : null;
    },
    async renew(host, slot, holder, leaseMs) {
      await db.execute(sql`
        update host_slots set expires_at = now() + ${leaseMs}::int * interval '1 millisecond'
        where host = ${host} and slot = ${slot}::int and holder = ${holder}`);
    },
    async give(host, slot, holder) {
      await db.execute(
        sql`delete from host_slots where host = ${host} and slot = ${slot}::int and holder = ${holder}`,
      );
    },
    close: async () => {},
  };
}

// Compare-and-act: only the holder renews or frees its slot, never a process that took it after it expired.
const RENEW_IF_HELD = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end return 0`;
const DELETE_IF_HELD = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;

/**
 * Leases in Redis when REDIS_URL is set: a key per slot, set only if absent and expiring by itself. Like the
 * rate limits, a Redis that does not answer leaves each process to its own limit rather than stopping fetches.
 */
export function redisSlotLeases(url: string, logger: Logger): SlotLeases {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
  });
  let warned = false;
  redis.on('error', (error: Error) => {
    if (!warned)
      logger.warn({ err: error.message }, 'Redis unreachable: each process keeps its own limit per host');
    warned = true;
  });
  redis.on('ready', () => {
    warned = false;
  });
  // The first fetches of a process wait for the connection (2 s at most) rather than go unshared.
  const connected = new Promise<void>((resolve) => {
    redis.once('ready', () => resolve());
    setTimeout(resolve, 2000).unref();
  });
  const keyOf = (host: string, slot: number) => `tidings:host-slot:${host}:${slot}`;
  return {
    async tryTake(host, limit, holder, leaseMs) {
      await connected;
      try {
        for (let slot = 0; slot < limit; slot++) {
          if ((await redis.set(keyOf(host, slot), holder, 'PX', leaseMs, 'NX')) === 'OK') return slot;
        }
        return null;
      } catch {
        return UNSHARED;
      }
    },
    async renew(host, slot, holder, leaseMs) {
      await redis.eval(RENEW_IF_HELD, 1, keyOf(host, slot), holder, leaseMs);
    },
    async give(host, slot, holder) {
      await redis.eval(DELETE_IF_HELD, 1, keyOf(host, slot), holder);
    },
    close: async () => {
      redis.disconnect();
    },
  };
}
