import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { articles, articleTranslations, feedItems, sources, storySources } from '#server/db/schema.ts';
import type { Language } from '#common/languages.ts';

/**
 * A newsroom's records written as the pipeline leaves them, at chosen times: the freshness and retention
 * tests build their history with it (no pass runs; the clock is the times given).
 */
export class NewsroomFixture {
  private counter = 0;
  private sourceId: number | null = null;

  constructor(
    private readonly db: Database,
    readonly now: Date,
  ) {}

  /** A time `minutes` before now. */
  ago(minutes: number): Date {
    return new Date(this.now.getTime() - minutes * 60_000);
  }

  private async source(): Promise<number> {
    if (this.sourceId === null) {
      const [row] = await this.db
        .insert(sources)
        .values({ name: 'Fixture Wire', feedUrl: 'https://wire.example/feed', language: 'en', country: 'US' })
        .returning({ id: sources.id });
      this.sourceId = row!.id;
    }
    return this.sourceId;
  }

  /** A story created at `createdAt`, readable in each language from the time given. */
  async story(
    createdAt: Date,
    texts: Partial<Record<Language, Date>>,
    original: Language = 'en',
  ): Promise<number> {
    this.counter++;
    const [row] = await this.db
      .insert(articles)
      .values({
        slug: `story-${this.counter}`,
        category: 'world',
        country: 'US',
        originalLanguage: original,
        readingTime: 2,
        publishedAt: createdAt,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: articles.id });
    for (const [language, at] of Object.entries(texts)) {
      await this.db.insert(articleTranslations).values({
        articleId: row!.id,
        language,
        title: `Story ${this.counter} ${language}`,
        summary: 'Summary.',
        content: 'Content.',
        origin: language === original ? 'original' : 'machine',
        createdAt: at,
        updatedAt: at,
      });
    }
    return row!.id;
  }

  /** English stories, one every `minutes` from `first` to `last`, each readable as soon as it was made. */
  async storiesEvery(minutes: number, first: Date, last: Date): Promise<void> {
    await this.db.execute(sql`
      with made as (
        insert into articles (slug, category, country, reading_time, published_at, created_at)
        select 'every-' || extract(epoch from t)::bigint, 'world', 'US', 1, t, t
        from generate_series(${first.toISOString()}::timestamptz, ${last.toISOString()}::timestamptz,
          make_interval(mins => ${minutes})) as t
        returning id, created_at)
      insert into article_translations (article_id, language, title, summary, content, created_at)
      select id, 'en', 'A story', 's', 'c', created_at from made`);
  }

  /**
   * A feed item first seen at `seenAt`; with `story`, placed in it at `placedAt` and listed among its
   * sources, as save-story.ts leaves it.
   */
  async item(fields: {
    seenAt: Date;
    language?: Language;
    state?: 'new' | 'read' | 'clustered' | 'held' | 'skipped' | 'failed';
    story?: number;
    placedAt?: Date;
  }): Promise<number> {
    this.counter++;
    const sourceId = await this.source();
    const url = `https://wire.example/item-${this.counter}`;
    const [row] = await this.db
      .insert(feedItems)
      .values({
        sourceId,
        url,
        title: `Item ${this.counter}`,
        feedText: 'What the feed said about it.',
        pageText: 'What the page said about it, at length.',
        language: fields.language ?? 'en',
        publishedAt: fields.seenAt,
        state: fields.state ?? (fields.story ? 'clustered' : 'read'),
        articleId: fields.story ?? null,
        placedAt: fields.placedAt ?? null,
        createdAt: fields.seenAt,
        updatedAt: fields.placedAt ?? fields.seenAt,
      })
      .returning({ id: feedItems.id });
    if (fields.story) {
      await this.db.insert(storySources).values({
        articleId: fields.story,
        feedItemId: row!.id,
        sourceId,
        publisher: 'Fixture Wire',
        url,
        language: fields.language ?? 'en',
        title: `Item ${this.counter}`,
        publishedAt: fields.seenAt,
      });
    }
    return row!.id;
  }
}
