CREATE TYPE "public"."created_by" AS ENUM('self', 'parent', 'sibling', 'relative', 'friend');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('female', 'male');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('member', 'admin');--> statement-breakpoint
CREATE TYPE "public"."user_status" AS ENUM('active', 'hidden', 'suspended', 'deleted');--> statement-breakpoint
CREATE TYPE "public"."visibility" AS ENUM('all', 'accepted', 'hidden');--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"profile_code" text,
	"created_by" "created_by" NOT NULL,
	"full_name" text NOT NULL,
	"gender" "gender" NOT NULL,
	"date_of_birth" date NOT NULL,
	"religion" text NOT NULL,
	"community" text,
	"sub_community" text,
	"mother_tongue" text NOT NULL,
	"marital_status" text,
	"height_cm" smallint,
	"education" text,
	"profession" text,
	"income_band" text,
	"country" text DEFAULT 'IN' NOT NULL,
	"state" text,
	"city" text,
	"diet" text,
	"about_me" text,
	"family_details" text,
	"nakshatra" text,
	"rashi" text,
	"manglik" text,
	"photo_visibility" "visibility" DEFAULT 'all' NOT NULL,
	"contact_visibility" "visibility" DEFAULT 'accepted' NOT NULL,
	"is_shown_in_recent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "profiles_profile_code_unique" UNIQUE("profile_code")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"password_hash" text,
	"role" "role" DEFAULT 'member' NOT NULL,
	"status" "user_status" DEFAULT 'active' NOT NULL,
	"is_email_verified" boolean DEFAULT false NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_active_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_key" ON "users" USING btree ("mobile");