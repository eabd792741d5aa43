-- Who may send a member interests, message them and see their photos, by what the sender verified. Members who joined before these choices existed keep hearing from anyone: narrowing their audience behind their back would silently stop the interests and conversations they expect; new profiles start at members with a verified ID (the columns' defaults), and each member can change all three on the Setting page.
CREATE TYPE "public"."contact_audience" AS ENUM('anyone', 'verified-id', 'verified-id-photo');--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "interest_audience" "contact_audience" DEFAULT 'anyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "message_audience" "contact_audience" DEFAULT 'anyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "photo_audience" "contact_audience" DEFAULT 'anyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "interest_audience" SET DEFAULT 'verified-id';--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "message_audience" SET DEFAULT 'verified-id';
--> statement-breakpoint
-- profiles.is_id_verified copies users.id_verified_at being set, kept by the database as 0015's copies are (no code path can forget it), so "verified only" searches walk a partial index of verified members and matches rank verified members higher reading profiles_match_candidates alone.
DROP INDEX "profiles_match_candidates";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "is_id_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "profiles_search_id_verified_newest" ON "profiles" USING btree ("gender","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "profiles"."is_listed" and "profiles"."is_id_verified";--> statement-breakpoint
CREATE INDEX "profiles_search_id_verified_active" ON "profiles" USING btree ("gender","last_active_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "profiles"."is_listed" and "profiles"."is_id_verified";--> statement-breakpoint
CREATE INDEX "profiles_match_candidates" ON "profiles" USING btree ("gender","religion","last_active_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"date_of_birth","mother_tongue","community","marital_status","education","country","state","diet","height_cm","created_at","user_id","profession","income_band","city","has_photo","is_verified","photo_visibility","star_key","horoscope_visibility","is_id_verified") WHERE "profiles"."is_listed";--> statement-breakpoint
CREATE FUNCTION "profiles_copy_id_verified"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.is_id_verified := EXISTS (SELECT 1 FROM users u WHERE u.id = NEW.user_id AND u.id_verified_at IS NOT NULL);
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "profiles_copy_id_verified" BEFORE INSERT ON "profiles" FOR EACH ROW EXECUTE FUNCTION "profiles_copy_id_verified"();--> statement-breakpoint
CREATE FUNCTION "users_sync_id_verified"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE profiles SET is_id_verified = NEW.id_verified_at IS NOT NULL WHERE user_id = NEW.id;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_sync_id_verified" AFTER UPDATE OF "id_verified_at" ON "users" FOR EACH ROW
	WHEN ((OLD.id_verified_at IS NULL) IS DISTINCT FROM (NEW.id_verified_at IS NULL))
	EXECUTE FUNCTION "users_sync_id_verified"();--> statement-breakpoint
UPDATE "profiles" p SET "is_id_verified" = true FROM "users" u WHERE u.id = p.user_id AND u.id_verified_at IS NOT NULL;
