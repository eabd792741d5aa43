ALTER TABLE "users" ADD COLUMN "notify_unread_messages" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "message_digest_at" timestamp with time zone;