import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import { adminAuthHeader, createTestApp } from '#tests/helpers/test-app.ts';
import { NewsroomFixture } from '#tests/helpers/newsroom-fixture.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { feedItems, sources } from '../db/schema.ts';
import { SourcesOverviewSchema } from '#common/contracts/sources.ts';

describe.each(testDatabaseKinds())('the sources overview’s health on %s', (kind) => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    app = createTestApp(handle.db);
  });
  afterAll(async () => handle.close());

  const overview = async () => {
    const response = await app.request('/api/admin/sources', {
      headers: { Authorization: adminAuthHeader() },
    });
    expect(response.status).toBe(200);
    return SourcesOverviewSchema.parse(await response.json());
  };

  it('answers with empty health while no source was fetched', async () => {
    expect(await overview()).toMatchObject({ sources: [], health: [], languages: [] });
  });

  it('gives every listed source its health, and each language its counts', async () => {
    const now = Date.now();
    const [placed, failing, unfetched, off] = await handle.db
      .insert(sources)
      .values([
        {
          name: 'Placed',
          feedUrl: 'https://placed.example/rss',
          language: 'vi',
          country: 'VN',
          fetchCount: 4,
          notModifiedCount: 1,
        },
        {
          name: 'Failing',
          feedUrl: 'https://failing.example/rss',
          language: 'vi',
          country: 'VN',
          consecutiveFailures: 2,
          lastError: 'timeout',
        },
        {
          name: 'Not fetched yet',
          feedUrl: 'https://new.example/rss',
          language: 'tr',
          country: 'TR',
        },
        {
          name: 'Off',
          feedUrl: 'https://off.example/rss',
          language: 'tr',
          country: 'TR',
          enabled: false,
          disabledReason: 'an editor',
        },
      ])
      .returning({ id: sources.id });
    // Placed 5 minutes after it was first seen, in a story readable in its language since before.
    const story = await new NewsroomFixture(handle.db, new Date(now)).story(
      new Date(now - 3_600_000),
      { vi: new Date(now - 3_600_000) },
      'vi',
    );
    await handle.db.insert(feedItems).values({
      sourceId: placed!.id,
      url: 'https://placed.example/a',
      title: 'A',
      feedText: 'A',
      language: 'vi',
      articleId: story,
      publishedAt: new Date(now - 600_000),
      createdAt: new Date(now - 600_000),
      placedAt: new Date(now - 300_000),
    });
    const { sources: listed, health, languages } = await overview();
    expect(health.map((h) => h.sourceId).sort()).toEqual(listed.map((s) => s.id).sort());
    const of = (id: number) => health.find((h) => h.sourceId === id);
    expect(of(placed!.id)).toMatchObject({ state: 'healthy', notModifiedShare: 0.25, placedItems: 1 });
    expect(of(placed!.id)!.medianDelaySeconds).toBeCloseTo(300, 0);
    expect(of(failing!.id)).toMatchObject({ state: 'failing', medianDelaySeconds: null });
    expect(of(off!.id)).toMatchObject({ state: 'disabled', disabledReason: 'an editor' });
    // Never fetched: nothing is known of it, so it is not called healthy.
    expect(of(unfetched!.id)).toMatchObject({ state: 'unchecked', lastSuccessAt: null, fetchCount: 0 });
    expect(languages).toEqual([
      { language: 'vi', sources: 2, healthy: 1, unchecked: 0, failing: 1, disabled: 0 },
      { language: 'tr', sources: 2, healthy: 0, unchecked: 1, failing: 0, disabled: 1 },
    ]);
  });
});
