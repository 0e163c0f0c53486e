import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
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
  source: text('source', { enum: ['upload', 'generated', 'publisher'] }).notNull(),
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
    variant: text('variant', { enum: ['small', 'medium', 'social', 'large'] }).notNull(),
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
    /** Why the model judged a story breaking; null for an editor's choice or the publishers' rule. */
    breakingReason: text('breaking_reason'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
    imageId: integer('image_id').references(() => images.id, { onDelete: 'set null' }),
    /**
     * The languages the article has a translation in, sorted; kept by a trigger on article_translations
     * (migration 0009) so that "readable in a language" is a condition on the row itself, which lets the
     * lists walk the published-date index instead of joining every translation.
     */
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('articles_slug_key').on(t.slug),
    // NULLS FIRST is what "ORDER BY published_at DESC" means: an index in any other order cannot give the
    // lists their newest rows (drizzle's default for desc() is NULLS LAST).
    index('articles_published_idx').on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('articles_category_published_idx').on(
      t.category,
      t.publishedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('articles_breaking_published_idx')
      .on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
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
    /**
     * How the text was made: `original` in the story's own language (a publisher's words summarised, by the
     * extractive summarizer or, with `model` set, by a model), `machine` translated by a model from
     * `sourceLanguage`, `edited` saved by an editor in the admin.
     */
    origin: text('origin', { enum: ['original', 'machine', 'edited'] })
      .notNull()
      .default('original'),
    /** The model and prompt version that wrote or translated the text, and when. */
    model: text('model'),
    promptVersion: text('prompt_version'),
    sourceLanguage: text('source_language'),
    machineAt: timestamp('machine_at', { withTimezone: true, mode: 'date' }),
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
    // Freshness: the newest story readable in a language, and a language's stories of the last days.
    index('article_translations_language_created_idx').on(t.language, t.createdAt),
    index('article_translations_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // Trigrams cannot narrow a one- or two-character term, and most Korean and Japanese words are that short:
    // the CJK characters and character pairs of the text, each prefixed with the text's language ("ko:경제";
    // tidings_cjk_grams, migration 0009), serve them. The prefix keeps the language inside this index: ANDed
    // with the language index instead, a bitmap over a million rows turns lossy and every row is re-read.
    index('article_translations_cjk_grams_idx').using(
      'gin',
      sql`tidings_cjk_grams(${t.language}, ${t.title} || ' ' || ${t.summary} || ' ' || ${t.content})`,
    ),
  ],
);

/**
 * How many articles each UTC day holds per category, for each language they can be read in: the archive
 * list. Kept by triggers on articles (migration 0009) rather than counted over the whole table per request.
 */
export const archiveDayCounts = pgTable(
  'archive_day_counts',
  {
    language: text('language').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.language, t.day, t.category] })],
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

/**
 * What a reader sent for the editors' inbox: a message through the contact form (`message`: name, email,
 * subject and text required), or an error reported from an article (`error-report`: the story, the sentence
 * the reader points at and what is wrong with it; name and email only if the reader gave them).
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['message', 'error-report'] })
      .notNull()
      .default('message'),
    name: text('name'),
    email: text('email'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    language: text('language'),
    /** The story an error report is about; null for a contact message, or once the story is deleted. */
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'set null' }),
    /** The sentence of the story the reader says is wrong, as the reader read it. */
    sentence: text('sentence'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('contact_messages_article_idx')
      .on(t.articleId)
      .where(sql`${t.articleId} is not null`),
  ],
);

/**
 * A correction an editor made to a published story: shown on the story as a dated line "Corrected: …" and
 * in the public list of corrections. `text` says what was wrong and what is right, in `language`; the
 * report it answers, when a reader's report led to it.
 */
export const corrections = pgTable(
  'corrections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    text: text('text').notNull(),
    reportId: integer('report_id').references(() => contactMessages.id, { onDelete: 'set null' }),
    correctedAt: timestamp('corrected_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('corrections_article_idx').on(t.articleId, t.correctedAt),
    index('corrections_corrected_idx').on(t.correctedAt.desc().nullsFirst()),
  ],
);

/**
 * The accuracy check of one written text (a story's original summary or a translation), each time one is
 * written: without a model, quotations word for word and numbers, dates and names found in the reports
 * (`rules`); with one, each sentence judged supported or not by the reports' passages (`model`). `outcome`
 * is what became of the text: published as checked, rewritten (a later check of the rewrite follows; an
 * editor's correction of a held text is such a rewrite), held for an editor (while they decide, and after
 * they discard it), or `overruled`: published by an editor over this failed check. `problems` names each
 * unsupported sentence and why. The public accuracy page counts sentences over these rows.
 */
