import type { Context } from 'hono';
import type { Rule } from '../../shared/access/rules';
import type { AppEnv, Viewer } from '../app-env';
import { forbidden, text } from '../jsonapi/errors';
import { requireViewer } from '../middleware/viewer';

/**
 * The route-level check of spec §6: signed in (401), then the route's rule over the viewer's
 * roles and the portal's feature flags (403). Every route that is not open to everyone starts
 * with it; the rule is one of shared/access/rules.ts, the same the app's menus and pages use.
 * Whether a particular record is the viewer's is the record's own check (404, account-scope.ts).
 */
export function authorize(c: Context<AppEnv>, rule: Rule): Viewer {
  const viewer = requireViewer(c.var.viewer);
  if (!rule({ roles: viewer.roles, features: c.var.portal.features })) {
    throw forbidden(text('roleOrFeatureMissing'));
  }
  return viewer;
}
