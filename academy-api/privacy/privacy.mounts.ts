import { domainRoutes } from '../app-env';
import * as privacy from './privacy.routes';

/** Where data rights' routes are mounted, and what they answer (domainRoutes). */
export const { mounts, answers } = domainRoutes(
  [privacy],
  [['/v1/accounts/:id/data_export', privacy.dataExportRoutes]],
);
