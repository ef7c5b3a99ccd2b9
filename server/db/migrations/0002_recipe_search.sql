ALTER TABLE "recipes" ADD COLUMN "seed_hash" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "ingredient_names" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "vegetarian" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "vegan" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "dairy_free" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "gluten_free" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "sugar_free" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "allergen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "recipes"."name"), 'A') || setweight(to_tsvector('english', "recipes"."description"), 'B') || setweight(to_tsvector('english', "recipes"."ingredient_names"), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "news_created_idx" ON "news" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "recipes_listing_idx" ON "recipes" USING btree ("name","id") WHERE "recipes"."verified";--> statement-breakpoint
CREATE INDEX "recipes_latest_idx" ON "recipes" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "recipes"."verified";--> statement-breakpoint
CREATE INDEX "recipes_search_idx" ON "recipes" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "recipes_name_trgm_idx" ON "recipes" USING gin ("name" gin_trgm_ops);