CREATE TYPE "public"."notification_kind" AS ENUM('interest-received', 'interest-accepted', 'profile-viewed');--> statement-breakpoint
CREATE TYPE "public"."report_reason" AS ENUM('fake-profile', 'already-married', 'inappropriate-photo', 'harassment', 'asking-for-money', 'other');--> statement-breakpoint
CREATE TYPE "public"."report_status" AS ENUM('open', 'actioned', 'dismissed');--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" "notification_kind" NOT NULL,
	"actor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"reporter_id" integer NOT NULL,
	"reported_id" integer NOT NULL,
	"reason" "report_reason" NOT NULL,
	"details" text,
	"status" "report_status" DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shortlists" (
	"user_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shortlists_user_id_member_id_pk" PRIMARY KEY("user_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "is_listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "last_active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "is_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "has_photo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reported_id_users_id_fk" FOREIGN KEY ("reported_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "reports_queue_idx" ON "reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reports_reported_idx" ON "reports" USING btree ("reported_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_one_open_per_pair" ON "reports" USING btree ("reporter_id","reported_id") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "profiles_search_newest" ON "profiles" USING btree ("gender","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "profiles"."is_listed";--> statement-breakpoint
CREATE INDEX "profiles_search_active" ON "profiles" USING btree ("gender","last_active_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "profiles"."is_listed";--> statement-breakpoint
CREATE INDEX "profiles_search_religion" ON "profiles" USING btree ("gender","religion","date_of_birth") WHERE "profiles"."is_listed";--> statement-breakpoint
CREATE INDEX "profiles_search_community" ON "profiles" USING btree ("gender","community","date_of_birth") WHERE "profiles"."is_listed";--> statement-breakpoint
CREATE INDEX "profiles_search_mother_tongue" ON "profiles" USING btree ("gender","mother_tongue","date_of_birth") WHERE "profiles"."is_listed";--> statement-breakpoint
CREATE INDEX "profiles_search_place" ON "profiles" USING btree ("gender","state","city") WHERE "profiles"."is_listed";--> statement-breakpoint
CREATE INDEX "profiles_search_name" ON "profiles" USING btree (lower("full_name") text_pattern_ops) WHERE "profiles"."is_listed";--> statement-breakpoint
-- The searchable copies of account facts on profiles are kept by the database itself, so no code path (hide, delete, suspend, restore, photo upload or removal) can leave a profile listed by mistake.
CREATE FUNCTION "profiles_copy_account_facts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	SELECT u.status = 'active', u.last_active_at, u.is_mobile_verified INTO NEW.is_listed, NEW.last_active_at, NEW.is_verified FROM users u WHERE u.id = NEW.user_id;
	NEW.has_photo := EXISTS (SELECT 1 FROM photos p WHERE p.user_id = NEW.user_id);
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "profiles_copy_account_facts" BEFORE INSERT ON "profiles" FOR EACH ROW EXECUTE FUNCTION "profiles_copy_account_facts"();--> statement-breakpoint
CREATE FUNCTION "users_sync_profile"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE profiles SET is_listed = NEW.status = 'active', last_active_at = NEW.last_active_at, is_verified = NEW.is_mobile_verified WHERE user_id = NEW.id;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_sync_profile" AFTER UPDATE OF "status", "last_active_at", "is_mobile_verified" ON "users" FOR EACH ROW
	WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.last_active_at IS DISTINCT FROM NEW.last_active_at OR OLD.is_mobile_verified IS DISTINCT FROM NEW.is_mobile_verified)
	EXECUTE FUNCTION "users_sync_profile"();--> statement-breakpoint
CREATE FUNCTION "photos_sync_profile"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	member integer := COALESCE(NEW.user_id, OLD.user_id);
BEGIN
	UPDATE profiles SET has_photo = EXISTS (SELECT 1 FROM photos p WHERE p.user_id = member) WHERE user_id = member;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "photos_sync_profile" AFTER INSERT OR DELETE ON "photos" FOR EACH ROW EXECUTE FUNCTION "photos_sync_profile"();--> statement-breakpoint
UPDATE "profiles" p SET "is_listed" = u.status = 'active', "last_active_at" = u.last_active_at, "is_verified" = u.is_mobile_verified, "has_photo" = EXISTS (SELECT 1 FROM photos ph WHERE ph.user_id = p.user_id) FROM "users" u WHERE u.id = p.user_id;
