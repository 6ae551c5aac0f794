ALTER TABLE "portals" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Any change to a portal raises its version (issue 13): API instances remember a portal's
-- whole record (domains, languages, overrides, parameters, theme) and reuse it only while the
-- version they read with the request's one portal lookup is the same.
CREATE FUNCTION portals_bump_own_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.version IS NOT DISTINCT FROM OLD.version THEN
    NEW.version := OLD.version + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER portals_version_on_update BEFORE UPDATE ON portals
  FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION portals_bump_own_version();
--> statement-breakpoint
CREATE FUNCTION portals_bump_version_of_part() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE portals SET version = version + 1 WHERE id = OLD.portal_id;
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.portal_id IS DISTINCT FROM OLD.portal_id) THEN
    UPDATE portals SET version = version + 1 WHERE id = NEW.portal_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER portal_domains_version AFTER INSERT OR UPDATE OR DELETE ON portal_domains
  FOR EACH ROW EXECUTE FUNCTION portals_bump_version_of_part();
--> statement-breakpoint
CREATE TRIGGER portal_languages_version AFTER INSERT OR UPDATE OR DELETE ON portal_languages
  FOR EACH ROW EXECUTE FUNCTION portals_bump_version_of_part();
--> statement-breakpoint
CREATE TRIGGER portal_parameters_version AFTER INSERT OR UPDATE OR DELETE ON portal_parameters
  FOR EACH ROW EXECUTE FUNCTION portals_bump_version_of_part();
--> statement-breakpoint
CREATE TRIGGER themes_version AFTER INSERT OR UPDATE OR DELETE ON themes
  FOR EACH ROW EXECUTE FUNCTION portals_bump_version_of_part();
