import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import { createTestApp } from '#tests/helpers/test-app.ts';
import { insertArticle, insertReports } from '#tests/helpers/factories.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { withoutBodies } from '#common/contracts/article.ts';
import type { TopStory } from '#common/contracts/top-stories.ts';
import type { Language } from '#common/languages.ts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/query-rows.ts';
import { listTopStories, topStoryCandidates, topStoryRanks } from './list-top-stories.ts';
import { loadHomePage } from './load-home-page.ts';

const HOUR = 3_600_000;

describe.each(testDatabaseKinds())('top stories on %s', (kind) => {
  let handle: DatabaseHandle;
  const now = new Date();
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
  const publishers = (count: number, languages: string[], at: Date) =>
    Array.from({ length: count }, (_, i) => ({
      publisher: `Publisher ${i + 1}`,
      language: languages[i % languages.length]!,
      publishedAt: at,
    }));
  /** A story published hours ago with its reports. */
  const story = async (
    slug: string,
    hours: number,
    reports: Array<{ publisher: string; language: string; publishedAt: Date }>,
    translations?: Array<{ language: Language; title?: string; summary?: string }>,
  ) => {
    const article = await insertArticle(handle.db, {
      slug,
      publishedAt: ago(hours),
      translations: translations ?? [
        { language: 'en', title: `${slug} headline`, summary: `What happened in ${slug}, in a sentence.` },
      ],
    });
    await insertReports(handle.db, article.id, reports);
    return article;
  };

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await story('wide-this-morning', 20, publishers(6, ['en', 'de', 'fr'], ago(20)));
    await story('fresh-few', 2, publishers(3, ['en'], ago(2)));
    await story('yesterday-evening', 30, publishers(4, ['en', 'es'], ago(30)));
    // Not top stories: one publisher (told three times), out of the window, no summary of its own, not
    // readable in English, a single report.
    await story('one-publisher', 1, [
      { publisher: 'Solo Daily', language: 'en', publishedAt: ago(1) },
      { publisher: 'Solo Daily', language: 'en', publishedAt: ago(1) },
      { publisher: 'Solo Daily', language: 'de', publishedAt: ago(1) },
    ]);
    await story('two-days-old', 40, publishers(10, ['en', 'ko', 'ja'], ago(40)));
    await story('headline-only', 1, publishers(8, ['en', 'pt'], ago(1)), [
      { language: 'en', title: 'Storm hits the coast', summary: 'Storm hits the coast.' },
    ]);
    await story('empty-summary', 1, publishers(8, ['en'], ago(1)), [
      { language: 'en', title: 'Markets fall', summary: '' },
    ]);
    await story('japanese-only', 1, publishers(7, ['ja', 'en'], ago(1)), [
      { language: 'ja', title: '東京で大雪', summary: '東京都心で10センチの積雪があり、交通が乱れた。' },
    ]);
    await story('single-report', 0.5, publishers(1, ['en'], ago(0.5)));
    // Readable in Korean only in English: its Korean text is the headline alone, so the Korean edition, which
    // shows that text, leaves it out.
    await story('korean-headline-only', 26, publishers(5, ['en', 'ko'], ago(26)), [
      { language: 'en', title: 'Talks resume in Geneva', summary: 'Negotiators met again after a month.' },
      { language: 'ko', title: '제네바 협상 재개', summary: '제네바 협상 재개' },
    ]);
  });
  afterAll(async () => handle.close());

  it('ranks the edition’s most reported stories of the last 36 hours, weighed with recency', async () => {
    const top = await listTopStories(handle.db, 'en', { now });
    expect(top.map((a) => [a.slug, a.publisherCount, a.languageCount])).toEqual([
      ['wide-this-morning', 6, 3], // 9 × 2^(−20/18) ≈ 4.2
      ['fresh-few', 3, 1], // 4 × 2^(−2/18) ≈ 3.7
      ['korean-headline-only', 5, 2], // 7 × 2^(−26/18) ≈ 2.6
      ['yesterday-evening', 4, 2], // 6 × 2^(−30/18) ≈ 1.9
    ]);
    expect(top[0]?.translations[0]?.summary).toBe('What happened in wide-this-morning, in a sentence.');
  });

  it('shows in each edition only what it can read, with a summary in the text it shows', async () => {
    const korean = await listTopStories(handle.db, 'ko', { now });
    expect(korean.map((a) => a.slug)).toEqual(['wide-this-morning', 'fresh-few', 'yesterday-evening']);
    const japanese = await listTopStories(handle.db, 'ja', { now });
    expect(japanese.map((a) => a.slug)).toContain('japanese-only');
    // A reader of the English edition who also reads Japanese gets the Japanese story, in Japanese.
    const alsoJapanese = await listTopStories(handle.db, 'en', { now, languages: ['ja'] });
    expect(alsoJapanese[0]?.slug).toBe('japanese-only');
    expect(alsoJapanese[0]?.translations[0]?.language).toBe('ja');
  });

  it('leaves the section out when fewer than two stories qualify', async () => {
    // 29 hours on, only the then 31-hour-old fresh-few story is still in the window.
    expect(await topStoryRanks(handle.db, 'en', new Date(now.getTime() + 29 * HOUR))).toEqual([]);
    expect(await topStoryRanks(handle.db, 'en', new Date(now.getTime() + 5 * 24 * HOUR))).toEqual([]);
    // Two hours on, the 30-hour-old story is 32 hours old: still in the window, with the three others.
    expect(
      (await topStoryRanks(handle.db, 'en', new Date(now.getTime() + 2 * HOUR))).map((r) => r.id),
    ).toHaveLength(4);
  });

  it('answers GET /api/news/top in the API’s article shape, and refuses an unknown language', async () => {
    const app = createTestApp(handle.db);
    const res = await app.request('/api/news/top?language=en');
    expect(res.status).toBe(200);
    const body = (await res.json()) as TopStory[];
    expect(body).toEqual(await listTopStories(handle.db, 'en', { now }));
    expect((await app.request('/api/news/top?language=xx')).status).toBe(400);
    const chosen = (await (
      await app.request('/api/news/top?language=en&languages=ja,en')
    ).json()) as TopStory[];
    expect(chosen.map((a) => a.slug)).toEqual(
      (await listTopStories(handle.db, 'en', { now, languages: ['ja', 'en'] })).map((a) => a.slug),
    );
    expect(chosen.map((a) => a.slug)).toContain('japanese-only');
    expect((await app.request('/api/news/top?language=en&languages=en,xx')).status).toBe(400);
  });

  it('is read with the home page, as the API answers it, and not on a category or search page', async () => {
    const page = await loadHomePage(handle.db, { language: 'en', limit: 6, offset: 0 });
    expect(page.topStories).toEqual(
      (await listTopStories(handle.db, 'en', { now, bodies: false })).map(withoutBodies),
    );
    const alsoJapanese = await loadHomePage(handle.db, {
      language: 'en',
      languages: ['ja'],
      limit: 6,
      offset: 0,
    });
    expect(alsoJapanese.topStories[0]?.slug).toBe('japanese-only');
    // The latest list is untouched: newest first.
    expect(page.articles[0]?.slug).toBe('single-report');
    for (const query of [
      { language: 'en' as const, limit: 6, offset: 0, category: 'world' as const },
      { language: 'en' as const, limit: 12, offset: 0, search: 'headline' },
    ]) {
      expect((await loadHomePage(handle.db, query)).topStories).toEqual([]);
    }
  });

  it('reads only the window’s stories and their own reports, never every report', async () => {
    const plan = await explain(handle, 'en', now);
    expect(plan).toMatch(/Index (Only )?Scan( Backward)? (using|on) articles_published_idx/);
    expect(plan).toMatch(/Index (Only )?Scan (using|on) story_sources_article_id_feed_item_id_pk/);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});

/**
 * The plan of the top stories' statement, with sequential scans discouraged: on a test's few rows a scan is
 * cheapest, on a year of reports it is not, and the plan must then have an index to turn to.
 */
async function explain(handle: DatabaseHandle, language: Language, now: Date): Promise<string> {
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const rows = await queryRows<Record<string, string>>(
      tx,
      sql`explain ${topStoryCandidates(language, now)}`,
    );
    return rows.map((row) => Object.values(row)[0]).join('\n');
  });
}
