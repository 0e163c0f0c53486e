import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { feedItems, sources } from '../db/schema.ts';
import { cleanReportText } from './clean/clean-report-text.ts';
import { PERSONAL_VOICE_LIMIT } from './clean/personal-voice.ts';
import type { ComposableReport } from './publish/compose-story.ts';

/** Characters of a report's text read to compose a story: its summary, body and reading time. */
export const TEXT_READ = 8000;

/** An item's text: its page's when the page was read, else the feed's. */
export const itemText = sql<string>`coalesce(${feedItems.pageText}, ${feedItems.feedText})`;

/** The columns of an item and its source that placing it in a story and composing the story read. */
export const reportColumns = {
  item: {
    id: feedItems.id,
    sourceId: feedItems.sourceId,
    url: feedItems.url,
    title: feedItems.title,
    language: feedItems.language,
    publishedAt: feedItems.publishedAt,
    articleId: feedItems.articleId,
    state: feedItems.state,
    heldReason: feedItems.heldReason,
    categories: feedItems.categories,
    isPaywalled: feedItems.isPaywalled,
    imageUrl: feedItems.imageUrl,
    textLength: sql<number>`length(${itemText})`.mapWith(Number),
  },
  source: {
    name: sources.name,
    country: sources.country,
    trustLevel: sources.trustLevel,
    accessType: sources.accessType,
    section: sources.section,
    repeatedPhrases: sources.repeatedPhrases,
    personalVoice: sources.personalVoice,
  },
};

/** Items with their sources, as placing them in stories and composing the stories reads them. */
export function selectReportRows(db: Database, where: SQL | undefined) {
  return db
    .select(reportColumns)
    .from(feedItems)
    .innerJoin(sources, eq(sources.id, feedItems.sourceId))
    .where(where)
    .orderBy(feedItems.publishedAt, feedItems.url);
}

/** An item and its source, as selectReportRows reads them. */
export type ReportRow = Awaited<ReturnType<typeof selectReportRows>>[number];

/** A report of a row and its raw text: the text cleaned of what its publisher wraps every item in. */
export function toComposableReport(row: ReportRow, rawText: string): ComposableReport {
  const language = row.item.language ?? 'en';
  return {
    itemId: row.item.id,
    sourceId: row.item.sourceId,
    publisher: row.source.name,
    url: row.item.url,
    language,
    title: row.item.title,
    publishedAt: row.item.publishedAt,
    text: cleanReportText({
      title: row.item.title,
      text: rawText,
      language,
      repeatedPhrases: row.source.repeatedPhrases,
    }),
    textLength: row.item.textLength,
    categories: row.item.categories,
    isPaywalled: row.item.isPaywalled,
    imageUrl: row.item.imageUrl,
    source: {
      name: row.source.name,
      country: row.source.country,
      trustLevel: row.source.trustLevel,
      accessType: row.source.accessType,
      section: row.source.section,
      isPersonal: (row.source.personalVoice ?? 0) >= PERSONAL_VOICE_LIMIT,
    },
  };
}

/** The opening `characters` of each item's text, by item id: read for a few rows at a time, never a batch. */
export async function readItemTexts(
  db: Database,
  rows: ReportRow[],
  characters: number,
): Promise<Map<number, string>> {
  if (rows.length === 0) return new Map();
  const texts = await db
    .select({ id: feedItems.id, text: sql<string>`left(${itemText}, ${characters})` })
    .from(feedItems)
    .where(
      inArray(
        feedItems.id,
        rows.map((r) => r.item.id),
      ),
    );
  return new Map(texts.map((t) => [t.id, t.text]));
}

/**
 * The reports of one story, ready to compose: its rows with their texts read (the opening TEXT_READ
 * characters of each) and cleaned. Read per story, so that a batch never holds thousands of whole texts.
 */
export async function loadStoryReports(db: Database, rows: ReportRow[]): Promise<ComposableReport[]> {
  const textOf = await readItemTexts(db, rows, TEXT_READ);
  return rows.map((row) => toComposableReport(row, textOf.get(row.item.id) ?? ''));
}
