ALTER TABLE "users" ADD COLUMN "id_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "photo_verified_at" timestamp with time zone;