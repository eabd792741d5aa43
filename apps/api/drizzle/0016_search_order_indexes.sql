-- ORDER BY x DESC means NULLS FIRST: the keyset indexes must say the same, or PostgreSQL sorts every match instead of reading the first page off the index.
DROP INDEX "profiles_search_newest";--> statement-breakpoint
DROP INDEX "profiles_search_active";--> statement-breakpoint
CREATE INDEX "profiles_search_newest" ON "profiles" USING btree ("gender","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "profiles"."is_listed";--> statement-breakpoint
CREATE INDEX "profiles_search_active" ON "profiles" USING btree ("gender","last_active_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "profiles"."is_listed";