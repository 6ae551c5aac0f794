import type { Hono } from 'hono';
import type { MeDocuments } from './accounts/me-documents';
import type { Db } from './db/database';
import type { Locale } from './i18n/locales';
import type { RequestContexts } from './middleware/request-contexts';
import type { Answers } from './openapi/answers';
import type { PortalRecord } from './portals/portals.queries';

/** The tenant of a request, resolved from X-Portal-Domain by one index probe. */
export type PortalRef = { id: string; features: string[]; version: number };

/** The signed-in account of a request. */
export type Viewer = {
  id: string;
  portalId: string;
  roles: string[];
  /**
   * Holds an `academy_*` role, so may act on every portal (actsOnEveryPortal); everyone else,
   * a portal's own admin, support, author and financial controller too, only on their own.
   */
  actsOnEveryPortal: boolean;
  /** When this session signed in (its token was issued). */
  signedInAt?: Date;
  /** The API token acting as this account (its hint), when the request came with one. */
  apiToken?: string;
  /**
   * Who is really asking when a support person acts as this account (issue 43, item 3): every
   * write goes to the audit log as theirs "as" this account.
   */
  actor?: { id: string; roles: string[] };
};

/** A route module and the path app.ts mounts it at (each domain's `<domain>.mounts.ts`). */
export type Mount = readonly [path: string, routes: Hono<AppEnv>];

/** A route module imported whole (`import * as orders from './orders.routes'`): its answers. */
export type RouteModule = { readonly answers: Answers };

/** What each domain's `<domain>.mounts.ts` exports for app.ts and the OpenAPI document. */
export type DomainRoutes = { readonly mounts: readonly Mount[]; readonly answers: Answers };

/**
 * A domain's routes: where app.ts mounts them (the more specific paths first, so
 * `/v1/orders/:id/seats` before `/v1/orders`; two modules on one path keep this order), and what
 * they answer when they succeed (./openapi/answers.ts): every one of its modules' answers.
 */
export function domainRoutes(
  modules: readonly RouteModule[],
  mounts: readonly Mount[],
): DomainRoutes {
  return {
    mounts,
    answers: Object.fromEntries(modules.flatMap((module) => Object.entries(module.answers))),
  };
}

/** Hono context variables, set by the middleware of app.ts. */
export type AppEnv = {
  Variables: {
    db: Db;
    locale: Locale;
    portal: PortalRef;
    /** The whole portal, loaded on first use (see currentPortal): most routes need only its id. */
    portalRecord?: Promise<PortalRecord>;
    viewer: Viewer | null;
    tokenHash: string | null;
    /** Request contexts kept while the change feed says nothing changed; absent without a feed. */
    requestContexts?: RequestContexts;
    /** Signed-in Me documents kept the same way (accounts/me-documents.ts). */
    meDocuments?: MeDocuments;
    /**
     * Student view's package launch: the key its tokens are signed with, read before the route's
     * read-only transaction begins (packages/preview-launch.ts).
     */
    previewLaunchKey?: string;
  };
};
