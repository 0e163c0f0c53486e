import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '#server/db/client.ts';
import { queryRows } from '#server/db/query-rows.ts';
import { startModelServer, type ModelServer } from '#tests/helpers/model-server.ts';
import { newsroomModel } from '#tests/helpers/newsroom-model.ts';
import { runScript } from '#tests/helpers/run-script.ts';

describe('npm run translate', () => {
  let tmp: string;
  let model: ModelServer;
  let env: Record<string, string>;

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tidings-translate-'));
    model = await startModelServer(newsroomModel);
    env = { DATA_DIR: path.join(tmp, 'data'), DATABASE_URL: '' };
    const seeded = await runScript('scripts/seed.ts', [], env).done;
    expect(seeded.code, seeded.output).toBe(0);
  }, 60_000);
  afterAll(async () => {
    await model?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  const languagesOf = async (slug: string) => {
    const handle = await openPglite(path.join(tmp, 'data', 'pglite'));
    try {
      return await queryRows<{
        language: string;
        origin: string;
        model: string | null;
        source: string | null;
      }>(
        handle.db,
        sql`select t.language, t.origin, t.model, t.source_language as source from article_translations t
          join articles a on a.id = t.article_id where a.slug = ${slug} order by t.language`,
      );
    } finally {
      await handle.close();
    }
  };

  it('says what it needs when no model is configured, and changes nothing', async () => {
    const result = await runScript('scripts/translate.ts', [], { ...env, AI_BASE_URL: '', AI_MODEL: '' })
      .done;
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/npm run translate needs a model: set AI_BASE_URL and AI_MODEL/);
    expect(model.requests).toHaveLength(0);
  });

  it('fills the missing languages of a hand-written article and marks them machine translations', async () => {
    const handle = await openPglite(path.join(tmp, 'data', 'pglite'));
    const [article] = await queryRows<{ id: number; slug: string; languages: number }>(
      handle.db,
      sql`select a.id, a.slug, count(t.id)::int as languages from articles a
        join article_translations t on t.article_id = a.id group by a.id order by count(t.id), a.id limit 1`,
    );
    await handle.close();
    expect(article!.languages).toBeLessThan(11);
    const before = await languagesOf(article!.slug);

    const aiEnv = { ...env, AI_BASE_URL: model.baseUrl, AI_MODEL: 'test-model' };
    const result = await runScript('scripts/translate.ts', ['--article', String(article!.id)], aiEnv).done;
    expect(result.code, result.output).toBe(0);
    expect(result.output).toMatch(
      new RegExp(`asked +translated[^\\n]*\\n${11 - article!.languages} +${11 - article!.languages} +0 +0`),
    );

    const after = await languagesOf(article!.slug);
    expect(after).toHaveLength(11);
    for (const row of after) {
      const kept = before.find((b) => b.language === row.language);
      if (kept) expect(row).toEqual(kept);
      else expect(row).toMatchObject({ origin: 'machine', model: 'test-model' });
    }
    // Each translation is asked for, then judged by the accuracy check.
    expect(model.requests).toHaveLength(2 * (11 - article!.languages));

    const again = await runScript('scripts/translate.ts', ['--article', String(article!.id)], aiEnv).done;
    expect(again.output).toContain('Every article has all 11 languages.');
    expect(model.requests).toHaveLength(2 * (11 - article!.languages));
  }, 60_000);
});