export const textChecks = pgTable(
  'text_checks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    /** Which text: the story's own-language text or a translation of it. */
    textKind: text('text_kind', { enum: ['original', 'translation'] }).notNull(),
    method: text('method', { enum: ['rules', 'model'] }).notNull(),
    /** The model and judging prompt of a `model` check. */
    model: text('model'),
    promptVersion: text('prompt_version'),
    sentencesChecked: integer('sentences_checked').notNull(),
    sentencesSupported: integer('sentences_supported').notNull(),
    outcome: text('outcome', { enum: ['published', 'rewritten', 'held', 'overruled'] }).notNull(),
    problems: jsonb('problems').$type<Array<{ sentence: string; reason: string }>>().notNull().default([]),
    checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('text_checks_checked_idx').on(t.checkedAt, t.language),
    index('text_checks_article_idx').on(t.articleId, t.language),
  ],
);

/**
 * A text that failed its accuracy check twice (written, then rewritten once), kept back from readers for an
 * editor with the failing sentence: a story with no published text is in no list. The editor publishes it
 * (as it is or edited) or discards it.
 */
export const heldTexts = pgTable(
  'held_texts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    textKind: text('text_kind', { enum: ['original', 'translation'] }).notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull(),
    model: text('model'),
    promptVersion: text('prompt_version'),
    sourceLanguage: text('source_language'),
    checkId: integer('check_id').references(() => textChecks.id, { onDelete: 'set null' }),
    failingSentence: text('failing_sentence').notNull(),
    reason: text('reason').notNull(),
    heldAt: timestamp('held_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('held_texts_article_language_key').on(t.articleId, t.language)],
);

/**
 * A browser's subscription to breaking-news alerts by Web Push: its push service endpoint, its keys and the
 * language it reads, nothing else about the reader.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_language_idx').on(t.language, t.id),
  ],
);

/** The breaking-news alert sent for a story in one language: at most one per story and language. */
export const breakingAlerts = pgTable(
  'breaking_alerts',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    /** Subscriptions the alert was sent to, and those the push service accepted. */
    recipients: integer('recipients').notNull().default(0),
    delivered: integer('delivered').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.language] })],
);

/**
 * What the operator states about their own site (the About page's figures and claims, the contact page's
 * phone, address and hours, the social links), one row per setting; the environment may set them too.
 */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * The site's own health history: each minute a server process found itself serving and its database
 * answering. Uptime is the share of minutes recorded since the first one (a minute with no row was down).
 */
export const uptimeMinutes = pgTable('uptime_minutes', {
  minute: timestamp('minute', { withTimezone: true, mode: 'date' }).primaryKey(),
});

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

/** A publisher's feed the newsroom pipeline reads, with the state of its last fetch. */
export const sources = pgTable(
  'sources',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    feedUrl: text('feed_url').notNull(),
    siteUrl: text('site_url'),
    /** One of the 11 languages, or "detect" to tell each item's language from its text. */
    language: text('language').notNull(),
    country: varchar('country', { length: 2 }).notNull(),
    trustLevel: text('trust_level', { enum: ['high', 'medium', 'low'] })
      .notNull()
      .default('medium'),
    accessType: text('access_type', { enum: ['free', 'paywall', 'subscription'] })
      .notNull()
      .default('free'),
    /** The category a section feed is about ("technology" for a technology feed); null for a general feed. */
    section: text('section'),
    /**
     * Phrases the publisher repeats across its own items (its name, "Read more at …", section labels), learned
     * from its feed: they are cut from its texts and are never evidence that two reports tell one event.
     */
    repeatedPhrases: jsonb('repeated_phrases').$type<string[]>().notNull().default([]),
    /**
     * The share of the feed's items written in a personal voice (the writer's "I", a diary's exclamations), learned
     * from its feed, or 1 for a feed that calls itself a blog: a personal site's posts are not news, whatever
     * their topic. Null until the feed was read.
     */
    personalVoice: real('personal_voice'),
    enabled: boolean('enabled').notNull().default(true),
    /** Who added it: the shipped catalog, an editor, or a one-off `npm run ingest -- --feeds` pass. */
    origin: text('origin', { enum: ['catalog', 'editor', 'command-line'] })
      .notNull()
      .default('editor'),
    etag: text('etag'),
    lastModified: text('last_modified'),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true, mode: 'date' }),
    lastStatus: text('last_status', { enum: ['ok', 'not-modified', 'failed'] }),
    lastHttpStatus: integer('last_http_status'),
    lastError: text('last_error'),
    itemsSeen: integer('items_seen').notNull().default(0),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    /**
     * The source's own polling schedule: how often its feed is read, learned from its publishing history
     * (about 2 minutes to 4 hours), and when it is next due (null: due now). Failures push nextFetchAt out
     * (back-off); Retry-After and Cache-Control push it too.
     */
    pollIntervalSeconds: integer('poll_interval_seconds').notNull().default(900),
    nextFetchAt: timestamp('next_fetch_at', { withTimezone: true, mode: 'date' }),
    /** Health for the admin: the last fetch that gave a feed (200 or 304), and since when it keeps failing. */
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true, mode: 'date' }),
    failingSince: timestamp('failing_since', { withTimezone: true, mode: 'date' }),
    /** Why the source is disabled (days of failure, an editor): null while enabled or never said. */
    disabledReason: text('disabled_reason'),
    /** Fetches made, those answered 304 Not Modified, and those that failed, since the source was added. */
    fetchCount: integer('fetch_count').notNull().default(0),
    notModifiedCount: integer('not_modified_count').notNull().default(0),
    failureCount: integer('failure_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('sources_feed_url_key').on(t.feedUrl),
    index('sources_due_idx').on(t.enabled, t.nextFetchAt),
  ],
);

