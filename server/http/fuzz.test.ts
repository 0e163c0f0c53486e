import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '#tests/helpers/test-database.ts';
import { adminAuthHeader, createTestApp, TEST_SITE_URL } from '#tests/helpers/test-app.ts';
import { insertArticle } from '#tests/helpers/factories.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { loadApiContract, type ApiContract, type Operation } from '#tests/helpers/api-contract.ts';

// Every API route the OpenAPI document lists, driven with random and hostile paths, queries, headers and
// bodies: nothing may answer 5xx, the server must keep answering, a refused request must change nothing, and
// every answer is one the document declares for the operation, with a body of the declared shape.

/** Strings that have broken servers: control and null characters, encodings, huge and odd numbers, markup. */
const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '%00',
    '%',
    '%ZZ',
    '../../etc/passwd',
    '..%2F..%2Fpackage.json',
    '-1',
    '0',
    '1e309',
    '99999999999999999999999',
    'NaN',
    '2147483648',
    'true',
    'null',
    "' OR 1=1 --",
    '"; DROP TABLE articles; --',
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    '\u202Eevil',
    '\uD800',
    '🏳️‍🌈'.repeat(20),
    'a'.repeat(5000),
    '경제',
  ),
);

/** JSON bodies of the wrong shape: wrong types, deep nesting, huge numbers, long strings. */
const hostileJson = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.record({
    article: fc.dictionary(
      fc.constantFrom('slug', 'category', 'country', 'publishedAt', 'readingTime', 'isBreaking'),
      fc.jsonValue({ maxDepth: 2 }),
    ),
    translations: fc.array(
      fc.dictionary(fc.constantFrom('language', 'title', 'summary', 'content'), hostileString),
      { maxLength: 3 },
    ),
    thumbnail: fc.oneof(fc.constant(null), hostileString, fc.constant('data:image/png;base64,AAAA')),
  }),
  fc.record({ name: hostileString, email: hostileString, subject: hostileString, message: hostileString }),
  fc.integer({ min: 1, max: 60 }).map((depth) => '['.repeat(depth * 100) + ']'.repeat(depth * 100)),
  fc.constant('{"a":1e309,"b":-0,"c":123456789012345678901234567890}'),
);

