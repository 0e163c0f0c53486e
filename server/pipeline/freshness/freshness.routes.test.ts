import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import { NewsroomFixture } from '#tests/helpers/newsroom-fixture.ts';
import { adminAuthHeader, createTestApp } from '#tests/helpers/test-app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { FreshnessReportSchema } from '#common/contracts/freshness.ts';

describe.each(testDatabaseKinds())('GET /api/admin/freshness on %s', (kind) => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    app = createTestApp(handle.db);
    // The clock is the server's: the history is laid out back from now.
    const newsroom = new NewsroomFixture(handle.db, new Date());
    const seconds = (minutesAgo: number, before: number) =>
      new Date(newsroom.ago(minutesAgo).getTime() - before * 1000);
    // Korean, in the last day: 20 items 30 s to 600 s (every 30 s) from first seen to their story.
    const korean = await newsroom.story(newsroom.ago(60), { ko: newsroom.ago(60) }, 'ko');
    for (let i = 1; i <= 20; i++) {
      await newsroom.item({
        seenAt: seconds(60, 30 * i),
        language: 'ko',
        story: korean,
        placedAt: newsroom.ago(60),
      });
    }
    // Three days ago: one more Korean item, 2 hours; counted in the week only.
    const older = await newsroom.story(newsroom.ago(3 * 24 * 60), { ko: newsroom.ago(3 * 24 * 60) }, 'ko');
    await newsroom.item({
      seenAt: seconds(3 * 24 * 60, 7200),
      language: 'ko',
      story: older,
      placedAt: newsroom.ago(3 * 24 * 60),
    });
    // English stories translated into Vietnamese 4 and 8 minutes after each story.
    await newsroom.story(newsroom.ago(120), { en: newsroom.ago(120), vi: newsroom.ago(116) });
    await newsroom.story(newsroom.ago(120), { en: newsroom.ago(120), vi: newsroom.ago(112) });
  });
  afterAll(async () => {
    await handle.close();
  });

  it('answers only the admin', async () => {
    expect((await app.request('/api/admin/freshness')).status).toBe(401);
  });

  it('gives median and p95 per language over the last 24 hours and 7 days', async () => {
    const res = await app.request('/api/admin/freshness', { headers: { Authorization: adminAuthHeader() } });
    expect(res.status).toBe(200);
    const report = FreshnessReportSchema.parse(await res.json());
    const ko = (list: typeof report.lastDay) => list.find((l) => l.language === 'ko')!;
    // 30, 60, ..., 600 s: median 315 s; p95 at rank 0.95 × 19 = 18.05 → 570 + 0.05 × 30 = 571.5 s.
    expect(ko(report.lastDay).itemToStory).toEqual({ count: 20, medianSeconds: 315, p95Seconds: 571.5 });
    // The week adds the 2-hour item: 21 items, median the 11th (330 s), p95 at rank 19 → 600 s.
    expect(ko(report.lastWeek).itemToStory).toEqual({ count: 21, medianSeconds: 330, p95Seconds: 600 });
    expect(report.lastDay.find((l) => l.language === 'vi')!.storyToTranslation).toEqual({
      count: 2,
      medianSeconds: 360,
      p95Seconds: 468,
    });
    expect(report.lastDay.find((l) => l.language === 'en')).toEqual({
      language: 'en',
      itemToStory: null,
      storyToTranslation: null,
    });
    const pulse = report.languages.find((l) => l.language === 'ko')!;
    expect(pulse).toMatchObject({ storiesLastWeek: 2, stalled: false, stallAfterSeconds: null });
    expect(Date.parse(pulse.newestStoryAt!)).toBeGreaterThan(Date.now() - 2 * 3_600_000);
    expect(report.languages.find((l) => l.language === 'hi')!.newestStoryAt).toBeNull();
  });
});
