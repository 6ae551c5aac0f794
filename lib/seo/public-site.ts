import 'server-only';
import { ApiError, isErrorDocument } from '@/lib/api/errors';
import type { JsonApiDocument } from '@/lib/api/jsonapi';
import { makeQueryClient } from '@/lib/api/query-client';
import { setTransport } from '@/lib/api/transport';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { hostnameFromHost } from '@/lib/proxy/portal-domain';
import { type CatalogCourse, catalogQuery } from '@/lib/resources/catalog';
import { meQuery } from '@/lib/resources/me';
import type { Portal } from '@/lib/resources/portals';
import { callUpstream, withContext } from '@/lib/server/upstream';
import { GUEST_COURSES } from './guest-courses';
import { requestProtocol, siteOrigin } from './site-origin';

export interface PublicSite {
  portal: Portal;
  /** Absolute base URL of the portal on this host (its domain's base_url). */
  origin: string;
  /** The courses a guest sees (GUEST_COURSES); empty unless asked for. */
  courses: CatalogCourse[];
}

/**
 * The portal of a request's own Host, as a guest sees it, for /sitemap.xml and /robots.txt.
 * Unlike pages, neither the portal_domain cookie (academy staff acting on another portal) nor the
 * session count: what a crawler gets for a host must not depend on who else asks. Null for a
 * malformed host or one no portal has (→ 404); other upstream failures throw.
 */
export async function loadPublicSite(
  request: Request,
  options: { withCourses?: boolean } = {},
): Promise<PublicSite | null> {
  const host = request.headers.get('host');
  const portalDomain = hostnameFromHost(host);
  if (!portalDomain) return null;

  const client = makeQueryClient(undefined, { server: true });
  setTransport(client, async (path): Promise<JsonApiDocument> => {
    const response = await callUpstream({
      method: 'GET',
      path,
      // No token: a guest's view.
      headers: withContext(new Headers({ accept: 'application/vnd.api+json' }), {
        portalDomain,
        locale: DEFAULT_LOCALE,
      }),
    });
    const document = (await response.json().catch(() => ({}))) as JsonApiDocument;
    if (!response.ok) {
      throw new ApiError(
        response.status,
        isErrorDocument(document) ? document.errors : [{ status: String(response.status) }],
      );
    }
    return document;
  });

  try {
    const [{ me }, catalog] = await Promise.all([
      client.fetchQuery(meQuery()),
      options.withCourses ? client.fetchQuery(catalogQuery(GUEST_COURSES)) : null,
    ]);
    const origin = siteOrigin({
      host,
      domains: me.portal.portalDomains,
      protocol: requestProtocol(request.headers.get('x-forwarded-proto')),
    });
    if (!origin) return null;
    return { portal: me.portal, origin, courses: catalog?.items ?? [] };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'PORTAL_NOT_FOUND') return null;
    throw error;
  } finally {
    client.clear();
  }
}
