-- The coach workspace's texts moved from the `coach` namespace into `coaching` (one name per
-- domain). A portal's stored overrides are keyed by dotted path, so `coach.x` becomes `coaching.x`;
-- an override already set under the new key wins. A language whose overrides are not a JSON
-- object (the API never stores one) is left as it is rather than failing the upgrade.
DO $$
DECLARE
  language record;
  parsed jsonb;
BEGIN
  FOR language IN SELECT id, overrides FROM portal_languages WHERE overrides LIKE '%"coach.%' LOOP
    BEGIN
      parsed := language.overrides::jsonb;
    EXCEPTION WHEN others THEN
      CONTINUE;
    END;
    IF jsonb_typeof(parsed) <> 'object' THEN
      CONTINUE;
    END IF;
    UPDATE portal_languages
    SET overrides = (
      SELECT COALESCE(jsonb_object_agg(moved.key, moved.value), '{}'::jsonb)::text
      FROM (
        SELECT DISTINCT ON (renamed.key) renamed.key, renamed.value
        FROM (
          SELECT
            CASE WHEN entry.key LIKE 'coach.%' THEN 'coaching.' || substr(entry.key, 7) ELSE entry.key END AS key,
            entry.value,
            entry.key LIKE 'coach.%' AS was_moved
          FROM jsonb_each(parsed) AS entry
        ) AS renamed
        ORDER BY renamed.key, renamed.was_moved
      ) AS moved
    )
    WHERE id = language.id;
  END LOOP;
END $$;
