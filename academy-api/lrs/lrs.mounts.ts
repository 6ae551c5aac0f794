import { domainRoutes } from '../app-env';
import * as lrs from './lrs.routes';

/**
 * The learning record store's answers. Its routes are mounted by app.ts at /v1/xapi before the
 * portal middleware (its credentials, not a domain, say which portal a request reads).
 */
export const { mounts, answers } = domainRoutes([lrs], []);
