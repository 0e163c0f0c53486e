import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { articles, parkedModelWork } from '../db/schema.ts';
import { isLanguage, LANGUAGES, type Language } from '#common/languages.ts';
import type {
  IncompleteTranslation,
  ParkedWork,
  TranslationSummary,
} from '#common/contracts/translations.ts';

interface Coverage {
  articleId: number;
  slug: string;
  /** The English title, else the one in the article's own language, else any (the slug when none). */
  title: string;
  titleLanguage: Language;
  languages: Language[];
}

/** Every article with the supported languages it has and its title, newest first. */
async function readCoverage(db: Database): Promise<Coverage[]> {
  const rows = await queryRows<{
    id: number;
    slug: string;
    original_language: string;
    languages: string[] | null;
    titles: Array<[string, string]> | null;
  }>(
    db,
    sql`
    select a.id, a.slug, a.original_language, array_remove(array_agg(t.language), null) as languages,
      (array_agg(json_build_array(t.language, t.title)
        order by t.language = 'en' desc, t.language = a.original_language desc, t.language)
        filter (where t.language is not null)) as titles
    from articles a left join article_translations t on t.article_id = a.id
    group by a.id
    order by a.published_at desc, a.id desc`,
  );
  return rows.map((r) => {
    const [language, title] = r.titles?.[0] ?? [r.original_language, r.slug];
    return {
      articleId: Number(r.id),
      slug: r.slug,
      title,
      titleLanguage: isLanguage(language) ? language : 'en',
      languages: LANGUAGES.filter((l) => (r.languages ?? []).includes(l)),
    };
  });
}

/** Counts for the dashboard: fully translated (all 11), English only, partially (the rest); they add up. */
export async function getTranslationSummary(db: Database): Promise<TranslationSummary> {
  const coverage = await readCoverage(db);
  const languageStats = Object.fromEntries(LANGUAGES.map((l) => [l, 0])) as Record<Language, number>;
  let fullyTranslated = 0;
  let englishOnly = 0;
  let singleLanguage = 0;
  for (const c of coverage) {
    for (const l of c.languages) languageStats[l]++;
    if (c.languages.length === LANGUAGES.length) fullyTranslated++;
    else if (c.languages.length === 1 && c.languages[0] === 'en') englishOnly++;
    else if (c.languages.length === 1) singleLanguage++;
  }
  return {
    totalArticles: coverage.length,
    fullyTranslated,
    partiallyTranslated: coverage.length - fullyTranslated - englishOnly,
    englishOnly,
    singleLanguage,
    languageStats,
  };
}

/** Articles missing at least one language, least complete first (newest first among equals). */
export async function listIncompleteTranslations(db: Database): Promise<IncompleteTranslation[]> {
  const coverage = await readCoverage(db);
  return coverage
    .filter((c) => c.languages.length < LANGUAGES.length)
    .map((c) => ({
      articleId: c.articleId,
      slug: c.slug,
      title: c.title,
      language: c.titleLanguage,
      completionRate: Math.round((c.languages.length / LANGUAGES.length) * 100),
      completedLanguages: c.languages,
      missingLanguages: LANGUAGES.filter((l) => !c.languages.includes(l)),
    }))
    .sort((a, b) => a.completionRate - b.completionRate); // stable: keeps newest first within a rate
}

/** Model work given up on, newest first, with the article's slug (at most 200). */
export async function listParkedWork(db: Database): Promise<ParkedWork[]> {
  const rows = await db
    .select({
      articleId: parkedModelWork.articleId,
      slug: articles.slug,
      task: parkedModelWork.task,
      language: parkedModelWork.language,
      reason: parkedModelWork.reason,
      parkedAt: parkedModelWork.parkedAt,
    })
    .from(parkedModelWork)
    .innerJoin(articles, eq(articles.id, parkedModelWork.articleId))
    .orderBy(desc(parkedModelWork.parkedAt))
    .limit(200);
  return rows.flatMap((r) =>
    isLanguage(r.language) ? [{ ...r, language: r.language, parkedAt: r.parkedAt.toISOString() }] : [],
  );
}
