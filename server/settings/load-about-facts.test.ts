import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '#tests/helpers/test-database.ts';
import { insertArticle } from '#tests/helpers/factories.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { sources, textChecks } from '../db/schema.ts';
import { loadAboutFacts } from './load-about-facts.ts';

describe('the About page’s figures', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
  });
  afterAll(async () => handle.close());

  it('counts enabled publishers (each once, however many feeds) and languages with stories, and says what is not measured', async () => {
    const facts = await loadAboutFacts(handle.db, {});
    expect(facts).toMatchObject({
      publishersMonitored: 0,
      languagesPublished: 0,
      accuracy: { share: null, days: 30 },
      uptime: { share: null, since: null },
    });
    await handle.db.insert(sources).values([
      ...['a', 'b', 'c'].map((name, i) => ({
        name,
        feedUrl: `https://${name}.example/feed`,
        language: 'en' as const,
        country: 'US',
        enabled: i < 2,
      })),
      // Two section feeds of one publisher, with its site: one more publisher, not two.
      ...['world', 'sports'].map((section) => ({
        name: `The Paper (${section})`,
        feedUrl: `https://feeds.paper.co.uk/${section}.xml`,
        siteUrl: 'https://www.paper.co.uk',
        language: 'en' as const,
        country: 'GB',
      })),
    ]);
    const article = await insertArticle(handle.db, {
      translations: [{ language: 'en' }, { language: 'ko' }, { language: 'ja' }],
    });
    await insertArticle(handle.db, { translations: [{ language: 'en' }] });
    await handle.db.insert(textChecks).values({
      articleId: article.id,
      language: 'en',
      textKind: 'original',
      method: 'rules',
      sentencesChecked: 40,
      sentencesSupported: 39,
      outcome: 'published',
    });
    const counted = await loadAboutFacts(handle.db, { accuracyClaim: '98%', audience: '50M+', phone: '1' });
    expect(counted.publishersMonitored).toBe(3);
    expect(counted.languagesPublished).toBe(3);
    expect(counted.accuracy.share).toBeCloseTo(0.975, 5);
    // Only the About page's statements, not the contact details.
    expect(counted.statements).toMatchObject({ accuracyClaim: '98%', audience: '50M+' });
    expect(counted.statements).not.toHaveProperty('phone');
  });
});
