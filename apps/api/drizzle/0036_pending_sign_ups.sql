CREATE TABLE "pending_sign_ups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"password_hash" text NOT NULL,
	"form" jsonb NOT NULL,
	"code_hash" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pending_sign_ups_expires_at_idx" ON "pending_sign_ups" USING btree ("expires_at");