/**
 * Requests in flight per publisher host, shared by every process that fetches: a slot is held until it is
 * given back or expires (a killed worker's slot frees itself), so N workers stay within the per-host limit.
 */
export const hostSlots = pgTable(
  'host_slots',
  {
    host: text('host').notNull(),
    slot: integer('slot').notNull(),
    holder: text('holder').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.host, t.slot] })],
);

/**
 * One entry of a feed, known by its canonical URL, as it moves through the pipeline: new (page not read
 * yet), read (text and language known), clustered (part of a story), held (waiting: see heldReason), skipped
 * (too old, another language, nothing to say) or failed.
 */
export const feedItems = pgTable(
  'feed_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sourceId: integer('source_id')
      .notNull()
      .references(() => sources.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    guid: text('guid'),
    title: text('title').notNull(),
    feedText: text('feed_text').notNull(),
    /** The page's main text as plain text; null until read, or when the page gave nothing usable. */
    pageText: text('page_text'),
    imageUrl: text('image_url'),
    authors: jsonb('authors').$type<string[]>().notNull().default([]),
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    languageHint: text('language_hint'),
    language: text('language'),
    isPaywalled: boolean('is_paywalled').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
    state: text('state', { enum: ['new', 'read', 'clustered', 'held', 'skipped', 'failed'] })
      .notNull()
      .default('new'),
    /**
     * Why a read item is held back from publishing (state "held"): its only text is its title, it is not a
     * story (navigation, a listing, a byline, a house ad), it is not news (a personal blog's post), or it has no
     * date of its own. Editors may publish it anyway.
     */
    heldReason: text('held_reason', { enum: ['title-only', 'not-a-story', 'not-news', 'undated'] }),
    attempts: integer('attempts').notNull().default(0),
    /**
     * When the item became part of a published story (created_at is when it was first seen): its
     * item-to-story latency is the difference.
     */
    placedAt: timestamp('placed_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('feed_items_url_key').on(t.url),
    index('feed_items_state_idx').on(t.state, t.publishedAt),
    index('feed_items_article_idx').on(t.articleId),
    index('feed_items_source_idx').on(t.sourceId, t.publishedAt.desc().nullsFirst()),
    // Freshness (item-to-story latency over the last hours) and retention (items older than N days) read by it.
    index('feed_items_created_idx').on(t.createdAt),
    // Item-to-story latency of the items placed in the last hour or days (metrics, the admin's freshness).
    index('feed_items_placed_idx')
      .on(t.placedAt)
      .where(sql`${t.placedAt} is not null`),
  ],
);

/**
 * What story matching reads of an item (story-features.ts: its words, names, numbers and MinHash), worked out
 * once when clustering first places the item, so that comparing a later item with it never reads its text or
 * works its features out again. `features` is StoredFeatures (stories/stored-features.ts).
 */
export const itemFeatures = pgTable(
  'item_features',
  {
    itemId: integer('item_id')
      .primaryKey()
      .references(() => feedItems.id, { onDelete: 'cascade' }),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
    features: jsonb('features').notNull(),
  },
  // How many items a window holds: the N of inverse document frequencies.
  (t) => [index('item_features_published_idx').on(t.publishedAt)],
);

/**
 * The index clustering finds candidates through: one row per word and per name ("@name") of an item's stored
 * features. By key and time, it counts how many items of a window use a word (its document frequency) and
 * lists the items that share a rare one, without loading the window.
 */
export const storyKeys = pgTable(
  'story_keys',
  {
    key: text('key').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
    itemId: integer('item_id')
      .notNull()
      .references(() => feedItems.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.publishedAt, t.itemId] }),
    // An item's own keys, and the delete that follows its item's.
    index('story_keys_item_idx').on(t.itemId),
  ],
);

