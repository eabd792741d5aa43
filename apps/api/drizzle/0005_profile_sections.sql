ALTER TABLE "profiles" ALTER COLUMN "country" SET DEFAULT 'in';--> statement-breakpoint
ALTER TABLE "partner_preferences" ADD COLUMN "countries" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_preferences" ADD COLUMN "is_set_by_member" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "gotra" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "education_field" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "employer_type" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "residency_status" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "father_occupation" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "mother_occupation" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "brothers" smallint;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "brothers_married" smallint;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "sisters" smallint;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "sisters_married" smallint;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "family_type" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "family_values" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "smoking" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "drinking" text;--> statement-breakpoint
-- Country codes follow the countries vocabulary (lower case) from here on.
UPDATE "profiles" SET "country" = lower("country") WHERE "country" <> lower("country");