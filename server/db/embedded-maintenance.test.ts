import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPglite, type DatabaseHandle } from './client.ts';
import { queryRows } from './query-rows.ts';
import { bringDatabaseUpToDate } from '../first-start/prepare-data-dir.ts';
import { createLogger } from '../logger.ts';

describe('upkeep of the embedded database', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openPglite(undefined);
  });
  afterAll(async () => handle.close());

  const analyzed = () =>
    queryRows<{ rows: number; counted: number; columns: number; visible: number }>(
      handle.db,
      sql`select (select reltuples::int from pg_class where relname = 'article_translations') as rows,
                 (select count(*)::int from article_translations) as counted,
                 (select count(*)::int from pg_stats where tablename = 'article_translations') as columns,
                 (select relallvisible::int from pg_class where relname = 'article_translations') as visible`,
    );

  it('is done at start, after the demo edition is loaded: no autovacuum would do it', async () => {
    await handle.migrate();
    // What the embedded database knows of a table nobody analyzed: nothing (reltuples -1, no column statistics).
    expect(await analyzed()).toEqual([{ rows: -1, counted: 0, columns: 0, visible: 0 }]);
    await bringDatabaseUpToDate(handle, createLogger('silent'));
    const [after] = await analyzed();
    expect(after!.counted).toBeGreaterThan(200);
    expect(after!.rows).toBe(after!.counted);
    expect(after!.columns).toBeGreaterThan(5);
    // Vacuumed: its pages are marked all-visible.
    expect(after!.visible).toBeGreaterThan(0);
  });
});
