import type { Mount } from '../app-env';
import type { Answers } from '../openapi/answers';
import { agreementRoutes, answers as agreementsAnswers } from './agreements.routes';
import { answers as dashboardAnswers, dashboardRoutes } from './dashboard.routes';
import {
  featureFlagChangeRoutes,
  featureFlagRoutes,
  answers as featureFlagsAnswers,
} from './feature-flags.routes';
import {
  chatIdentityRoutes,
  integrationRoutes,
  answers as integrationsAnswers,
} from './integrations.routes';
import { answers as portalAdminAnswers, portalAdminRoutes } from './portal-admin.routes';
import { portalLanguageRoutes, answers as portalLanguagesAnswers } from './portal-languages.routes';
import { portalRoutes, answers as portalsAnswers } from './portals.routes';

/**
 * Where the portals' routes are mounted. app.ts mounts every domain's, the more specific paths
 * first (so `/v1/orders/:id/seats` before `/v1/orders`); two modules on one path keep this order.
 */
export const mounts: readonly Mount[] = [
  // The portal's settings (current portal), and portals themselves (admin routes before the
  // portal reads, which answer 405 for the methods these define).
  ['/v1/portals/:id/feature_flags', featureFlagRoutes],
  ['/v1/portals/:id/feature_flag_changes', featureFlagChangeRoutes],
  ['/v1/portals/:id/integrations', integrationRoutes],
  ['/v1/portals/:id/languages', portalLanguageRoutes],
  ['/v1/portals', portalAdminRoutes],
  ['/v1/portals', portalRoutes],
  ['/v1/agreements', agreementRoutes],
  ['/v1/dashboard', dashboardRoutes],
  ['/v1/chat_identity', chatIdentityRoutes],
];

/** What the portals' routes answer when they succeed (../openapi/answers.ts). */
export const answers: Answers = {
  ...agreementsAnswers,
  ...dashboardAnswers,
  ...featureFlagsAnswers,
  ...integrationsAnswers,
  ...portalAdminAnswers,
  ...portalLanguagesAnswers,
  ...portalsAnswers,
};
