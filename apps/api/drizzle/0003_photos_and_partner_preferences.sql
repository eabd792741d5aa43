CREATE TABLE "partner_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"age_min" smallint,
	"age_max" smallint,
	"height_min_cm" smallint,
	"height_max_cm" smallint,
	"religions" text[] DEFAULT '{}'::text[] NOT NULL,
	"communities" text[] DEFAULT '{}'::text[] NOT NULL,
	"mother_tongues" text[] DEFAULT '{}'::text[] NOT NULL,
	"marital_statuses" text[] DEFAULT '{}'::text[] NOT NULL,
	"education_levels" text[] DEFAULT '{}'::text[] NOT NULL,
	"professions" text[] DEFAULT '{}'::text[] NOT NULL,
	"states" text[] DEFAULT '{}'::text[] NOT NULL,
	"diets" text[] DEFAULT '{}'::text[] NOT NULL,
	"manglik" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photos_file_name_unique" UNIQUE("file_name")
);
--> statement-breakpoint
ALTER TABLE "partner_preferences" ADD CONSTRAINT "partner_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_user_id_idx" ON "photos" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "photos_one_primary_per_user" ON "photos" USING btree ("user_id") WHERE "photos"."is_primary";