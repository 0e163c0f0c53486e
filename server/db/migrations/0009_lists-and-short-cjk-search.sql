-- Lists and short Korean and Japanese searches at scale (docs/benchmarks.md, "Search and lists at scale").
--
-- 1. articles.languages: the languages an article has, kept by triggers on article_translations, so "readable
--    in a language" (in it or in English) is a test on the article row and the lists can walk the
--    published-date index and stop after a page, instead of joining every translation of the language.
-- 2. archive_day_counts: articles per UTC day and category for each language they can be read in (and under
--    'all' for every article), kept by triggers on articles, so the archive list reads a few hundred rows
--    instead of counting the whole table per request. Counts move by deltas under row locks, so concurrent
--    writers never lose one another's counts; a count that falls to zero stays as a zero row.
-- 3. tidings_cjk_grams: the distinct CJK characters and character pairs of a text, with its language, GIN-indexed,
--    for the one- and two-character terms that trigrams cannot narrow (most Korean and Japanese words).

CREATE TABLE "archive_day_counts" (
	"language" text NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "archive_day_counts_language_day_category_pk" PRIMARY KEY("language","day","category")
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint

-- The site's languages, as common/languages.ts lists them (a test keeps the two equal).
CREATE OR REPLACE FUNCTION tidings_site_languages() RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ARRAY['en', 'ko', 'ja', 'es', 'de', 'fr', 'id', 'hi', 'vi', 'pt', 'tr']::text[]
$$;
--> statement-breakpoint

-- The distinct CJK characters and character pairs of a text, each prefixed with the text's language ("ko:경제"):
-- Hiragana, Katakana, CJK ideographs (extension A, unified, compatibility), Hangul syllables, half-width Katakana.
-- Pairs never span a character of another script (a space, a digit, a Latin letter).
-- COST tells the planner that computing it for a row is dear (half a millisecond on a server, more embedded), so
-- that it reads the index rather than computing it row by row, even on a small table.
CREATE OR REPLACE FUNCTION tidings_cjk_grams(language text, body text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE COST 10000 AS $$
  SELECT coalesce(array_agg(DISTINCT language || ':' || gram), '{}'::text[])
  FROM regexp_split_to_table(body, '[^぀-ヿ㐀-䶿一-鿿가-힯豈-﫿ｦ-ﾟ]+') AS run
  CROSS JOIN LATERAL generate_series(1, length(run)) AS position
  CROSS JOIN LATERAL (VALUES (substr(run, position, 1)), (substr(run, position, 2))) AS grams(gram)
  WHERE run <> ''
$$;
--> statement-breakpoint
CREATE INDEX "article_translations_cjk_grams_idx" ON "article_translations" USING gin (tidings_cjk_grams("language", "title" || ' ' || "summary" || ' ' || "content"));
--> statement-breakpoint

-- Backfill before the triggers exist, without a change notification per article (no cached answer changes).
ALTER TABLE articles DISABLE TRIGGER articles_notify_change;
--> statement-breakpoint
UPDATE articles AS a SET languages = coalesce(
  (SELECT array_agg(t.language ORDER BY t.language) FROM article_translations AS t WHERE t.article_id = a.id),
  '{}'::text[]);
--> statement-breakpoint
ALTER TABLE articles ENABLE TRIGGER articles_notify_change;
--> statement-breakpoint
INSERT INTO archive_day_counts (language, day, category, count)
SELECT l.language, (a.published_at AT TIME ZONE 'UTC')::date, a.category, count(*)::int
FROM articles AS a CROSS JOIN unnest(tidings_site_languages() || 'all'::text) AS l(language)
WHERE l.language = 'all' OR a.languages && ARRAY[l.language, 'en']
GROUP BY 1, 2, 3;
--> statement-breakpoint

-- Array updates read the row's current languages (PostgreSQL re-reads a row a concurrent writer changed before
-- applying the SET), so two transactions adding languages to one article keep both.
CREATE OR REPLACE FUNCTION tidings_track_article_languages() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  removed_articles integer[];
  removed_languages text[];
  added_articles integer[];
  added_languages text[];
BEGIN
  -- A transition table exists only for the events that have it, so each event reads its own.
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(o.article_id), array_agg(o.language) INTO removed_articles, removed_languages FROM old_rows AS o;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.article_id), array_agg(n.language) INTO added_articles, added_languages FROM new_rows AS n;
  ELSE
    SELECT array_agg(o.article_id), array_agg(o.language) INTO removed_articles, removed_languages
    FROM old_rows AS o JOIN new_rows AS n ON n.id = o.id
    WHERE (n.article_id, n.language) IS DISTINCT FROM (o.article_id, o.language);
    SELECT array_agg(n.article_id), array_agg(n.language) INTO added_articles, added_languages
    FROM old_rows AS o JOIN new_rows AS n ON n.id = o.id
    WHERE (n.article_id, n.language) IS DISTINCT FROM (o.article_id, o.language);
  END IF;
  -- One statement each way, so that the archive counts (kept by a statement trigger on articles) move once per
  -- statement, not once per article. "id = ANY" lets the planner reach the rows by primary key whatever its
  -- statistics say (a bulk load outruns them).
  IF removed_articles IS NOT NULL THEN
    UPDATE articles AS a
    SET languages = ARRAY(SELECT x FROM unnest(a.languages) AS x WHERE x <> ALL (removed.languages) ORDER BY x)
    FROM (
      SELECT r.article_id, array_agg(r.language) AS languages
      FROM unnest(removed_articles, removed_languages) AS r(article_id, language) GROUP BY r.article_id
    ) AS removed
    WHERE a.id = ANY (removed_articles) AND a.id = removed.article_id AND a.languages && removed.languages;
  END IF;
  IF added_articles IS NOT NULL THEN
    UPDATE articles AS a
    SET languages = ARRAY(SELECT DISTINCT x FROM unnest(a.languages || added.languages) AS x ORDER BY x)
    FROM (
      SELECT r.article_id, array_agg(r.language) AS languages
      FROM unnest(added_articles, added_languages) AS r(article_id, language) GROUP BY r.article_id
    ) AS added
    WHERE a.id = ANY (added_articles) AND a.id = added.article_id AND NOT (a.languages @> added.languages);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER article_translations_track_languages_insert AFTER INSERT ON article_translations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tidings_track_article_languages();
