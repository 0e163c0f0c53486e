-- A publisher's name, country or access type shows on the pages of the stories that cite its reports, and
-- nowhere else: a change to a source no story cites yet (its name and country learned from its feed on the
-- first fetch, as every source added from a feed list has them) clears no answer. Before, each such fetch
-- cleared every cached answer while a pass ran, and readers waited for pages drawn behind the pass.
CREATE OR REPLACE FUNCTION tidings_notify_everything() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sources' AND NOT EXISTS (SELECT 1 FROM story_sources WHERE source_id = NEW.id) THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('tidings_content', 'everything');
  RETURN NULL;
END $$;
