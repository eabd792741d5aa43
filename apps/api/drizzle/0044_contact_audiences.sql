-- Who may send a member interests, message them and see their photos, by what the sender verified. Members who joined before these choices existed keep hearing from anyone: narrowing their audience behind their back would silently stop the interests and conversations they expect; new profiles start at members with a verified ID (the columns' defaults), and each member can change all three on the Setting page.
CREATE TYPE "public"."contact_audience" AS ENUM('anyone', 'verified-id', 'verified-id-photo');--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "interest_audience" "contact_audience" DEFAULT 'anyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "message_audience" "contact_audience" DEFAULT 'anyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "photo_audience" "contact_audience" DEFAULT 'anyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "interest_audience" SET DEFAULT 'verified-id';--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "message_audience" SET DEFAULT 'verified-id';
