-- Recipe search folds accents on both sides, so 'creme fraiche' finds 'crème fraîche' and 'tomato purée' finds
-- 'tomato puree' (phone keyboards rarely type accents). Not the unaccent extension: unaccent() is only STABLE (it
-- reads a dictionary found through the search path), which a generated column and an index refuse; PGlite would
-- have to load one more extension on every open, and a PostgreSQL server to have contrib installed. translate() of
-- a fixed map is IMMUTABLE and built in on both databases: common Latin letters with accents (Latin-1 and
-- Latin Extended-A, Romanian ș ț), the combining accents of a decomposed letter (dropped), and æ œ ß spelled out.
-- ASCII text skips the map: translate() compares every character with the whole map (on PGlite a 200-character
-- description folds in ~230 µs with an accent, ~4 µs without), and most recipe text has no accent. The documents are
-- folded when written (stored columns); a search folds its own text. A plain SQL function, so the planner inlines
-- it: planned with the search's text (every statement on PGlite), the folded text and its tsquery are constants.
-- Changing the map means making search_vector and search_name again (they are stored).
CREATE FUNCTION search_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(CASE WHEN octet_length($1) = char_length($1) THEN $1 ELSE
    replace(replace(replace(replace(replace(translate($1,
      'ÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆĈĊČçćĉċčĎĐďđÈÉÊËĒĔĖĘĚèéêëēĕėęěĜĞĠĢĝğġģĤĦĥħÌÍÎÏĨĪĬĮİìíîïĩīĭįıĴĵĶķĹĻĽĿŁĺļľŀłÑŃŅŇñńņňÒÓÔÕÖØŌŎŐòóôõöøōŏőŔŖŘŕŗřŚŜŞŠȘśŝşšșŢŤŦȚţťŧțÙÚÛÜŨŪŬŮŰŲùúûüũūŭůűųŴŵÝŸŶýÿŷŹŻŽźżž'
        || U&'\0300\0301\0302\0303\0304\0306\0307\0308\030A\030B\030C\0327\0328',
      'AAAAAAAAAaaaaaaaaaCCCCCcccccDDddEEEEEEEEEeeeeeeeeeGGGGggggHHhhIIIIIIIIIiiiiiiiiiJjKkLLLLLlllllNNNNnnnnOOOOOOOOOoooooooooRRRrrrSSSSSsssssTTTTttttUUUUUUUUUUuuuuuuuuuuWwYYYyyyZZZzzz'),
      'Æ', 'AE'), 'æ', 'ae'), 'Œ', 'OE'), 'œ', 'oe'), 'ß', 'ss')
  END)
$$;
--> statement-breakpoint
-- PostgreSQL 15 cannot change a generated column's expression (SET EXPRESSION came in 17): search_vector is made
-- again, in the same single rewrite of the table that adds search_name (the folded name, for the trigram match).
-- Dropping the column drops recipes_search_idx with it.
ALTER TABLE "recipes"
  DROP COLUMN "search_vector",
  ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', search_fold("recipes"."name")), 'A') || setweight(to_tsvector('english', search_fold("recipes"."description")), 'B') || setweight(to_tsvector('english', search_fold("recipes"."ingredient_names")), 'C')) STORED NOT NULL,
  ADD COLUMN "search_name" text GENERATED ALWAYS AS (search_fold("recipes"."name")) STORED NOT NULL;
--> statement-breakpoint
-- without a pending list, as migration 0008 made them
CREATE INDEX "recipes_search_idx" ON "recipes" USING gin ("search_vector") WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "recipes_search_name_trgm_idx" ON "recipes" USING gin ("search_name" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
-- the trigram condition now reads search_name: its statistics are as small as the name's (migration 0009)
ALTER TABLE "recipes" ALTER COLUMN "search_name" SET STATISTICS 10;--> statement-breakpoint
-- an existing database's statistics of the new columns (a new one has no rows: the seed analyzes)
ANALYZE "recipes";
