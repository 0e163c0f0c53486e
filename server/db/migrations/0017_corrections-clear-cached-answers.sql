-- A correction is shown on its story and in the public list of corrections (a list of stories): adding,
-- changing or removing one clears the answers showing that story and the lists (decision 008).
CREATE OR REPLACE FUNCTION tidings_notify_correction_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tidings_content', 'article:' || COALESCE(NEW.article_id, OLD.article_id) || ' lists');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER corrections_notify_change AFTER INSERT OR UPDATE OR DELETE ON corrections
  FOR EACH ROW EXECUTE FUNCTION tidings_notify_correction_change();
