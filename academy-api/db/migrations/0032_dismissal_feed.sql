-- A dismissed banner on the change feed: /v1/me shows an account its banner, and Me documents
-- are kept per session while the feed hears nothing (academy-api/accounts/me-documents.ts), so a
-- dismissal must be heard on every instance. Migration 0030 left the table silent; a dismissal
-- is written once per account and announcement, rarely enough to drop what is kept.
CREATE TRIGGER academy_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON announcement_dismissals
FOR EACH STATEMENT EXECUTE FUNCTION academy_notify_change();
