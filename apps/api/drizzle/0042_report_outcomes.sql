ALTER TYPE "public"."notification_kind" ADD VALUE 'report-actioned';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'report-dismissed';--> statement-breakpoint
ALTER TABLE "suspensions" ADD COLUMN "reason" "report_reason";