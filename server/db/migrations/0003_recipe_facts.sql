-- Recipe facts: the dietary badges, the allergen flag and the ingredient names (for search) of each recipe,
-- derived from its ingredients whenever those change, so that lists, filters and search read plain columns.
-- SPEC §3: a dietary badge holds only if every ingredient has that property; allergen if any ingredient has one.
-- A recipe without ingredients holds no badge.
CREATE FUNCTION refresh_recipe_facts(recipe_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE recipes r SET
    ingredient_names = f.ingredient_names,
    vegetarian = f.vegetarian,
    vegan = f.vegan,
    dairy_free = f.dairy_free,
    gluten_free = f.gluten_free,
    sugar_free = f.sugar_free,
    allergen = f.allergen
  FROM (
    SELECT ids.id,
      coalesce(string_agg(i.name, ' ' ORDER BY ri.position), '') AS ingredient_names,
      coalesce(bool_and(i.vegetarian), false) AS vegetarian,
      coalesce(bool_and(i.vegan), false) AS vegan,
      coalesce(bool_and(i.dairy_free), false) AS dairy_free,
      coalesce(bool_and(i.gluten_free), false) AS gluten_free,
      coalesce(bool_and(i.sugar_free), false) AS sugar_free,
      coalesce(bool_or(cardinality(i.allergens) > 0), false) AS allergen
    FROM unnest(recipe_ids) AS ids(id)
    LEFT JOIN recipe_ingredients ri ON ri.recipe_id = ids.id
    LEFT JOIN ingredients i ON i.id = ri.ingredient_id
    GROUP BY ids.id
  ) f
  WHERE r.id = f.id
    AND (r.ingredient_names, r.vegetarian, r.vegan, r.dairy_free, r.gluten_free, r.sugar_free, r.allergen)
      IS DISTINCT FROM (f.ingredient_names, f.vegetarian, f.vegan, f.dairy_free, f.gluten_free, f.sugar_free, f.allergen)
$$;
--> statement-breakpoint
-- Statement-level, with transition tables: a seed that writes a thousand recipe ingredients refreshes once.
CREATE FUNCTION recipe_ingredients_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_recipe_facts(ARRAY(SELECT DISTINCT recipe_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_recipe_facts(ARRAY(SELECT DISTINCT recipe_id FROM old_rows));
  ELSE
    PERFORM refresh_recipe_facts(ARRAY(SELECT recipe_id FROM new_rows UNION SELECT recipe_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER recipe_ingredients_inserted AFTER INSERT ON recipe_ingredients
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION recipe_ingredients_changed();
--> statement-breakpoint
CREATE TRIGGER recipe_ingredients_updated AFTER UPDATE ON recipe_ingredients
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION recipe_ingredients_changed();
--> statement-breakpoint
CREATE TRIGGER recipe_ingredients_deleted AFTER DELETE ON recipe_ingredients
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION recipe_ingredients_changed();
--> statement-breakpoint
-- A corrected ingredient (a flag, its allergens, its name) corrects every recipe that uses it.
CREATE FUNCTION ingredients_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_recipe_facts(ARRAY(
    SELECT DISTINCT ri.recipe_id
    FROM new_rows n
    JOIN old_rows o ON o.id = n.id
    JOIN recipe_ingredients ri ON ri.ingredient_id = n.id
    WHERE (n.name, n.vegetarian, n.vegan, n.dairy_free, n.gluten_free, n.sugar_free, n.allergens)
      IS DISTINCT FROM (o.name, o.vegetarian, o.vegan, o.dairy_free, o.gluten_free, o.sugar_free, o.allergens)
  ));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ingredients_updated AFTER UPDATE ON ingredients
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ingredients_changed();
--> statement-breakpoint
-- Recipes written before this migration (none are seeded by then, but a database may hold published ones).
SELECT refresh_recipe_facts(ARRAY(SELECT id FROM recipes));
