import { Hono } from 'hono';
import { hasFeature } from '../../shared/access/features';
import type { AppEnv } from '../app-env';
import { ApiError, text } from '../jsonapi/errors';

/**
 * The portal's `lti` feature flag (issue 38; docs/lti.md): off, every LTI route of the portal
 * answers 403 (as a route of another switched-off feature does), before anything is read or
 * counted. The refusal carries the reason `LTI_OFF`, so the app's /lti/tool pages show the LTI
 * refusal page for it. The admin and authoring routes also check RULES.ltiAdmin/ltiAuthoring,
 * the rules the app's screens use.
 */
export function ltiFeatureOff(): ApiError {
  return new ApiError(403, [
    { code: 'FORBIDDEN', text: text('lti.featureOff'), meta: { reason: 'LTI_OFF' } },
  ]);
}

/** A route module of the LTI domain, behind the portal's `lti` flag. */
export function withLtiFeature(routes: Hono<AppEnv>): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      if (!hasFeature(c.var.portal.features, 'lti')) throw ltiFeatureOff();
      await next();
    })
    .route('/', routes);
}
