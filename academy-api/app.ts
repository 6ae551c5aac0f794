import { Hono } from 'hono';
import type { AppEnv, Mount } from './app-env';
import type { Db } from './db/database';
import { DOMAINS } from './domains';
import { filesRoutes } from './files/files.routes';
import { acceptedLocale, type Locale } from './i18n/locales';
import { requestOverrides } from './i18n/request-texts';
import { isDatabaseUnavailable, toErrorResponse } from './jsonapi/error-response';
import { notFound, text } from './jsonapi/errors';
import { methodNotAllowedGuard } from './jsonapi/method-not-allowed';
import { refuseUncleanInput } from './middleware/clean-input';
import { resolveRequest } from './middleware/portal';
import { healthRoutes, openApiRoutes, pingRoutes } from './system/system.routes';

/**
 * Every route module behind the portal middleware and its path: the more specific paths first
 * (a longer path before its prefix: `/v1/orders/:id/seats` before `/v1/orders`, a course's
 * quizzes before the course routes, which would answer 405 beneath them), otherwise in the order
 * of DOMAINS and of each domain's list.
 */
export const MOUNTS: readonly Mount[] = bySpecificity([
  ['/ping', pingRoutes],
  ...DOMAINS.flatMap((domain) => domain.mounts),
  ['/v1/files', filesRoutes],
]);

function bySpecificity(mounts: readonly Mount[]): Mount[] {
  const depth = ([path]: Mount) => path.split('/').length;
  return [...mounts].sort((a, b) => depth(b) - depth(a));
}

/** The Academy API as a Hono app over one database (see docs/upstream-contract.md). */
export function createApp(db: Db) {
  const app = new Hono<AppEnv>();
  app.onError(async (error, c) =>
    toErrorResponse(
      error,
      c.var.locale ?? 'en',
      await requestOverrides(c, isDatabaseUnavailable(error)),
    ),
  );
  app.notFound(async (c) =>
    toErrorResponse(
      notFound(text('noSuchPath', { path: c.req.path })),
      c.var.locale ?? 'en',
      await requestOverrides(c),
    ),
  );
  app.use(async (c, next) => {
    c.set('db', db);
    c.set('locale', (acceptedLocale(c.req.header('accept-language')) as Locale) ?? 'en');
    await next();
  });
  app.use(refuseUncleanInput);
  app.use(methodNotAllowedGuard(app));
  // Registered before the portal middleware, so it answers without a portal domain.
  app.route('/health', healthRoutes);
  app.route('/v1/openapi.json', openApiRoutes(app));
  app.use(resolveRequest);
  for (const [path, routes] of MOUNTS) app.route(path, routes);
  return app;
}
