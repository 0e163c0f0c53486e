import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import { insertArticle, insertReports } from '#tests/helpers/factories.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { textChecks } from '../db/schema.ts';
import { measureAccuracy } from './measure-accuracy.ts';

const DAY = 86_400_000;

describe.each(testDatabaseKinds())('measureAccuracy on %s', (kind) => {
  let handle: DatabaseHandle;
  const now = new Date('2026-11-20T12:00:00Z');
  const ago = (days: number) => new Date(now.getTime() - days * DAY);

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => handle.close());

  it('has no figure when nothing was checked', async () => {
    expect(await measureAccuracy(handle.db, now)).toEqual({
      sentencesChecked: 0,
      sentencesSupported: 0,
      share: null,
      textsChecked: 0,
      textsHeld: 0,
      days: 30,
      perLanguage: [],
      byMethod: { rules: 0, model: 0 },
      textsCheckedWithoutReports: 0,
    });
  });

  it('counts every check of the window, drafts that were rewritten and held texts included, per language', async () => {
    const article = await insertArticle(handle.db);
    const check = (
      language: string,
      checkedAt: Date,
      sentencesChecked: number,
      sentencesSupported: number,
      outcome: 'published' | 'rewritten' | 'held',
      method: 'rules' | 'model' = 'rules',
    ) => ({
      articleId: article.id,
      language,
      textKind: 'original' as const,
      method,
      sentencesChecked,
      sentencesSupported,
      outcome,
      checkedAt,
    });
    await handle.db.insert(textChecks).values([
      // English: a draft rewritten (1 of 5 unsupported), its rewrite published, all in the window.
      check('en', ago(2), 5, 4, 'rewritten'),
      check('en', ago(2), 5, 5, 'published', 'model'),
      // Korean: a text held after its rewrite failed too.
      check('ko', ago(10), 4, 3, 'rewritten'),
      check('ko', ago(10), 4, 3, 'held'),
      // German: a check 31 days ago and one in the future of `now` are outside the window.
      check('de', ago(31), 10, 0, 'held'),
      check('de', new Date(now.getTime() + DAY), 10, 0, 'held'),
    ]);

    const figures = await measureAccuracy(handle.db, now);
    expect(figures).toEqual({
      sentencesChecked: 18,
      sentencesSupported: 15,
      share: 15 / 18,
      textsChecked: 4,
      textsHeld: 1,
      days: 30,
      perLanguage: [
        {
          language: 'en',
          sentencesChecked: 10,
          sentencesSupported: 9,
          share: 0.9,
          textsChecked: 2,
          textsHeld: 0,
        },
        {
          language: 'ko',
          sentencesChecked: 8,
          sentencesSupported: 6,
          share: 0.75,
          textsChecked: 2,
          textsHeld: 1,
        },
      ],
      byMethod: { rules: 13, model: 5 },
      // The factory's story has no report of its own (as the demo edition's stories).
      textsCheckedWithoutReports: 4,
    });

    const wider = await measureAccuracy(handle.db, now, 60);
    expect(wider.days).toBe(60);
    expect(wider.perLanguage.map((l) => l.language)).toEqual(['en', 'ko', 'de']);
    expect(wider.sentencesChecked).toBe(28);

    // Once the story has a publisher's report, its checks were made against reports.
    await insertReports(handle.db, article.id, [{ publisher: 'Daily Example', language: 'en' }]);
    expect((await measureAccuracy(handle.db, now)).textsCheckedWithoutReports).toBe(0);
  });
});
