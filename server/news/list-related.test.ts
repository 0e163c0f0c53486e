import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import { createTestApp } from '#tests/helpers/test-app.ts';
import { insertArticle } from '#tests/helpers/factories.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { Article } from '#common/contracts/article.ts';
import type { Language } from '#common/languages.ts';
import { listRelated } from './list-related.ts';
import { headlineTerms, rankRelated, relationTo } from './rank-related.ts';
import type { RelatedCandidate } from './related-candidate.ts';

const HOUR = 3_600_000;
const base = Date.parse('2026-05-10T12:00:00Z');

const candidate = (
  id: number,
  hours: number,
  texts: Record<string, [string, string]>,
  category = 'world',
): RelatedCandidate => ({
  id,
  category,
  publishedAt: base + hours * HOUR,
  originalLanguage: Object.keys(texts)[0]!,
  texts: new Map(Object.entries(texts).map(([l, [title, summary]]) => [l, { title, summary }])),
});

describe('rankRelated', () => {
  const target = candidate(1, 0, {
    en: ['Gunman kills five at Fort Lauderdale airport', 'A man opened fire in the baggage hall on Friday.'],
  });

  it('tells the same event from stories that only share a word or a name', () => {
    const sameEvent = candidate(2, 3, {
      en: ['Fort Lauderdale airport shooting: five dead', 'Police said the suspect was arrested.'],
    });
    expect(relationTo(target, sameEvent).tier).toBe(3);
    // The same headline words four days later are another event; the shared name still relates them.
    expect(relationTo(target, { ...sameEvent, publishedAt: base + 96 * HOUR }).tier).toBe(2);
    const sharedName = candidate(3, 2, {
      en: ['Fort Lauderdale mayor presents budget', 'The city plans to spend more on parks.'],
    });
    expect(relationTo(target, sharedName).tier).toBe(2);
    // Headlines made from one template share words but no event: the factories' "Title 5 en", and an
    // earthquake in two places.
    expect(
      relationTo(
        candidate(4, 0, { en: ['Title 5 en', 'Summary 5 en'] }),
        candidate(5, 1, { en: ['Title 6 en', 'Summary 6 en'] }),
      ).tier,
    ).toBe(1);
    expect(
      relationTo(
        candidate(6, 0, { en: ['Magnitude 6.1 earthquake strikes eastern Turkey', 'Buildings shook.'] }),
        candidate(7, 2, {
          en: ['Magnitude 5.2 earthquake strikes northern Chile', 'No damage was reported.'],
        }),
      ).tier,
    ).toBe(1);
  });

  it('compares Korean and Japanese headlines by pairs of characters', () => {
    expect([...headlineTerms('서울 폭우로', 'ko')]).toEqual(['서울', '폭우', '우로']);
    const seoul = candidate(1, 0, {
      ko: ['서울 도심 폭우로 지하철 운행 중단', '시간당 80mm의 비가 내렸다.'],
    });
    const same = candidate(2, 5, { ko: ['서울 폭우에 지하철 운행 차질', '출근길 시민들이 불편을 겪었다.'] });
    const other = candidate(3, 5, { ko: ['부산 국제영화제 개막', '올해 영화제에는 300편이 상영된다.'] });
    expect(relationTo(seoul, same).tier).toBe(3);
    expect(relationTo(seoul, other).tier).toBe(1);
  });

  it('puts the page’s language first within a kind, and never shows a card without its own summary', () => {
    const korean = candidate(1, 0, {
      en: ['Budget vote delayed', 'Lawmakers will vote next week.'],
      ko: ['예산 표결 연기', '다음 주에 표결한다.'],
    });
    const englishOnly = candidate(2, 10, { en: ['Harbour reopens', 'Ships returned on Monday.'] });
    const inKorean = candidate(3, 5, {
      en: ['Rail strike ends', 'Trains run again.'],
      ko: ['철도 파업 종료', '열차 운행이 재개됐다.'],
    });
    const headlineOnly = candidate(4, 20, { ko: ['항만 재개', '항만 재개.'] });
    const empty = candidate(5, 20, { en: ['Port news', ''] });
    expect(rankRelated(korean, [korean, englishOnly, inKorean, headlineOnly, empty], 'ko', 4)).toEqual([
      3, 2,
    ]);
    expect(rankRelated(korean, [korean, englishOnly, inKorean, headlineOnly, empty], 'en', 4)).toEqual([
      2, 3,
    ]);
  });
});

