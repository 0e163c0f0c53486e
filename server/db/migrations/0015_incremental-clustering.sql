CREATE TABLE "cluster_leases" (
	"language" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_features" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"features" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_keys" (
	"key" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"item_id" integer NOT NULL,
	CONSTRAINT "story_keys_key_published_at_item_id_pk" PRIMARY KEY("key","published_at","item_id")
);
--> statement-breakpoint
ALTER TABLE "item_features" ADD CONSTRAINT "item_features_item_id_feed_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."feed_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_keys" ADD CONSTRAINT "story_keys_item_id_feed_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."feed_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_features_published_idx" ON "item_features" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "story_keys_item_idx" ON "story_keys" USING btree ("item_id");