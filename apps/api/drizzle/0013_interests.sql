CREATE TYPE "public"."interest_status" AS ENUM('pending', 'accepted', 'declined', 'withdrawn');--> statement-breakpoint
CREATE TABLE "interests" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"status" "interest_status" DEFAULT 'pending' NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "interests" ADD CONSTRAINT "interests_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interests" ADD CONSTRAINT "interests_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interests_one_pending_per_pair" ON "interests" USING btree ("sender_id","receiver_id") WHERE "interests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "interests_receiver_idx" ON "interests" USING btree ("receiver_id","status","created_at");--> statement-breakpoint
CREATE INDEX "interests_sender_idx" ON "interests" USING btree ("sender_id","created_at");