describe.each(testDatabaseKinds())('related articles on %s', (kind) => {
  let handle: DatabaseHandle;
  const story = (
    slug: string,
    hours: number,
    category: string,
    translations: Array<{ language: Language; title: string; summary: string }>,
  ) =>
    insertArticle(handle.db, {
      slug,
      category: category as 'world',
      publishedAt: new Date(base + hours * HOUR),
      translations,
    });
  const slugs = (list: Article[]) => list.map((a) => a.slug);

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await story('airport-shooting', 0, 'world', [
      {
        language: 'en',
        title: 'Gunman kills five at Fort Lauderdale airport',
        summary: 'A man opened fire in the baggage hall.',
      },
      {
        language: 'ko',
        title: '포트로더데일 공항 총격으로 5명 사망',
        summary: '수하물 찾는 곳에서 총격이 있었다.',
      },
    ]);
    await story('shooting-suspect', 3, 'society', [
      {
        language: 'en',
        title: 'Fort Lauderdale airport shooting: five dead, suspect held',
        summary: 'Police arrested a 26-year-old man.',
      },
    ]);
    await story('airport-reopens', 20, 'economy', [
      {
        language: 'en',
        title: 'Fort Lauderdale airport reopens after shooting',
        summary: 'Flights resumed on Saturday morning.',
      },
    ]);
    await story('mayor-budget', -120, 'world', [
      {
        language: 'en',
        title: 'Fort Lauderdale mayor presents budget',
        summary: 'The city plans to spend more on parks.',
      },
    ]);
    await story('tennis-final', 30, 'world', [
      {
        language: 'en',
        title: 'Osaka wins the Melbourne final',
        summary: 'She beat the defending champion in three sets.',
      },
      { language: 'ko', title: '오사카, 멜버른 결승 우승', summary: '디펜딩 챔피언을 3세트 끝에 꺾었다.' },
    ]);
    await story('rate-decision', 40, 'world', [
      {
        language: 'en',
        title: 'Central bank holds rates',
        summary: 'The bank kept its key rate at 4 percent.',
      },
    ]);
    await story('newest-science', 50, 'science', [
      { language: 'en', title: 'Comet seen over the Andes', summary: 'Astronomers photographed its tail.' },
    ]);
    // The same event, but no card to show: a summary that is the headline again, and none at all.
    await story('live-updates', 4, 'world', [
      {
        language: 'en',
        title: 'Fort Lauderdale airport shooting: live updates',
        summary: 'Fort Lauderdale airport shooting – live updates',
      },
    ]);
    await story('no-summary', 5, 'world', [
      { language: 'en', title: 'Fort Lauderdale airport shooting victims named', summary: '' },
    ]);
    await story('japanese-report', 2, 'science', [
      {
        language: 'ja',
        title: 'フォートローダーデール空港で銃撃、5人死亡',
        summary: '手荷物受取所で男が発砲した。',
      },
    ]);
  });
  afterAll(async () => handle.close());

  it('lists the same event’s other stories first, then shared names, then the category', async () => {
    const related = await listRelated(handle.db, 'airport-shooting', 'en');
    expect(slugs(related)).toEqual(['shooting-suspect', 'airport-reopens', 'mayor-budget', 'rate-decision']);
    for (const article of related) expect(article.translations[0]?.summary.length).toBeGreaterThan(0);
  });

  it('puts the page’s language first, and takes the reader’s languages', async () => {
    const korean = await listRelated(handle.db, 'airport-shooting', 'ko');
    // The same event's English stories still lead; among the category's, the one in Korean comes first.
    expect(slugs(korean)).toEqual(['shooting-suspect', 'airport-reopens', 'mayor-budget', 'tennis-final']);
    // A science story told only in Japanese is related to the other science story for a reader who reads
    // Japanese, and not shown to one who does not.
    expect(slugs(await listRelated(handle.db, 'newest-science', 'en'))).not.toContain('japanese-report');
    const withJapanese = await listRelated(handle.db, 'newest-science', 'en', {}, ['ja']);
    expect(slugs(withJapanese)[0]).toBe('japanese-report');
  });

  it('answers GET /api/news/{slug}/related in the same order, 404 for an unknown slug', async () => {
    const app = createTestApp(handle.db);
    const res = await app.request('/api/news/airport-shooting/related?language=en');
    expect(res.status).toBe(200);
    expect(slugs((await res.json()) as Article[])).toEqual(
      slugs(await listRelated(handle.db, 'airport-shooting', 'en')),
    );
    expect((await app.request('/api/news/no-such-story/related')).status).toBe(404);
  });

  it('relates a story outside any event by its category, never to itself', async () => {
    const related = slugs(await listRelated(handle.db, 'newest-science', 'en'));
    expect(related).not.toContain('newest-science');
    expect(related).toHaveLength(4);
    expect(related).not.toContain('live-updates');
    expect(related).not.toContain('no-summary');
  });
});
