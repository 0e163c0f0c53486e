import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { queryRows } from '../query-rows.ts';
import { articles, images, textChecks } from '../schema.ts';
import { createArticle } from '../../news/create-article.ts';
import { loadDemoEdition, type DemoArticle } from './load-demo-edition.ts';
import { DEMO_SITE_SETTINGS } from './demo-site-settings.ts';
import { readStoredSettings, saveSiteSettings } from '../../settings/site-settings.ts';

export interface SeedResult {
  inserted: number;
  skipped: number;
}

const HOUR = 60 * 60 * 1000;

/**
 * Loads the demo edition, dating each article `hoursAgo` before `now`, and its site settings when none are
 * stored. Idempotent: an article whose slug exists is left alone. With `reset`, every article and image is deleted first (fresh dates).
 *
 * Each demo text is published checked, as the pipeline publishes a text: the accuracy rules (no model) check it
 * against the story's own full text, the demo having no publisher reports (check-demo-edition.ts), and the
 * check is stored in text_checks dated `now`. The demo edition's test keeps every demo text passing, so none is
 * published that the pipeline would have held.
 */
export async function seedDatabase(
  db: Database,
  options: { now?: Date; reset?: boolean; edition?: DemoArticle[] } = {},
): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const edition = options.edition ?? loadDemoEdition();
  if (options.reset) {
    await db.transaction(async (tx) => {
      await tx.delete(articles);
      await tx.delete(images);
    });
  }
  const existing = await db
    .select({ slug: articles.slug })
    .from(articles)
    .where(
      inArray(
        articles.slug,
        edition.map((e) => e.article.slug),
      ),
    );
  const taken = new Set(existing.map((r) => r.slug));
  let inserted = 0;
  // The accuracy rules (and their language detector, some 27 MB) load only when the demo edition is loaded,
  // not with every server that checks whether its database is empty (server/startup-imports.test.ts).
  const { checkDemoArticle } = await import('./check-demo-edition.ts');
  const { unsupportedSentences } = await import('../../pipeline/accuracy/check-with-rewrite.ts');
  const newestHoursAgo = Math.min(...edition.map((e) => e.article.hoursAgo));
  for (const { folder, article, translations } of edition) {
    if (taken.has(article.slug)) continue;
    const { hoursAgo, languages: _languages, ...fields } = article;
    const checked = await checkDemoArticle({ folder, article, translations });
    const created = await createArticle(db, {
      ...fields,
      publishedAt:
        hoursAgo === newestHoursAgo ? newestDate(now, hoursAgo) : new Date(now.getTime() - hoursAgo * HOUR),
      translations,
    });
    await db.insert(textChecks).values(
      checked.map(({ language, textKind, verdict }) => ({
        articleId: created.id,
        language,
        textKind,
        method: verdict.method,
        sentencesChecked: verdict.sentences.length,
        sentencesSupported: verdict.sentences.filter((s) => s.supported).length,
        outcome: 'published' as const,
        problems: unsupportedSentences(verdict),
        checkedAt: now,
      })),
    );
    inserted++;
  }
  // The demo's About and contact facts, on a site that has stated none yet (never over an operator's own).
  if (Object.keys(await readStoredSettings(db)).length === 0) await saveSiteSettings(db, DEMO_SITE_SETTINGS);
  return { inserted, skipped: edition.length - inserted };
}

/**
 * The newest story is dated today (UTC) even just after midnight, so the edition always ends today: it keeps its
 * age when today is long enough, and is moved to halfway between midnight and now otherwise.
 */
function newestDate(now: Date, hoursAgo: number): Date {
  const sinceMidnight = now.getTime() - Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(now.getTime() - Math.min(hoursAgo * HOUR, sinceMidnight / 2));
}

/** Tells whether the database has no article yet (first start). */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ empty: boolean }>(
    db,
    sql`select not exists (select 1 from articles) as empty`,
  );
  return Boolean(row?.empty);
}
