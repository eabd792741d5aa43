ALTER TABLE "photos" ADD COLUMN "blur_file_name" text;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_blur_file_name_unique" UNIQUE("blur_file_name");