-- Portfolio items leave the change feed (migration 0030): a learner adds and edits them all day,
-- and nothing an instance keeps reads them — not the guest pages (server/guest-page-cache.cjs
-- keeps the landing page, sign-in, registration and the public course pages), not the request
-- contexts, not the Me documents. Under `npm run drill:load` every portfolio write dropped all
-- three on every instance, several times a second.
DROP TRIGGER IF EXISTS academy_changes ON portfolio_items;
