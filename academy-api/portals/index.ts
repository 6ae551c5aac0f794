/**
 * What the other domains may use of portals, their settings, agreements and the admin dashboard. A
 * domain imports another only through its index (tests/architecture/api-domains.test.ts).
 */
export { currentVersions } from './agreements.queries';
export { pendingAgreements } from './agreements.routes';
export { readSecret, sealPlainPortalSecrets } from './integrations.queries';
export type { PortalRecord } from './portals.queries';
export {
  PORTAL_TYPE_FIELDS,
  portalIncludes,
  portalResource,
  THEME_FIELDS,
  themeResource,
} from './portals.serializers';