/**
 * Which clustering job places a language's items now, until when: two jobs of one language at once could
 * start two articles for two items of one story. A holder that died lets go when its time runs out.
 */
export const clusterLeases = pgTable('cluster_leases', {
  language: text('language').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * The stalls warned about, one per language at most: the newest story the language had when it was found stalled
 * (server/pipeline/freshness/detect-stalls.ts). Every process checks, the one whose row this is warns: once per
 * stall, however many workers run; the row goes when a newer story ends the stall.
 */
export const newsroomStalls = pgTable('newsroom_stalls', {
  language: text('language').primaryKey(),
  newestStoryAt: timestamp('newest_story_at', { withTimezone: true, mode: 'date' }).notNull(),
  warnedAt: timestamp('warned_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Every report a story is made of: which publisher told it, where, in which language, under which title. */
export const storySources = pgTable(
  'story_sources',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    feedItemId: integer('feed_item_id')
      .notNull()
      .references(() => feedItems.id, { onDelete: 'cascade' }),
    sourceId: integer('source_id').references(() => sources.id, { onDelete: 'set null' }),
    publisher: text('publisher').notNull(),
    url: text('url').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.feedItemId] }),
    uniqueIndex('story_sources_feed_item_key').on(t.feedItemId),
  ],
);

/** One pass of the pipeline over the sources, with what it found; the admin lists the last ones. */
export const ingestRuns = pgTable(
  'ingest_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    trigger: text('trigger', { enum: ['command-line', 'schedule', 'admin'] }).notNull(),
    status: text('status', { enum: ['running', 'finished', 'failed', 'interrupted'] })
      .notNull()
      .default('running'),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    feeds: integer('feeds').notNull().default(0),
    feedsFailed: integer('feeds_failed').notNull().default(0),
    feedsNotModified: integer('feeds_not_modified').notNull().default(0),
    itemsSeen: integer('items_seen').notNull().default(0),
    itemsNew: integer('items_new').notNull().default(0),
    itemsFailed: integer('items_failed').notNull().default(0),
    storiesNew: integer('stories_new').notNull().default(0),
    storiesMerged: integer('stories_merged').notNull().default(0),
    /** Stories the model wrote, translations it made, and model work parked (see parked_model_work). */
    storiesWritten: integer('stories_written').notNull().default(0),
    translationsNew: integer('translations_new').notNull().default(0),
    modelParked: integer('model_parked').notNull().default(0),
    /** HTTP requests made to the model for the pass, retries included, by every process that worked on it. */
    modelRequests: integer('model_requests').notNull().default(0),
    /** Jobs of a pass handed to the workers and not yet settled; the one that settles the last ends the pass. */
    jobsOpen: integer('jobs_open').notNull().default(0),
    error: text('error'),
  },
  (t) => [index('ingest_runs_started_idx').on(t.startedAt.desc().nullsFirst())],
);

/**
 * Model work given up on: a story the model could not write, or a translation that failed its checks twice,
 * with the reason. The admin lists them; a later success removes the row.
 */
export const parkedModelWork = pgTable(
  'parked_model_work',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    task: text('task', { enum: ['write', 'translate'] }).notNull(),
    /** The language written or translated into. */
    language: text('language').notNull(),
    reason: text('reason').notNull(),
    parkedAt: timestamp('parked_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('parked_model_work_key').on(t.articleId, t.task, t.language)],
);

/**
 * The addresses of stories merged into another (the same event told in another language): readers and
 * search engines that kept the old address are sent on to the article that now tells the story.
 */
export const articleRedirects = pgTable('article_redirects', {
  slug: text('slug').primaryKey(),
  articleId: integer('article_id')
    .notNull()
    .references(() => articles.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
