/**
 * The whole database schema, for drizzle-kit (drizzle.config.ts) and the platform code that spans
 * domains (migrations, seeds, snapshots, benchmarks). Each domain keeps its own tables beside its
 * routes and queries, in `academy-api/<domain>/schema.ts`; this file only re-exports them.
 */
export * from '../accounts/schema';
export * from '../audit/schema';
export * from '../authoring/schema';
export * from '../calendar/schema';
export * from '../catalog/schema';
export * from '../coaching/schema';
export * from '../commerce/schema';
export * from '../communication/schema';
export * from '../content/schema';
export * from '../feedback/schema';
export * from '../files/schema';
export * from '../integrations/schema';
export * from '../learning/schema';
export * from '../lrs/schema';
export * from '../lti/platform-tables/schema';
export * from '../lti/schema';
export * from '../mail/schema';
export * from '../packages/schema';
export * from '../portals/schema';
export * from '../privacy/schema';
export * from '../quiz/schema';
export * from '../reports/schema';
export * from '../sso/schema';
