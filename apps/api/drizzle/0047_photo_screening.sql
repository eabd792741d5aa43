CREATE TYPE "public"."photo_screening" AS ENUM('checking', 'passed', 'held', 'refused');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'photo-approved';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'photo-refused';--> statement-breakpoint
CREATE TABLE "photo_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"photo_id" integer NOT NULL,
	"admin_id" integer,
	"decision" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_hash_bands" (
	"band" smallint NOT NULL,
	"value" integer NOT NULL,
	"phash" bigint NOT NULL,
	"photo_id" integer NOT NULL,
	CONSTRAINT "photo_hash_bands_band_value_phash_photo_id_pk" PRIMARY KEY("band","value","phash","photo_id")
);
--> statement-breakpoint
-- Photos stored before screening existed start as passed with no screened_at: hiding them all at once would empty every profile and search page of its photos until the job ran; the stored-photos job (modules/photos/screening/screen-stored-photos.ts) screens each of them soon after and holds or refuses what it finds. New photos start as checking (the column's default) and are shown to no one but their owner and admins until they pass.
ALTER TABLE "photos" ADD COLUMN "screening" "photo_screening" DEFAULT 'passed' NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ALTER COLUMN "screening" SET DEFAULT 'checking';--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "screening_reason" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "screening_scores" jsonb;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "screened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "duplicate_of_photo_id" integer;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "phash" bigint;--> statement-breakpoint
ALTER TABLE "photo_decisions" ADD CONSTRAINT "photo_decisions_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_decisions" ADD CONSTRAINT "photo_decisions_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_hash_bands" ADD CONSTRAINT "photo_hash_bands_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_decisions_photo_idx" ON "photo_decisions" USING btree ("photo_id","created_at");--> statement-breakpoint
CREATE INDEX "photo_hash_bands_photo_idx" ON "photo_hash_bands" USING btree ("photo_id");--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_duplicate_of_photo_id_photos_id_fk" FOREIGN KEY ("duplicate_of_photo_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_held_idx" ON "photos" USING btree ("created_at") WHERE "photos"."screening" = 'held';--> statement-breakpoint
CREATE INDEX "photos_unscreened_idx" ON "photos" USING btree ("id") WHERE "photos"."screened_at" is null;--> statement-breakpoint
-- has_photo now means a photo others may see: a primary photo that passed screening (what cards show), kept as 0015's copies are.
CREATE OR REPLACE FUNCTION "profiles_copy_account_facts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	SELECT u.status = 'active', u.last_active_at, u.is_mobile_verified INTO NEW.is_listed, NEW.last_active_at, NEW.is_verified FROM users u WHERE u.id = NEW.user_id;
	NEW.has_photo := EXISTS (SELECT 1 FROM photos p WHERE p.user_id = NEW.user_id AND p.is_primary AND p.screening = 'passed');
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "photos_sync_profile"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	member integer := COALESCE(NEW.user_id, OLD.user_id);
BEGIN
	UPDATE profiles SET has_photo = EXISTS (SELECT 1 FROM photos p WHERE p.user_id = member AND p.is_primary AND p.screening = 'passed') WHERE user_id = member;
	RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "photos_sync_profile" ON "photos";--> statement-breakpoint
CREATE TRIGGER "photos_sync_profile" AFTER INSERT OR DELETE OR UPDATE OF "screening", "is_primary" ON "photos" FOR EACH ROW EXECUTE FUNCTION "photos_sync_profile"();--> statement-breakpoint
UPDATE "profiles" p SET "has_photo" = EXISTS (SELECT 1 FROM photos ph WHERE ph.user_id = p.user_id AND ph.is_primary AND ph.screening = 'passed') WHERE "has_photo";
