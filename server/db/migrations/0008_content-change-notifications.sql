-- Every committed change to what readers see is announced on the channel tidings_content, so that the
-- response caches of every server process sharing this database clear exactly what the change touched
-- (server/cache/content-changes.ts). The payload is a space-separated list of cache tags:
--   article:ID  answers that show article ID (its page, and lists, banners and related boxes showing it)
--   lists       answers whose membership can change (lists, search, archive, related)
--   search      search answers (a text change can make an article match or stop matching)
--   breaking    answers that show the breaking banner
--   everything  all answers
-- PostgreSQL delivers a notification only when its transaction commits, and identical payloads of one
-- transaction only once, so a pass that writes a thousand rows sends each tag once.

CREATE OR REPLACE FUNCTION tidings_notify_article_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tags text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    tags := 'article:' || NEW.id || ' lists';
    IF NEW.is_breaking THEN tags := tags || ' breaking'; END IF;
  ELSIF TG_OP = 'DELETE' THEN
    tags := 'article:' || OLD.id || ' lists';
    IF OLD.is_breaking THEN tags := tags || ' breaking'; END IF;
  ELSE
    tags := 'article:' || NEW.id;
    IF NEW.published_at IS DISTINCT FROM OLD.published_at
      OR NEW.category IS DISTINCT FROM OLD.category
      OR NEW.slug IS DISTINCT FROM OLD.slug THEN
      tags := tags || ' lists';
    END IF;
    IF NEW.is_breaking IS DISTINCT FROM OLD.is_breaking THEN tags := tags || ' breaking'; END IF;
  END IF;
  PERFORM pg_notify('tidings_content', tags);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER articles_notify_change AFTER INSERT OR UPDATE OR DELETE ON articles
  FOR EACH ROW EXECUTE FUNCTION tidings_notify_article_change();
--> statement-breakpoint

-- A translation added or removed changes which lists of its language hold the article; any change to its
-- text can change search results.
CREATE OR REPLACE FUNCTION tidings_notify_translation_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM pg_notify('tidings_content', 'article:' || NEW.article_id || ' search');
  ELSE
    PERFORM pg_notify('tidings_content', 'article:' || COALESCE(NEW.article_id, OLD.article_id) || ' lists search');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER article_translations_notify_change AFTER INSERT OR UPDATE OR DELETE ON article_translations
  FOR EACH ROW EXECUTE FUNCTION tidings_notify_translation_change();
--> statement-breakpoint

-- The source box and the list of reports belong to one article.
CREATE OR REPLACE FUNCTION tidings_notify_article_part_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tidings_content', 'article:' || COALESCE(NEW.article_id, OLD.article_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER source_analyses_notify_change AFTER INSERT OR UPDATE OR DELETE ON source_analyses
  FOR EACH ROW EXECUTE FUNCTION tidings_notify_article_part_change();
--> statement-breakpoint
CREATE TRIGGER story_sources_notify_change AFTER INSERT OR UPDATE OR DELETE ON story_sources
  FOR EACH ROW EXECUTE FUNCTION tidings_notify_article_part_change();
--> statement-breakpoint

-- A report found behind a paywall after its story was written changes that story's source list.
CREATE OR REPLACE FUNCTION tidings_notify_feed_item_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tidings_content', 'article:' || NEW.article_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER feed_items_notify_change AFTER UPDATE ON feed_items
  FOR EACH ROW WHEN (NEW.article_id IS NOT NULL AND NEW.is_paywalled IS DISTINCT FROM OLD.is_paywalled)
  EXECUTE FUNCTION tidings_notify_feed_item_change();
--> statement-breakpoint

-- A new picture format (AVIF drawn later) changes the picture markup of the articles that use the image.
CREATE OR REPLACE FUNCTION tidings_notify_image_variant_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  article_id integer;
BEGIN
  FOR article_id IN SELECT id FROM articles WHERE image_id = COALESCE(NEW.image_id, OLD.image_id) LOOP
    PERFORM pg_notify('tidings_content', 'article:' || article_id);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER image_variants_notify_change AFTER INSERT OR DELETE ON image_variants
  FOR EACH ROW EXECUTE FUNCTION tidings_notify_image_variant_change();
--> statement-breakpoint

-- A publisher's country or access type shows on the article pages of all its reports.
CREATE OR REPLACE FUNCTION tidings_notify_everything() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tidings_content', 'everything');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sources_notify_change AFTER UPDATE ON sources
  FOR EACH ROW WHEN (NEW.country IS DISTINCT FROM OLD.country
    OR NEW.access_type IS DISTINCT FROM OLD.access_type
    OR NEW.name IS DISTINCT FROM OLD.name)
  EXECUTE FUNCTION tidings_notify_everything();
