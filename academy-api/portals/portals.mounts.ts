import { domainRoutes } from '../app-env';
import * as agreements from './agreements.routes';
import * as dashboard from './dashboard.routes';
import * as featureFlags from './feature-flags.routes';
import * as integrations from './integrations.routes';
import * as portalAdmin from './portal-admin.routes';
import * as portalLanguages from './portal-languages.routes';
import * as portals from './portals.routes';

/** Where the portals' routes are mounted, and what they answer (domainRoutes). */
export const { mounts, answers } = domainRoutes(
  [agreements, dashboard, featureFlags, integrations, portalAdmin, portalLanguages, portals],
  [
    // The portal's settings (current portal), and portals themselves (admin routes before the
    // portal reads, which answer 405 for the methods these define).
    ['/v1/portals/:id/feature_flags', featureFlags.featureFlagRoutes],
    ['/v1/portals/:id/feature_flag_changes', featureFlags.featureFlagChangeRoutes],
    ['/v1/portals/:id/integrations', integrations.integrationRoutes],
    ['/v1/portals/:id/languages', portalLanguages.portalLanguageRoutes],
    ['/v1/portals', portalAdmin.portalAdminRoutes],
    ['/v1/portals', portals.portalRoutes],
    ['/v1/agreements', agreements.agreementRoutes],
    ['/v1/dashboard', dashboard.dashboardRoutes],
    ['/v1/chat_identity', integrations.chatIdentityRoutes],
  ],
);
