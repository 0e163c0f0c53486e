CREATE TABLE "host_slots" (
	"host" text NOT NULL,
	"slot" integer NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "host_slots_host_slot_pk" PRIMARY KEY("host","slot")
);
--> statement-breakpoint
ALTER TABLE "feed_items" ADD COLUMN "placed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "poll_interval_seconds" integer DEFAULT 900 NOT NULL;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "next_fetch_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "last_success_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "failing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "disabled_reason" text;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "fetch_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "not_modified_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "failure_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "feed_items_created_idx" ON "feed_items" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sources_due_idx" ON "sources" USING btree ("enabled","next_fetch_at");--> statement-breakpoint
UPDATE "feed_items" SET "placed_at" = "updated_at" WHERE "state" = 'clustered';--> statement-breakpoint
UPDATE "sources" SET "last_success_at" = "last_fetched_at" WHERE "last_status" IN ('ok', 'not-modified');
