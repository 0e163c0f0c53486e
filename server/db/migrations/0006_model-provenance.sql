CREATE TABLE "parked_model_work" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parked_model_work_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"article_id" integer NOT NULL,
	"task" text NOT NULL,
	"language" text NOT NULL,
	"reason" text NOT NULL,
	"parked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_translations" ADD COLUMN "origin" text DEFAULT 'original' NOT NULL;--> statement-breakpoint
ALTER TABLE "article_translations" ADD COLUMN "model" text;--> statement-breakpoint
ALTER TABLE "article_translations" ADD COLUMN "prompt_version" text;--> statement-breakpoint
ALTER TABLE "article_translations" ADD COLUMN "source_language" text;--> statement-breakpoint
ALTER TABLE "article_translations" ADD COLUMN "machine_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "breaking_reason" text;--> statement-breakpoint
ALTER TABLE "ingest_runs" ADD COLUMN "stories_written" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ingest_runs" ADD COLUMN "translations_new" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ingest_runs" ADD COLUMN "model_parked" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "parked_model_work" ADD CONSTRAINT "parked_model_work_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parked_model_work_key" ON "parked_model_work" USING btree ("article_id","task","language");--> statement-breakpoint
-- Texts written before provenance was kept: an editor typed every language but the story's own.
UPDATE "article_translations" SET "origin" = 'edited' FROM "articles" WHERE "articles"."id" = "article_translations"."article_id" AND "article_translations"."language" <> "articles"."original_language";
