CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "catalogue_version_single_row" CHECK (id = 1)
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Bumped inside the writing transaction, so a reader sees the new version exactly when it sees the new rows;
-- the notification is sent on commit (the embedded server listens for it instead of reading the row).
CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bumped bigint;
BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1 RETURNING version INTO bumped;
  PERFORM pg_notify('catalogue_version', bumped::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- What a public catalogue read shows: recipes (with their derived facts), their ingredient lines and steps,
-- and the names and flags of the ingredients and categories they name (a new one changes no recipe).
CREATE TRIGGER recipes_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON recipes
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER recipe_ingredients_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON recipe_ingredients
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER recipe_steps_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON recipe_steps
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER ingredients_catalogue_version AFTER UPDATE OR DELETE OR TRUNCATE ON ingredients
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER categories_catalogue_version AFTER UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
