ALTER TABLE "ingest_runs" ADD COLUMN "model_requests" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "article_translations_language_created_idx" ON "article_translations" USING btree ("language","created_at");--> statement-breakpoint
CREATE INDEX "feed_items_placed_idx" ON "feed_items" USING btree ("placed_at") WHERE "feed_items"."placed_at" is not null;