ALTER TABLE "membership_plans" ADD COLUMN "can_start_conversations" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "new_conversations_per_day" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
UPDATE "membership_plans" SET "can_start_conversations" = true, "new_conversations_per_day" = CASE "id" WHEN 'gold' THEN 5 ELSE 10 END WHERE "id" IN ('gold', 'diamond', 'platinum');
