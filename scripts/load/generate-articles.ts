import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { articles, articleTranslations } from '#server/db/schema.ts';
import { queryRows } from '#server/db/query-rows.ts';
import { StartupError } from '#server/exit-on-startup-error.ts';
import { CATEGORIES } from '#common/categories.ts';
import { LANGUAGES, type Language } from '#common/languages.ts';
import { SEARCH_TERMS, VOCABULARY } from './vocabulary.ts';

/** Articles written per transaction: 500 articles are 5,500 translations, within node-postgres' 65,535 parameters. */
const BATCH = 500;
/** One article in this many carries the benchmark's search terms. */
const TERM_EVERY = 100;
const DAY_MS = 86_400_000;

/** A small seeded generator (mulberry32): the same database for the same seed, run after run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sentence(language: Language, words: number, next: () => number, term?: string): string {
  const { words: pool, spaced, end } = VOCABULARY[language];
  const picked = Array.from({ length: words }, () => pool[Math.floor(next() * pool.length)]!);
  if (term) picked[Math.floor(next() * picked.length)] = term;
  const text = picked.join(spaced ? ' ' : '');
  // Scripts without case (Hangul, Kana, Devanagari) come back unchanged.
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1) + end;
}

function paragraph(language: Language, sentences: number, next: () => number, term?: string): string {
  return Array.from({ length: sentences }, (_, i) =>
    sentence(language, 12 + Math.floor(next() * 10), next, i === 1 ? term : undefined),
  ).join(VOCABULARY[language].spaced ? ' ' : '');
}

export interface GeneratedLoad {
  articles: number;
  translations: number;
  seconds: number;
}

/**
 * Fills an empty database with `count` articles, each in all 11 languages, over the past `days` days (newest
 * first in id order, as the newsroom writes them): titles of 8 to 14 words, summaries of two or three
 * sentences and bodies of four to six, as Tidings' short summaries are. Refuses a database that has articles.
 */
export async function generateArticles(
  db: Database,
  count: number,
  options: { days?: number; seed?: number; onProgress?: (done: number) => void } = {},
): Promise<GeneratedLoad> {
  const [existing] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${articles}`);
  if ((existing?.n ?? 0) > 0) {
    throw new StartupError(
      `The database already has ${existing!.n} articles: db:generate-load fills an empty one. Point DATABASE_URL or DATA_DIR at a new database.`,
    );
  }
  const started = performance.now();
  const next = seededRandom(options.seed ?? 11);
  const days = options.days ?? 365;
  const newest = Date.now();
  let translations = 0;
  for (let from = 0; from < count; from += BATCH) {
    const size = Math.min(BATCH, count - from);
    await db.transaction(async (tx) => {
      const rows = Array.from({ length: size }, (_, i) => {
        const n = from + i;
        return {
          slug: `load-${n}`,
          category: CATEGORIES[n % CATEGORIES.length]!,
          country: 'US',
          readingTime: 2 + (n % 3),
          // Spread over the period, newest last inserted: the order articles arrive in.
          publishedAt: new Date(newest - ((count - n) / count) * days * DAY_MS),
        };
      });
      const inserted = await tx.insert(articles).values(rows).returning({ id: articles.id });
      const texts = inserted.flatMap(({ id }, i) => {
        const carriesTerms = (from + i) % TERM_EVERY === 0;
        return LANGUAGES.map((language) => {
          const terms = carriesTerms ? (SEARCH_TERMS[language] ?? []) : [];
          return {
            articleId: id,
            language,
            title: sentence(language, 8 + Math.floor(next() * 7), next, terms[0]).slice(0, -1),
            summary: paragraph(language, 2 + Math.floor(next() * 2), next, terms[1]),
            content: [
              paragraph(language, 3, next, terms[0]),
              paragraph(language, 2 + Math.floor(next() * 2), next),
            ].join('\n\n'),
          };
        });
      });
      await tx.insert(articleTranslations).values(texts);
      translations += texts.length;
    });
    options.onProgress?.(from + size);
  }
  return { articles: count, translations, seconds: (performance.now() - started) / 1000 };
}
