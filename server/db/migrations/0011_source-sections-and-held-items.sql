ALTER TABLE "feed_items" ADD COLUMN "held_reason" text;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "section" text;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "repeated_phrases" jsonb DEFAULT '[]'::jsonb NOT NULL;