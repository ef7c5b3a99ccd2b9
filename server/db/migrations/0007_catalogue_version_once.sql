-- One bump per transaction, not per statement: a seed writes thousands of statements in one transaction, and
-- each update of the one version row there left a dead row version that the next had to step over (and each
-- notification a payload the commit had to compare). One bump is enough: the readers see the whole
-- transaction at once. The flag is transaction-local (set_config's third argument), so the next one bumps again.
CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bumped bigint;
BEGIN
  IF current_setting('larder.catalogue_bumped', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('larder.catalogue_bumped', 'on', true);
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1 RETURNING version INTO bumped;
  PERFORM pg_notify('catalogue_version', bumped::text);
  RETURN NULL;
END
$$;
