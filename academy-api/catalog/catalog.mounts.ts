import type { Mount } from '../app-env';
import type { Answers } from '../openapi/answers';
import { answers as catalogAnswers, catalogRoutes } from './catalog.routes';
import { catalogAdminRoutes, answers as catalogsAdminAnswers } from './catalogs-admin.routes';
import { labelRoutes, answers as labelsAnswers } from './labels.routes';

/**
 * Where the catalog's routes are mounted. app.ts mounts every domain's, the more specific paths
 * first (so `/v1/orders/:id/seats` before `/v1/orders`); two modules on one path keep this order.
 */
export const mounts: readonly Mount[] = [
  ['/v1/catalog', catalogRoutes],
  ['/v1/catalogs', catalogAdminRoutes],
  ['/v1/labels', labelRoutes],
];

/** What the catalog's routes answer when they succeed (../openapi/answers.ts). */
export const answers: Answers = {
  ...catalogAnswers,
  ...catalogsAdminAnswers,
  ...labelsAnswers,
};
