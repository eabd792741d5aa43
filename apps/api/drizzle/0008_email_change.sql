ALTER TYPE "public"."one_time_token_purpose" ADD VALUE 'email-change';--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD COLUMN "payload" text;