CREATE TYPE "public"."language" AS ENUM('en', 'hi');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lang" "language" DEFAULT 'en' NOT NULL;