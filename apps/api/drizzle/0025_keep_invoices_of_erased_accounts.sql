ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;