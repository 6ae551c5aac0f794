/**
 * What the other domains may use of integrations (issue 42). A domain imports another only
 * through its index (tests/architecture/api-domains.test.ts).
 */

export {
  GUARDED_FETCH_DEFAULTS,
  type GuardedFetchOptions,
  GuardedFetchRefused,
  guardedFetch,
} from './guarded-fetch';
export { type ScimEnv, scimRoutes } from './scim.routes';
export { resolveTokenRequest } from './token-request';
export { isPublicAddress, urlProblem } from './webhook-address';
export { deliverDueWebhooks, pruneWebhooks } from './webhook-delivery';
