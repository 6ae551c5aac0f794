import { domainRoutes } from '../app-env';
import * as catalog from './catalog.routes';
import * as catalogsAdmin from './catalogs-admin.routes';
import * as labels from './labels.routes';

/** Where the catalog's routes are mounted, and what they answer (domainRoutes). */
export const { mounts, answers } = domainRoutes(
  [catalog, catalogsAdmin, labels],
  [
    ['/v1/catalog', catalog.catalogRoutes],
    ['/v1/catalogs', catalogsAdmin.catalogAdminRoutes],
    ['/v1/labels', labels.labelRoutes],
  ],
);
