CREATE TABLE "user_images" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"body" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_images" ADD CONSTRAINT "user_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_images_user_idx" ON "user_images" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recipes_user_recipe_key" ON "recipes" USING btree ("user_recipe_id");