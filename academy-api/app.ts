import { type Context, Hono } from 'hono';
import { actingGuard } from './accounts/acting.routes';
import { MeDocuments } from './accounts/me-documents';
import type { AppEnv, Mount } from './app-env';
import type { ChangeFeed } from './db/change-feed';
import type { Db } from './db/database';
import { DOMAINS } from './domains';
import { filesRoutes } from './files/files.routes';
import { acceptedLocale, type Locale } from './i18n/locales';
import { requestOverrides } from './i18n/request-texts';
import { scimRoutes } from './integrations';
import { isDatabaseUnavailable, toErrorResponse } from './jsonapi/error-response';
import { notFound, text } from './jsonapi/errors';
import { methodNotAllowedGuard } from './jsonapi/method-not-allowed';
import { alternateRequestSyntax, type LrsEnv, lrsRoutes } from './lrs';
import { refuseUncleanInput } from './middleware/clean-input';
import { resolveRequest } from './middleware/portal';
import { RequestContexts } from './middleware/request-contexts';
import { cmi5LaunchHooks, packagesSwitchedOn } from './packages';
import { packageContentRoutes } from './packages/play.routes';
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

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The Academy API as a Hono app over one database (see docs/upstream-contract.md). */
export function createApp(db: Db, options: { changes?: ChangeFeed } = {}) {
  const app = new Hono<AppEnv>();
  const requestContexts = options.changes ? new RequestContexts(options.changes) : undefined;
  const meDocuments = options.changes ? new MeDocuments(options.changes) : undefined;
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
    if (requestContexts) c.set('requestContexts', requestContexts);
    if (meDocuments) c.set('meDocuments', meDocuments);
    c.set('locale', (acceptedLocale(c.req.header('accept-language')) as Locale) ?? 'en');
    await next();
  });
  const changes = options.changes;
  if (changes) {
    app.use(async (c, next) => {
      await next();
      // A write is answered only once this instance has heard of it (on PostgreSQL the
      // notification comes on a connection of its own), so the next request here never meets
      // what it kept from before: a guest page, a request context.
      if (!READS.has(c.req.method)) await changes.settle();
    });
  }
  app.use(refuseUncleanInput);
  app.use(methodNotAllowedGuard(app));
  // Registered before the portal middleware, so it answers without a portal domain.
  app.route('/health', healthRoutes);
  app.route('/v1/openapi.json', openApiRoutes(app));
  // A package's content origin: its launch token, not a portal or session, says what it opens.
  app.route('/v1/package_content/:token', packageContentRoutes);
  // The learning record store: its HTTP Basic credential says which portal's records it opens.
  // It answers only where content packages are on (the switch of issue 37).
  app.use('/v1/xapi/*', packagesSwitchedOn, async (c, next) => {
    // A cmi5 session's credential: what its statements must keep and move on (packages).
    (c as unknown as Context<LrsEnv>).set('launchHooks', cmi5LaunchHooks);
    await next();
  });
  app.use(
    '/v1/xapi/*',
    alternateRequestSyntax((request) => app.fetch(request)),
  );
  app.route('/v1/xapi', lrsRoutes as unknown as Hono<AppEnv>);
  // SCIM 2.0 provisioning (issue 39): its own portal lookup and its own tokens, its own errors.
  app.route('/v1/scim/v2', scimRoutes as unknown as Hono<AppEnv>);
  app.use(resolveRequest);
  // Acting as a user (issue 43): what stays the person's own is refused, every write audited.
  app.use(actingGuard);
  for (const [path, routes] of MOUNTS) app.route(path, routes);
  return app;
}
