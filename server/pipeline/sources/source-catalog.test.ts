import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { sources } from '../../db/schema.ts';
import { CATEGORIES } from '#common/categories.ts';
import { isCountryCode } from '#common/countries.ts';
import { LANGUAGES } from '#common/languages.ts';
import { publisherDomain } from './publisher-domain.ts';
import { seedSourceCatalog, SOURCE_CATALOG } from './seed-source-catalog.ts';

const HttpUrl = z.url({ protocol: /^https?$/ });

/** The file as shipped, read on its own (not through the seed's schema, which this checks too). */
const CatalogFileSchema = z.strictObject({
  about: z.string().min(1),
  sources: z.array(
    z.strictObject({
      name: z.string().trim().min(1),
      language: z.enum(LANGUAGES),
      country: z
        .string()
        .refine((c) => c === c.toUpperCase() && isCountryCode(c), 'an ISO 3166-1 alpha-2 code'),
      feedUrl: HttpUrl,
      siteUrl: HttpUrl,
      trustLevel: z.enum(['high', 'medium', 'low']),
      accessType: z.enum(['free', 'paywall', 'subscription']),
      section: z.enum(CATEGORIES).optional(),
    }),
  ),
});

const catalog = CatalogFileSchema.parse(
  JSON.parse(fs.readFileSync(new URL('./source-catalog.json', import.meta.url), 'utf8')),
);

/** A feed URL as one feed: the host in lower case and no trailing slash (paths and queries are the publisher's). */
function feedKey(feedUrl: string): string {
  const url = new URL(feedUrl);
  return `${url.protocol}//${url.host.toLowerCase()}${url.pathname.replace(/\/+$/, '')}${url.search}`;
}

describe('the source catalog', () => {
  it('lists 500+ publishers, at least 30 in each of the 11 languages, counting a publisher once however many feeds it has', () => {
    const publishers = (sources: typeof catalog.sources) =>
      new Set(sources.map((s) => publisherDomain(s.siteUrl)));
    expect(publishers(catalog.sources).size).toBeGreaterThanOrEqual(500);
    for (const language of LANGUAGES) {
      expect(
        publishers(catalog.sources.filter((s) => s.language === language)).size,
        language,
      ).toBeGreaterThanOrEqual(30);
    }
  });

  it('counts section feeds and subdomains of one site as one publisher', () => {
    expect(publisherDomain('https://www.bbc.co.uk/news')).toBe('bbc.co.uk');
    expect(publisherDomain('https://news.bbc.co.uk')).toBe('bbc.co.uk');
    expect(publisherDomain('https://www.theguardian.com')).toBe('theguardian.com');
    expect(publisherDomain('https://sports.donga.com')).toBe('donga.com');
    expect(publisherDomain('https://www.folha.uol.com.br')).toBe('uol.com.br');
    expect(publisherDomain('https://www.asahi.co.jp')).toBe('asahi.co.jp');
    expect(publisherDomain('https://www.nhk.or.jp')).toBe('nhk.or.jp');
    expect(publisherDomain('https://dantri.com.vn')).toBe('dantri.com.vn');
    expect(publisherDomain('https://www.sggp.org.vn')).toBe('sggp.org.vn');
    // A two-letter domain's own names are publishers, not suffixes: news.at, tempo.co.
    expect(publisherDomain('https://www.news.at/home')).toBe('news.at');
    expect(publisherDomain('https://tempo.co')).toBe('tempo.co');
    expect(publisherDomain('http://127.0.0.1:8080/feed')).toBe('127.0.0.1');
    expect(publisherDomain('http://[::1]/feed')).toBe('[::1]');
  });

  it('reads each feed once', () => {
    const keys = catalog.sources.map((s) => feedKey(s.feedUrl));
    const repeated = keys.filter((key, i) => keys.indexOf(key) !== i);
    expect(repeated).toEqual([]);
    const names = catalog.sources.map((s) => s.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('covers the news desks in every language: world, economy, politics, sports, technology', () => {
    for (const language of LANGUAGES) {
      const sections = new Set(catalog.sources.filter((s) => s.language === language).map((s) => s.section));
      for (const desk of ['world', 'economy', 'politics', 'sports', 'technology'] as const) {
        expect(sections.has(desk), `${language} ${desk}`).toBe(true);
      }
    }
  });

  it('says where the list came from', () => {
    expect(catalog.about).toContain('kagisearch/kite-public');
  });

  it('is what the seed reads', () => {
    expect(SOURCE_CATALOG).toHaveLength(catalog.sources.length);
  });
});

describe.each(testDatabaseKinds())('seeding the catalog on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => handle.close());

  it('spreads the first fetches over the first polling interval instead of making every source due at once', async () => {
    const before = Date.now();
    expect(await seedSourceCatalog(handle.db)).toBe(SOURCE_CATALOG.length);
    const after = Date.now();
    const rows = await handle.db
      .select({ nextFetchAt: sources.nextFetchAt, pollIntervalSeconds: sources.pollIntervalSeconds })
      .from(sources)
      .where(eq(sources.origin, 'catalog'));
    expect(rows).toHaveLength(SOURCE_CATALOG.length);
    for (const row of rows) {
      expect(row.nextFetchAt).not.toBeNull();
      const at = row.nextFetchAt!.getTime();
      // The database's clock and this process's agree to within a second.
      expect(at).toBeGreaterThanOrEqual(before - 1000);
      expect(at).toBeLessThanOrEqual(after + 1000 + row.pollIntervalSeconds * 1000);
    }
    // Spread, not bunched: the first and the last quarter of the interval both get sources.
    const interval = rows[0]!.pollIntervalSeconds * 1000;
    const offsets = rows.map((row) => row.nextFetchAt!.getTime() - before);
    expect(offsets.filter((o) => o < interval / 4).length).toBeGreaterThan(SOURCE_CATALOG.length / 10);
    expect(offsets.filter((o) => o > (interval * 3) / 4).length).toBeGreaterThan(SOURCE_CATALOG.length / 10);
  });

  it('leaves the schedule of sources already there alone on the next start', async () => {
    const [first] = await handle.db.select().from(sources).limit(1);
    const due = new Date('2030-01-01T00:00:00Z');
    await handle.db.update(sources).set({ nextFetchAt: due }).where(eq(sources.id, first!.id));
    expect(await seedSourceCatalog(handle.db)).toBe(0);
    const [again] = await handle.db.select().from(sources).where(eq(sources.id, first!.id));
    expect(again!.nextFetchAt).toEqual(due);
  });
});