/** A path segment as a client could send it: a lone surrogate has no UTF-8, so it goes as the bytes it would be. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

const rawBody = fc.oneof(
  hostileJson.map((value) => (typeof value === 'string' ? value : JSON.stringify(value))),
  fc.constantFrom('{', '{"a":', 'not json', '\u0000\u0000', '[1,2,', ''),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

describe('every API route under random and hostile input', () => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  let operations: Operation[] = [];
  let contract: ApiContract;

  /** A digest of what readers and editors see, to tell whether a request changed anything. */
  const digest = async () => {
    const [row] = await queryRows<{ digest: string }>(
      handle.db,
      sql`select md5(coalesce(string_agg(x, ',' order by x), '')) as digest from (
            select t::text as x from articles t
            union all select t::text from article_translations t
            union all select t::text from source_analyses t
            union all select t::text from contact_messages t
            union all select t::text from sources t
            union all select t::text from article_redirects t
          ) everything`,
    );
    return row!.digest;
  };

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    app = createTestApp(handle.db);
    for (let i = 1; i <= 3; i++) {
      await insertArticle(handle.db, {
        slug: `fuzz-story-${i}`,
        translations: [{ language: 'en' }, { language: 'ko' }],
      });
    }
    contract = await loadApiContract(app);
    operations = contract.operations();
  });
  afterAll(async () => handle?.close());

  it('lists the routes it drives', () => {
    expect(operations.length).toBeGreaterThan(20);
    expect(operations).toContainEqual({ method: 'POST', template: '/api/news' });
    expect(operations).toContainEqual({ method: 'DELETE', template: '/api/news/{article}' });
  });

  it(
    'never answers 5xx, answers only as the document says, keeps answering, and refused requests change nothing',
    { timeout: 240_000 },
    async () => {
      const answered = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(
          fc.nat(),
          fc.array(hostileString, { minLength: 3, maxLength: 3 }),
          fc.dictionary(
            fc.oneof(
              fc.constantFrom(
                'language',
                'limit',
                'offset',
                'search',
                'category',
                'date',
                'status',
                'page',
                'q',
              ),
              hostileString,
            ),
            hostileString,
            { maxKeys: 4 },
          ),
          fc.dictionary(
            fc.constantFrom(
              'accept',
              'accept-language',
              'accept-encoding',
              'x-forwarded-for',
              'x-forwarded-proto',
              'if-none-match',
              'range',
              'cookie',
              'x-request-id',
              'referer',
            ),
            hostileString,
            { maxKeys: 3 },
          ),
          fc.boolean(),
          fc.constantFrom(
            'application/json',
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data',
            '',
            'application/json; charset=utf-16',
          ),
          rawBody,
          async (pick, params, query, extraHeaders, asAdmin, contentType, body) => {
            const operation = operations[pick % operations.length]!;
            let i = 0;
            const path = operation.template.replace(/\{[^}]+\}/g, () =>
              encodeSegment(params[i++ % params.length]!),
            );
            const search = new URLSearchParams(query).toString();
            // Header values can carry any byte but CR, LF and NUL (HTTP refuses those before any server sees them).
            const headers: Record<string, string> = Object.fromEntries(
              Object.entries(extraHeaders).map(([name, value]) => [
                name,
                [...value].map((ch) => (/[\t\x20-\x7e\x80-\xff]/.test(ch) ? ch : '?')).join(''),
              ]),
            );
            headers.Origin = TEST_SITE_URL;
            if (asAdmin) headers.Authorization = adminAuthHeader();
            if (contentType) headers['Content-Type'] = contentType;
            const before = operation.method === 'GET' ? null : await digest();
            const res = await app.request(`${path}${search ? `?${search}` : ''}`, {
              method: operation.method,
              headers,
              ...(operation.method === 'GET' || operation.method === 'HEAD' ? {} : { body }),
            });
            const problems = await contract.check(operation.method, path, res, operation);
            answered.set(res.status, (answered.get(res.status) ?? 0) + 1);
            expect(res.status, `${operation.method} ${path}?${search} -> ${res.status}`).toBeLessThan(500);
            expect(problems, `${operation.method} ${path}?${search}`).toEqual([]);
            if (before !== null && res.status >= 400) {
              expect(
                await digest(),
                `${operation.method} ${path} refused with ${res.status} but changed data`,
              ).toBe(before);
            }
          },
        ),
        { numRuns: 1000, seed: 20261125 },
      );
      // The server still answers, and the fuzz reached past validation as well as being refused by it.
      expect((await app.request('/healthz')).status).toBe(200);
      expect([...answered.keys()].some((status) => status >= 200 && status < 300)).toBe(true);
      expect([...answered.keys()].some((status) => status === 400)).toBe(true);
    },
  );

  it('stores SQL-injection strings as plain text and finds them again', async () => {
    const title = `Robert'); DROP TABLE articles; -- "and" \\ ' OR '1'='1`;
    await insertArticle(handle.db, {
      slug: 'sql-injection-title',
      translations: [{ language: 'en', title }],
    });
    const res = await app.request(`/api/news?search=${encodeURIComponent('DROP TABLE articles; --')}`);
    expect(res.status).toBe(200);
    const found = (await res.json()) as Array<{ slug: string; translations: Array<{ title: string }> }>;
    expect(found.map((a) => a.slug)).toContain('sql-injection-title');
    expect(found.find((a) => a.slug === 'sql-injection-title')?.translations[0]?.title).toBe(title);
    expect((await app.request('/api/news/fuzz-story-1')).status).toBe(200);
  });
});