--> statement-breakpoint
CREATE TRIGGER article_translations_track_languages_update AFTER UPDATE ON article_translations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tidings_track_article_languages();
--> statement-breakpoint
CREATE TRIGGER article_translations_track_languages_delete AFTER DELETE ON article_translations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tidings_track_article_languages();
--> statement-breakpoint

CREATE TYPE tidings_archive_delta AS (day date, category text, languages text[], delta integer);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tidings_count_archive_days() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas tidings_archive_delta[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(ROW((n.published_at AT TIME ZONE 'UTC')::date, n.category, n.languages, 1)::tidings_archive_delta)
    INTO deltas FROM new_rows AS n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(ROW((o.published_at AT TIME ZONE 'UTC')::date, o.category, o.languages, -1)::tidings_archive_delta)
    INTO deltas FROM old_rows AS o;
  ELSE
    SELECT array_agg(d) INTO deltas FROM (
      SELECT ROW((n.published_at AT TIME ZONE 'UTC')::date, n.category, n.languages, 1)::tidings_archive_delta AS d
      FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
      WHERE (n.published_at, n.category, n.languages) IS DISTINCT FROM (o.published_at, o.category, o.languages)
      UNION ALL
      SELECT ROW((o.published_at AT TIME ZONE 'UTC')::date, o.category, o.languages, -1)::tidings_archive_delta
      FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
      WHERE (n.published_at, n.category, n.languages) IS DISTINCT FROM (o.published_at, o.category, o.languages)
    ) AS changed;
  END IF;
  IF deltas IS NULL THEN RETURN NULL; END IF;
  -- In key order, so that concurrent writers lock the count rows in the same order.
  INSERT INTO archive_day_counts AS c (language, day, category, count)
  SELECT l.language, d.day, d.category, sum(d.delta)::int
  FROM unnest(deltas) AS d CROSS JOIN unnest(tidings_site_languages() || 'all'::text) AS l(language)
  WHERE l.language = 'all' OR d.languages && ARRAY[l.language, 'en']
  GROUP BY 1, 2, 3
  HAVING sum(d.delta) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (language, day, category) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER articles_count_archive_days_insert AFTER INSERT ON articles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tidings_count_archive_days();
--> statement-breakpoint
CREATE TRIGGER articles_count_archive_days_update AFTER UPDATE ON articles
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tidings_count_archive_days();
--> statement-breakpoint
CREATE TRIGGER articles_count_archive_days_delete AFTER DELETE ON articles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tidings_count_archive_days();
