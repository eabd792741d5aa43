CREATE TYPE "public"."id_verification_method" AS ENUM('secure-qr', 'offline-ekyc');--> statement-breakpoint
CREATE TYPE "public"."id_verification_status" AS ENUM('verified', 'held', 'refused');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'id-verified';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'id-refused';--> statement-breakpoint
CREATE TABLE "id_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"method" "id_verification_method" NOT NULL,
	"status" "id_verification_status" NOT NULL,
	"reason" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"name_on_id" text NOT NULL,
	"date_of_birth_on_id" text NOT NULL,
	"gender_on_id" text NOT NULL,
	"reference_last_four" text NOT NULL,
	"name_match" text NOT NULL,
	"name_rule" text NOT NULL,
	"name_score" real NOT NULL,
	"date_of_birth_match" text NOT NULL,
	"gender_match" text NOT NULL,
	"identity_key" text NOT NULL,
	"duplicate_of_id" integer,
	"awaits_admin" boolean DEFAULT false NOT NULL,
	"admin_reason" text,
	"decided_by" integer
);
--> statement-breakpoint
ALTER TABLE "suspensions" ADD COLUMN "identity_key" text;--> statement-breakpoint
ALTER TABLE "id_verifications" ADD CONSTRAINT "id_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_verifications" ADD CONSTRAINT "id_verifications_duplicate_of_id_users_id_fk" FOREIGN KEY ("duplicate_of_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_verifications" ADD CONSTRAINT "id_verifications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "id_verifications_user_key" ON "id_verifications" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "id_verifications_identity_key" ON "id_verifications" USING btree ("identity_key") WHERE "id_verifications"."status" <> 'refused';--> statement-breakpoint
CREATE INDEX "id_verifications_identity_key_idx" ON "id_verifications" USING btree ("identity_key");--> statement-breakpoint
CREATE INDEX "id_verifications_queue_idx" ON "id_verifications" USING btree ("submitted_at") WHERE "id_verifications"."awaits_admin";--> statement-breakpoint
CREATE INDEX "suspensions_identity_key_idx" ON "suspensions" USING btree ("identity_key");