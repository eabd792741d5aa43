CREATE TABLE "suspensions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer,
	"email_hash" text NOT NULL,
	"mobile_hash" text NOT NULL,
	"evidence" jsonb NOT NULL,
	"suspended_at" timestamp with time zone DEFAULT now() NOT NULL,
	"suspended_by" integer
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "status_before_deletion" "user_status";--> statement-breakpoint
ALTER TABLE "suspensions" ADD CONSTRAINT "suspensions_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspensions" ADD CONSTRAINT "suspensions_suspended_by_users_id_fk" FOREIGN KEY ("suspended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "suspensions_member_idx" ON "suspensions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "suspensions_email_hash_idx" ON "suspensions" USING btree ("email_hash");--> statement-breakpoint
CREATE INDEX "suspensions_mobile_hash_idx" ON "suspensions" USING btree ("mobile_hash");