CREATE TYPE "public"."selfie_check_status" AS ENUM('verified', 'held', 'refused');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'selfie-verified';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'selfie-refused';--> statement-breakpoint
CREATE TABLE "selfie_check_frames" (
	"check_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"frame" smallint NOT NULL,
	"jpeg" "bytea" NOT NULL,
	CONSTRAINT "selfie_check_frames_check_id_frame_pk" PRIMARY KEY("check_id","frame")
);
--> statement-breakpoint
CREATE TABLE "selfie_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" "selfie_check_status" NOT NULL,
	"reason" text,
	"rules" jsonb NOT NULL,
	"id_photo" text NOT NULL,
	"primary_photo_id" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"awaits_admin" boolean DEFAULT false NOT NULL,
	"admin_reason" text,
	"decided_by" integer
);
--> statement-breakpoint
ALTER TABLE "selfie_check_frames" ADD CONSTRAINT "selfie_check_frames_check_id_selfie_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."selfie_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selfie_check_frames" ADD CONSTRAINT "selfie_check_frames_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selfie_checks" ADD CONSTRAINT "selfie_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selfie_checks" ADD CONSTRAINT "selfie_checks_primary_photo_id_photos_id_fk" FOREIGN KEY ("primary_photo_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selfie_checks" ADD CONSTRAINT "selfie_checks_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "selfie_checks_user_key" ON "selfie_checks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "selfie_checks_queue_idx" ON "selfie_checks" USING btree ("submitted_at") WHERE "selfie_checks"."awaits_admin";