import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { articles, articleTranslations, pageViews } from '../db/schema.ts';
import type { ReadershipReport } from '#common/contracts/readership.ts';
import { isLanguage, type Language } from '#common/languages.ts';

const TOP_PAGES = 20;
const DAY_MS = 86_400_000;
const ARTICLE_PATH = /^\/([a-z]{2})\/news\/([a-z0-9-]+)$/;

/** Views of the last `days` UTC days up to `now`: per day, per language, and the most read pages. */
export async function readershipReport(
  db: Database,
  days: number,
  now = new Date(),
): Promise<ReadershipReport> {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(Date.parse(to) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  const inPeriod = and(gte(pageViews.day, from), lte(pageViews.day, to));
  const views = sql<number>`cast(sum(${pageViews.views}) as integer)`;

  const [perDay, perLanguage, topPages] = await Promise.all([
    db.select({ day: pageViews.day, views }).from(pageViews).where(inPeriod).groupBy(pageViews.day),
    db
      .select({ language: pageViews.language, views })
      .from(pageViews)
      .where(inPeriod)
      .groupBy(pageViews.language)
      .orderBy(desc(views), pageViews.language),
    db
      .select({ path: pageViews.path, views })
      .from(pageViews)
      .where(inPeriod)
      .groupBy(pageViews.path)
      .orderBy(desc(views), pageViews.path)
      .limit(TOP_PAGES),
  ]);

  const viewsByDay = new Map(perDay.map((row) => [row.day, Number(row.views)]));
  const titles = await articleTitles(
    db,
    topPages.map((row) => row.path),
  );
  return {
    from,
    to,
    totalViews: perDay.reduce((sum, row) => sum + Number(row.views), 0),
    days: Array.from({ length: days }, (_, i) => {
      const day = new Date(Date.parse(from) + i * DAY_MS).toISOString().slice(0, 10);
      return { day, views: viewsByDay.get(day) ?? 0 };
    }),
    languages: perLanguage
      .filter((row): row is { language: Language; views: number } => isLanguage(row.language))
      .map((row) => ({ language: row.language, views: Number(row.views) })),
    topPages: topPages.map((row) => ({
      path: row.path,
      views: Number(row.views),
      title: titles.get(row.path) ?? null,
    })),
  };
}

/** The headline of each article page among `paths`, in the page's language, else in English. */
async function articleTitles(db: Database, paths: string[]): Promise<Map<string, string>> {
  const articlePaths = paths.flatMap((path) => {
    const match = ARTICLE_PATH.exec(path);
    return match ? [{ path, language: match[1] as string, slug: match[2] as string }] : [];
  });
  if (articlePaths.length === 0) return new Map();
  const rows = await db
    .select({ slug: articles.slug, language: articleTranslations.language, title: articleTranslations.title })
    .from(articles)
    .innerJoin(articleTranslations, eq(articleTranslations.articleId, articles.id))
    .where(inArray(articles.slug, [...new Set(articlePaths.map((p) => p.slug))]));
  const title = (slug: string, language: string) =>
    rows.find((row) => row.slug === slug && row.language === language)?.title;
  const found = new Map<string, string>();
  for (const page of articlePaths) {
    const headline = title(page.slug, page.language) ?? title(page.slug, 'en');
    if (headline) found.set(page.path, headline);
  }
  return found;
}
