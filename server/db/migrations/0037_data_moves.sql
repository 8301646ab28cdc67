CREATE TABLE "data_moves" (
	"name" text PRIMARY KEY NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" jsonb NOT NULL
);
