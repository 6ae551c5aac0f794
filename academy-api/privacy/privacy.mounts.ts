import { domainRoutes } from '../app-env';
import * as erasure from './erasure.routes';
import * as privacy from './privacy.routes';

/** Where data rights' routes are mounted, and what they answer (domainRoutes). */
export const { mounts, answers } = domainRoutes(
  [privacy, erasure],
  [
    ['/v1/accounts/:id/data_export', privacy.dataExportRoutes],
    ['/v1/accounts/:id/erasure', erasure.accountErasureRoutes],
    ['/v1/erasure_requests', erasure.erasureRequestRoutes],
  ],
);
