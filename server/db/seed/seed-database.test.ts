import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import type { DatabaseHandle } from '../client.ts';
import { queryRows } from '../query-rows.ts';
import { isDatabaseEmpty, seedDatabase } from './seed-database.ts';
import { loadDemoEdition } from './load-demo-edition.ts';
import { readStoredSettings, saveSiteSettings } from '../../settings/site-settings.ts';
import { textIn } from '#common/contracts/site-settings.ts';
import { LANGUAGES } from '#common/languages.ts';
import { measureAccuracy } from '../../accuracy/measure-accuracy.ts';

describe.each(testDatabaseKinds())('seeding on %s', (kind) => {
  let handle: DatabaseHandle;
  const edition = loadDemoEdition();
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => handle.close());

  const newest = async () =>
    (await queryRows<{ at: Date | string }>(handle.db, sql`select max(published_at) as at from articles`))[0]
      ?.at;

  it('loads the whole edition into an empty database, dated relative to now, and is idempotent', async () => {
    // Noon: the newest story keeps its age (it is moved only in the first hours after midnight).
    expect(await isDatabaseEmpty(handle.db)).toBe(true);
    const now = new Date('2026-06-01T12:00:00Z');
    expect(await seedDatabase(handle.db, { now, edition })).toEqual({ inserted: edition.length, skipped: 0 });
    expect(await isDatabaseEmpty(handle.db)).toBe(false);
    const newestHoursAgo = Math.min(...edition.map((e) => e.article.hoursAgo));
    expect(new Date(String((await newest()) as string)).getTime()).toBe(
      now.getTime() - newestHoursAgo * 3600_000,
    );
    expect(await seedDatabase(handle.db, { now, edition })).toEqual({ inserted: 0, skipped: edition.length });
    const [counts] = await queryRows<{ articles: number; translations: number }>(
      handle.db,
      sql`select (select count(*)::int from articles) as articles, (select count(*)::int from article_translations) as translations`,
    );
    expect(counts?.articles).toBe(edition.length);
    expect(counts?.translations).toBe(edition.reduce((n, e) => n + e.translations.length, 0));
  });

  it('stores one passing rules check per demo text, dated at seeding, which the accuracy page measures', async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const checks = await queryRows<{
      language: string;
      text_kind: string;
      method: string;
      outcome: string;
      sentences_checked: number;
      sentences_supported: number;
      problems: unknown[];
      checked_at: Date | string;
    }>(handle.db, sql`select * from text_checks`);
    const texts = edition.reduce((n, e) => n + e.translations.length, 0);
    expect(checks).toHaveLength(texts);
    expect(checks.filter((c) => c.text_kind === 'original')).toHaveLength(edition.length);
    for (const check of checks) {
      expect(check).toMatchObject({ method: 'rules', outcome: 'published', problems: [] });
      expect(check.sentences_checked).toBeGreaterThan(0);
      expect(check.sentences_supported).toBe(check.sentences_checked);
      expect(new Date(String(check.checked_at)).getTime()).toBe(now.getTime());
    }
    const figures = await measureAccuracy(handle.db, now);
    expect(figures).toMatchObject({
      share: 1,
      textsChecked: texts,
      textsHeld: 0,
      textsCheckedWithoutReports: texts,
    });
    expect(figures.perLanguage.map((l) => l.language)).toEqual([...LANGUAGES]);
    // docs/accuracy.md (npm run accuracy) states the figure a fresh install's accuracy page shows: this one.
    const doc = fs.readFileSync(path.join(import.meta.dirname, '../../../docs/accuracy.md'), 'utf8');
    const stated = /shows \*\*([\d.]+)%\*\* \((\d+) of (\d+)\s+sentences, (\d+) texts, (\d+) held\)/.exec(
      doc,
    );
    expect(stated?.slice(1).map(Number)).toEqual([
      Number((100 * figures.share!).toFixed(1)),
      figures.sentencesSupported,
      figures.sentencesChecked,
      figures.textsChecked,
      figures.textsHeld,
    ]);
  });

  it('stores the demo’s settings, the contact hours and address written in every language', async () => {
    const settings = await readStoredSettings(handle.db);
    expect(settings).toMatchObject({ audience: '50M+', phone: '+1 (555) 010-0199' });
    for (const key of ['hours', 'address'] as const) {
      const texts = LANGUAGES.map((language) => textIn(settings[key], language));
      expect(new Set(texts).size, key).toBe(LANGUAGES.length);
    }
    expect(textIn(settings.hours, 'en')).toBe('Monday to Friday, 9 AM to 6 PM EST');
    expect(textIn(settings.hours, 'ko')).toBe('월~금요일 오전 9시~오후 6시(미국 동부 표준시, EST)');
    expect(textIn(settings.hours, 'ja')).toBe('月曜〜金曜 9:00〜18:00（米国東部標準時）');
  });

  it('leaves an operator’s own settings alone, a text stored as one string too', async () => {
    await saveSiteSettings(handle.db, { hours: 'Mon–Fri, 9–6' });
    await seedDatabase(handle.db, { now: new Date('2026-06-01T12:00:00Z'), edition });
    expect(await readStoredSettings(handle.db)).toEqual({ hours: 'Mon–Fri, 9–6' });
  });

  it('rebuilds with fresh dates on reset', async () => {
    const later = new Date('2026-07-01T12:00:00Z');
    expect(await seedDatabase(handle.db, { now: later, reset: true, edition })).toEqual({
      inserted: edition.length,
      skipped: 0,
    });
    const newestHoursAgo = Math.min(...edition.map((e) => e.article.hoursAgo));
    expect(new Date(String((await newest()) as string)).getTime()).toBe(
      later.getTime() - newestHoursAgo * 3600_000,
    );
    // The old stories' checks went with them: one check per text, dated at the reset.
    const [checks] = await queryRows<{ n: number; at: Date | string }>(
      handle.db,
      sql`select count(*)::int as n, max(checked_at) as at from text_checks`,
    );
    expect(checks?.n).toBe(edition.reduce((n, e) => n + e.translations.length, 0));
    expect(new Date(String(checks?.at)).getTime()).toBe(later.getTime());
  });
});
