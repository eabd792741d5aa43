CREATE TABLE "photo_faces" (
	"photo_id" integer PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"faces" smallint NOT NULL,
	"descriptors" "bytea" NOT NULL,
	"described_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photo_faces" ADD CONSTRAINT "photo_faces_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;