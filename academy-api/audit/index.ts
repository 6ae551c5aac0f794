/**
 * What the other domains may use of the audit log (issue 42, item 5): `audit(c, change)` after
 * an administrative change. A domain imports another only through its index
 * (tests/architecture/api-domains.test.ts).
 */

export { appendAuditEvent } from './audit.queries';
export { type AuditChange, audit, auditAsActor, auditMany } from './record';
