CREATE TYPE "public"."mobile_code_purpose" AS ENUM('verify-mobile', 'password-reset', 'mobile-change');--> statement-breakpoint
ALTER TABLE "mobile_codes" ADD COLUMN "purpose" "mobile_code_purpose" DEFAULT 'verify-mobile' NOT NULL;--> statement-breakpoint
ALTER TABLE "mobile_codes" ADD COLUMN "mobile" text;