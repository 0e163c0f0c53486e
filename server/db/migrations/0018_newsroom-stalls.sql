CREATE TABLE "newsroom_stalls" (
	"language" text PRIMARY KEY NOT NULL,
	"newest_story_at" timestamp with time zone NOT NULL,
	"warned_at" timestamp with time zone NOT NULL
);
