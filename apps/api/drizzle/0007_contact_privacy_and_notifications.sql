-- Contact details were never shown to all members; 'all' becomes the narrower 'accepted', 'hidden' becomes 'nobody'.
CREATE TYPE "public"."contact_privacy" AS ENUM('nobody', 'accepted', 'paid-accepted');--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "contact_visibility" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "contact_visibility" SET DATA TYPE "public"."contact_privacy" USING (CASE "contact_visibility"::text WHEN 'hidden' THEN 'nobody' WHEN 'all' THEN 'accepted' ELSE "contact_visibility"::text END)::"public"."contact_privacy";--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "contact_visibility" SET DEFAULT 'accepted';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_interest_received" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_interest_accepted" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_profile_viewed" boolean DEFAULT false NOT NULL;