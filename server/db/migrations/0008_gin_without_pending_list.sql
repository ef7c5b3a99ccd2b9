-- Recipe search reads both GIN indexes on every computed search. With GIN's fast update (the default) new entries
-- wait in an unsorted pending list until a VACUUM merges them, and every search scans that whole list. The
-- embedded database has no autovacuum, so after the catalogue seed the list held every seeded entry (about 380
-- and 200 pages at 5,000 recipes) for good. Measured on PGlite at 5,000 recipes, one search page: 26 → 17 ms
-- CPU. Catalogue writes are rare (seed, publish, admin edit), so they now pay the index insert at once.
ALTER INDEX "recipes_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "recipes_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
-- merges what an existing database already holds (nothing on a new one)
SELECT gin_clean_pending_list('recipes_search_idx'), gin_clean_pending_list('recipes_name_trgm_idx');
