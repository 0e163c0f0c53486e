import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '#tests/helpers/test-database.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { measureUptime } from './measure-uptime.ts';
import { pruneUptimeMinutes, recordUptimeMinute } from './record-uptime.ts';

const NOW = new Date('2026-11-28T12:00:30Z');
const MINUTE = 60_000;

describe('uptime from the site’s own record', () => {
  let handle: DatabaseHandle;
  /** Records every minute from `fromMinutesAgo` up to the last whole minute, except those `missing`. */
  const recordMinutes = async (fromMinutesAgo: number, missing: number[] = []) => {
    const end = Math.floor(NOW.getTime() / MINUTE) * MINUTE;
    for (let ago = fromMinutesAgo; ago >= 1; ago -= 500) {
      const batch = Array.from({ length: Math.min(500, ago) }, (_, i) => ago - i).filter(
        (minutesAgo) => !missing.includes(minutesAgo),
      );
      if (batch.length === 0) continue;
      await handle.db.execute(
        sql`insert into uptime_minutes (minute)
            select to_timestamp(${end / 1000} - 60 * m) from unnest(${`{${batch.join(',')}}`}::int[]) as m`,
      );
    }
  };

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
  });
  beforeEach(async () => {
    await handle.db.execute(sql`delete from uptime_minutes`);
  });
  afterAll(async () => handle.close());

  it('has no figure without a record', async () => {
    expect(await measureUptime(handle.db, NOW)).toEqual({
      share: null,
      since: null,
      minutesRecorded: 0,
      minutesElapsed: 0,
    });
  });

  it('gives only the date, no share, with less than a day of history', async () => {
    await recordMinutes(600);
    const uptime = await measureUptime(handle.db, NOW);
    expect(uptime.share).toBeNull();
    expect(uptime.since).toBe('2026-11-28T02:00:00.000Z');
    expect(uptime.minutesRecorded).toBe(600);
  });

  it('is the minutes recorded over the minutes since the first one', async () => {
    // Two days, 144 minutes down (0.05% of 2,880 would be 1.44).
    const down = Array.from({ length: 144 }, (_, i) => 1000 + i);
    await recordMinutes(2880, down);
    const uptime = await measureUptime(handle.db, NOW);
    expect(uptime.minutesElapsed).toBe(2880);
    expect(uptime.minutesRecorded).toBe(2880 - 144);
    expect(uptime.share).toBeCloseTo(0.95, 5);
    expect(uptime.since).toBe('2026-11-26T12:00:00.000Z');
  });

  it('looks back 30 days only', async () => {
    await recordMinutes(40 * 24 * 60);
    const uptime = await measureUptime(handle.db, NOW);
    expect(uptime.share).toBe(1);
    expect(uptime.since).toBe('2026-10-29T12:00:00.000Z');
  });

  it('records a minute once however many servers record it, and prunes minutes older than 90 days', async () => {
    await recordUptimeMinute(handle.db, NOW);
    await recordUptimeMinute(handle.db, new Date(NOW.getTime() + 20_000));
    await recordUptimeMinute(handle.db, new Date(NOW.getTime() - 91 * 24 * 60 * MINUTE));
    const count = async () =>
      (await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from uptime_minutes`))[0]?.n;
    expect(await count()).toBe(2);
    expect(await pruneUptimeMinutes(handle.db, NOW)).toBe(1);
    expect(await count()).toBe(1);
  });
});
