import { domainRoutes } from '../app-env';
import * as credentials from './credentials.routes';
import * as lrs from './lrs.routes';

/**
 * The learning record store's routes. The xAPI resources are mounted by app.ts at /v1/xapi
 * before the portal middleware (their credentials, not a domain, say which portal a request
 * reads); the credentials' management is an ordinary portal resource.
 */
export const { mounts, answers } = domainRoutes(
  [lrs, credentials],
  [['/v1/lrs_credentials', credentials.lrsCredentialRoutes]],
);
