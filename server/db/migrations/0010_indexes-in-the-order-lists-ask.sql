-- Lists order by "published_at DESC, id DESC" (and the inbox, feeds and passes by their time DESC), which is
-- NULLS FIRST; the indexes were NULLS LAST (drizzle's default), an order no query asks for, so each list sorted
-- its whole table instead of reading the newest rows (docs/benchmarks.md).
DROP INDEX "articles_published_idx";--> statement-breakpoint
DROP INDEX "articles_category_published_idx";--> statement-breakpoint
DROP INDEX "articles_breaking_published_idx";--> statement-breakpoint
DROP INDEX "contact_messages_created_idx";--> statement-breakpoint
DROP INDEX "feed_items_source_idx";--> statement-breakpoint
DROP INDEX "ingest_runs_started_idx";--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "articles_category_published_idx" ON "articles" USING btree ("category","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "articles_breaking_published_idx" ON "articles" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "articles"."is_breaking";--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "feed_items_source_idx" ON "feed_items" USING btree ("source_id","published_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ingest_runs_started_idx" ON "ingest_runs" USING btree ("started_at" DESC NULLS FIRST);