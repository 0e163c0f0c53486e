import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** An uploaded or generated picture; its bytes live in image_variants. Rows never change: a new picture is a new row. */
export const images = pgTable('images', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** sha256 of the decoded source, to recognise the same upload. */
  sha256: text('sha256').notNull(),
  source: text('source', { enum: ['upload', 'generated'] }).notNull(),
  sourceFormat: text('source_format').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** When AVIF copies were tried (kept only where they pay); null until then. */
  avifCheckedAt: timestamp('avif_checked_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** One encoded size of an image (small card thumbnail, social card, large). */
export const imageVariants = pgTable(
  'image_variants',
  {
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    variant: text('variant', { enum: ['small', 'social', 'large'] }).notNull(),
    format: text('format', { enum: ['webp', 'avif', 'jpeg', 'png'] }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.variant, t.format] })],
);

/** A news story; its texts live in article_translations, one row per language. */
export const articles = pgTable(
  'articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    category: text('category').notNull(),
    country: varchar('country', { length: 2 }).notNull(),
    originalUrl: text('original_url'),
    originalLanguage: text('original_language').notNull().default('en'),
    readingTime: integer('reading_time').notNull(),
    isBreaking: boolean('is_breaking').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
    imageId: integer('image_id').references(() => images.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('articles_slug_key').on(t.slug),
    index('articles_published_idx').on(t.publishedAt.desc(), t.id.desc()),
    index('articles_category_published_idx').on(t.category, t.publishedAt.desc(), t.id.desc()),
    index('articles_breaking_published_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.isBreaking}`),
    index('articles_published_day_idx').using(
      'btree',
      sql`((${t.publishedAt} AT TIME ZONE 'UTC')::date)`,
      t.category,
    ),
  ],
);

/** One language version of an article. */
export const articleTranslations = pgTable(
  'article_translations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull(),
    authorName: text('author_name'),
    authorAvatarUrl: text('author_avatar_url'),
    authorCredentials: text('author_credentials'),
    /** Lower-cased title, summary and content: what search matches, through a trigram index. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): ReturnType<typeof sql> =>
          sql`lower(${articleTranslations.title} || ' ' || ${articleTranslations.summary} || ' ' || ${articleTranslations.content})`,
      ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('article_translations_article_language_key').on(t.articleId, t.language),
    index('article_translations_language_idx').on(t.language, t.articleId),
    index('article_translations_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** Where a story first appeared and how far it can be trusted. One per article at most. */
export const sourceAnalyses = pgTable('source_analyses', {
  articleId: integer('article_id')
    .primaryKey()
    .references(() => articles.id, { onDelete: 'cascade' }),
  trustLevel: text('trust_level', { enum: ['high', 'medium', 'low'] }).notNull(),
  accessType: text('access_type', { enum: ['free', 'paywall', 'subscription'] }).notNull(),
  icon: text('icon'),
  label: text('label'),
  description: text('description'),
  organizationName: text('organization_name'),
  buttonText: text('button_text'),
});

/** A message a reader sent through the contact form, kept for the editors' inbox. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    language: text('language'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt.desc())],
);

/** Page views counted per path, language and UTC day: no cookies, no address, no identifier. */
export const pageViews = pgTable(
  'page_views',
  {
    path: text('path').notNull(),
    language: text('language').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.path, t.language, t.day] }), index('page_views_day_idx').on(t.day)],
);
