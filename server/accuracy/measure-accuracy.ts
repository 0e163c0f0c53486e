import { and, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { storySources, textChecks } from '../db/schema.ts';
import type { AccuracyCount, AccuracyFigures } from '#common/contracts/accuracy.ts';
import { LANGUAGES } from '#common/languages.ts';

const DAY = 86_400_000;

interface Totals {
  sentencesChecked: number;
  sentencesSupported: number;
  textsChecked: number;
  textsHeld: number;
}

function toCount(totals: Totals): AccuracyCount {
  return {
    ...totals,
    share: totals.sentencesChecked === 0 ? null : totals.sentencesSupported / totals.sentencesChecked,
  };
}

/** The site's languages first, in their usual order, then any other code a check was stored with. */
function languageOrder(language: string): number {
  const index = (LANGUAGES as readonly string[]).indexOf(language);
  return index === -1 ? LANGUAGES.length : index;
}

/**
 * The measured accuracy of the texts the site wrote over the last `days` days, from the stored accuracy checks.
 *
 * Every check counts, whatever became of its text: a draft that failed and was rewritten counts with its
 * unsupported sentences, and so does its rewrite; a text held for an editor counts too. The figure therefore
 * measures what the writer produced, not only what readers were shown (the accuracy page says so).
 * A text is one check row (a story's text in one language, once per writing); `textsHeld` are the checks whose
 * text was kept back for an editor and has not reached readers (the editor has not decided, or discarded it).
 * A text an editor published over its failed check is `overruled`: not held, and its unsupported sentences
 * count as unsupported; an editor's correction of a held text counts with the rules' check of it.
 */
export async function measureAccuracy(db: Database, now = new Date(), days = 30): Promise<AccuracyFigures> {
  const since = new Date(now.getTime() - days * DAY);
  const rows = await db
    .select({
      language: textChecks.language,
      method: textChecks.method,
      sentencesChecked: sql<string>`coalesce(sum(${textChecks.sentencesChecked}), 0)`,
      sentencesSupported: sql<string>`coalesce(sum(${textChecks.sentencesSupported}), 0)`,
      textsChecked: sql<string>`count(*)`,
      textsHeld: sql<string>`count(*) filter (where ${textChecks.outcome} = 'held')`,
      withoutReports: sql<string>`count(*) filter (where not exists (select 1 from ${storySources} where ${storySources.articleId} = ${textChecks.articleId}))`,
    })
    .from(textChecks)
    .where(and(gt(textChecks.checkedAt, since), lte(textChecks.checkedAt, now)))
    .groupBy(textChecks.language, textChecks.method);

  const empty = (): Totals => ({ sentencesChecked: 0, sentencesSupported: 0, textsChecked: 0, textsHeld: 0 });
  const overall = empty();
  const perLanguage = new Map<string, Totals>();
  const byMethod = { rules: 0, model: 0 };
  let textsCheckedWithoutReports = 0;
  for (const row of rows) {
    textsCheckedWithoutReports += Number(row.withoutReports);
    const add: Totals = {
      sentencesChecked: Number(row.sentencesChecked),
      sentencesSupported: Number(row.sentencesSupported),
      textsChecked: Number(row.textsChecked),
      textsHeld: Number(row.textsHeld),
    };
    const language = perLanguage.get(row.language) ?? empty();
    for (const key of Object.keys(add) as Array<keyof Totals>) {
      overall[key] += add[key];
      language[key] += add[key];
    }
    perLanguage.set(row.language, language);
    byMethod[row.method] += add.sentencesChecked;
  }

  return {
    ...toCount(overall),
    days,
    perLanguage: [...perLanguage.entries()]
      .sort(([a], [b]) => languageOrder(a) - languageOrder(b) || a.localeCompare(b))
      .map(([language, totals]) => ({ language, ...toCount(totals) })),
    byMethod,
    textsCheckedWithoutReports,
  };
}
