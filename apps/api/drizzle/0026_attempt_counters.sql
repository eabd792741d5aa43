CREATE TABLE "attempt_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "attempt_counters_resets_at_idx" ON "attempt_counters" USING btree ("resets_at");