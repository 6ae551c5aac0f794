-- Trigram indexes make the accounts search (ILIKE '%term%' on name or e-mail) an index lookup.
-- pg_trgm is a trusted contrib extension (PostgreSQL 13+): a database owner may create it.
-- On PGlite it must also be passed in `extensions` (academy-api/db/pglite-extensions.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
