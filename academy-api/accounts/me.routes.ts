import { type Context, Hono } from 'hono';
import { me } from '../../shared/accounts/contract';
import { imageHostsOf } from '../../shared/portals/image-hosts';
import type { RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { holdsCourseGrant } from '../commerce';
import { bannerFor, bannerResource } from '../communication';
import { announcementsForReader } from '../content';
import type { Db } from '../db/database';
import { buildDocument, toOne } from '../jsonapi/document';
import { parseQuery } from '../jsonapi/query';
import { resourceOf } from '../jsonapi/resource';
import { jsonApiText } from '../jsonapi/response';
import type { Loaded } from '../middleware/kept-per-session';
import { currentPortal, LAST_ONLINE_EVERY_MS } from '../middleware/portal';
import { type Answers, one } from '../openapi/answers';
import type { PortalRecord } from '../portals';
import {
  PORTAL_TYPE_FIELDS,
  pendingAgreements,
  portalIncludes,
  portalResource,
  THEME_FIELDS,
  themeResource,
} from '../portals';
import {
  ACCOUNT_TYPE_FIELDS,
  accountResource,
  contractResource,
  entityResource,
  primaryCoachResource,
  profileResource,
  subscriptionResource,
} from './accounts.serializers';
import { actingOf, findMeAccount, meClockBoundary } from './me.queries';
import { ME_MAX_AGE_MS } from './me-documents';

const DEFAULT_INCLUDES = [
  'banner',
  'account',
  'entity',
  'portal',
  'subscription',
  'contract',
  'primary_coach',
  'profile',
  'theme',
];

const ME_QUERY = {
  include: [...DEFAULT_INCLUDES, 'portal.portal_domains', 'portal.languages'],
  fields: {
    me: ['roles', 'available_business_models', 'order_course_access', ...DEFAULT_INCLUDES],
    ...ACCOUNT_TYPE_FIELDS,
    ...PORTAL_TYPE_FIELDS,
    themes: THEME_FIELDS,
    banners: ['title', 'body_html', 'language', 'severity', 'starts_at', 'ends_at'],
  },
};

function portalParts(portal: PortalRecord) {
  return {
    relationships: {
      portal: toOne('portals', portal.id),
      theme: toOne('themes', portal.theme?.id),
    },
    included: [portalResource(portal), ...(portal.theme ? [themeResource(portal.theme)] : [])],
  };
}

/** Me of a signed-in account: everything the shell needs in one document. */
async function signedInMe(db: Db, accountId: string, portal: PortalRecord, locale: string) {
  // The banner under the header comes with Me: no request of its own per page.
  const [found, stored, granted] = await Promise.all([
    findMeAccount(db, { id: accountId }),
    bannerFor(db, { portalId: portal.id, accountId, now: new Date() }),
    holdsCourseGrant(db, { accountId }),
  ]);
  // In the reader's language where it has a translation; no query without one.
  const [banner] = stored ? await announcementsForReader(db, locale, [stored]) : [];
  if (!found) return null;
  const { account, entity, coach } = found;
  const contract = entity.contract;
  const parts = portalParts(portal);
  const data = resourceOf(
    me,
    account.id,
    {
      roles: account.roles,
      available_business_models: contract?.businessModels ?? [],
      // A paid order's access to some course: the catalog and my courses open.
      order_course_access: granted,
    },
    {
      relationships: {
        account: toOne('accounts', account.id),
        entity: toOne('entities', entity.id),
        ...parts.relationships,
        subscription: toOne('subscriptions', account.subscription?.id),
        contract: toOne('contracts', contract?.id),
        primary_coach: toOne('primary_coaches', coach?.id),
        profile: toOne('profiles', account.profile?.accountId),
        banner: toOne('banners', banner?.id),
      },
    },
  );
  const included = [
    accountResource(account),
    entityResource(entity),
    ...parts.included,
    ...(account.subscription ? [subscriptionResource(account.subscription)] : []),
    ...(contract ? [contractResource(contract)] : []),
    ...(coach ? [primaryCoachResource(coach)] : []),
    ...(account.profile ? [profileResource(account.profile)] : []),
    ...(banner ? [bannerResource(banner, { imageHosts: imageHostsOf(portal.information) })] : []),
  ];
  return { data, included, found };
}

function guestMe(portal: PortalRecord) {
  const parts = portalParts(portal);
  const data = resourceOf(
    me,
    'guest',
    { roles: [], available_business_models: [], order_course_access: false },
    { relationships: parts.relationships },
  );
  return { data, included: parts.included };
}

/** Me as the API answers it: the document, and until when it may be kept (me-documents.ts). */
async function meDocument(c: Context<AppEnv>, now: Date): Promise<Loaded<string>> {
  // Me always carries its default includes (the shell needs all of them); `include` can only
  // add the portal's domains and languages.
  const query = parseQuery(new URL(c.req.url).searchParams, ME_QUERY);
  const { db, viewer } = c.var;
  const portal = await currentPortal(c);
  const [signedIn, pending, boundary] = viewer
    ? await Promise.all([
        signedInMe(db, viewer.id, portal, c.var.locale),
        // The agreements this session must accept before anything else (the app's page
        // guard sends it to the page it cannot skip).
        pendingAgreements(db, {
          portalId: portal.id,
          accountId: viewer.id,
          accountPortalId: viewer.portalId,
          signedInAt: viewer.signedInAt,
        }),
        c.var.meDocuments
          ? meClockBoundary(db, { portalId: portal.id, accountId: viewer.id, now })
          : null,
      ])
    : [null, [], null];
  const me = signedIn ?? guestMe(portal);
  const included = [...me.included, ...portalIncludes(portal, query.include, 'portal.')];
  // Acting as this account (issue 43): who really asks, for the shell's banner.
  const acting =
    viewer?.actor && c.var.tokenHash
      ? await actingOf(db, { actorId: viewer.actor.id, tokenHash: c.var.tokenHash })
      : null;
  const meta = {
    features: portal.features,
    authenticated: me.data.id !== 'guest',
    pending_agreements: pending.map((version) => ({ id: version.id, kind: version.kind })),
    ...(acting ? { acting_as: acting } : {}),
  };
  const body = JSON.stringify(buildDocument(me.data, { included, fields: query.fields, meta }));
  if (!signedIn) return { value: body, until: null };
  // Kept no longer than what changes by the clock: a banner or a grant starting or ending, the
  // subscription ending, the account's next last-online write (middleware/portal.ts).
  const { account } = signedIn.found;
  const limits = [
    now.getTime() + ME_MAX_AGE_MS,
    boundary?.getTime(),
    account.subscription?.endsAt && account.subscription.endsAt > now
      ? account.subscription.endsAt.getTime()
      : undefined,
    account.lastOnline ? account.lastOnline.getTime() + LAST_ONLINE_EVERY_MS : undefined,
  ];
  return { value: body, until: Math.min(...limits.filter((limit) => limit !== undefined)) };
}

export const meRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { viewer, tokenHash, meDocuments } = c.var;
  const now = new Date();
  const body =
    viewer && tokenHash && meDocuments
      ? await meDocuments.find(
          tokenHash,
          {
            portalId: c.var.portal.id,
            locale: c.var.locale,
            search: new URL(c.req.url).search,
          },
          () => meDocument(c, now),
        )
      : (await meDocument(c, now)).value;
  return jsonApiText(body);
});

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/me': one('me'),
};

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = () => {
  return [{ method: 'GET', route: '/v1/me', path: () => '/v1/me', expect: { others: 200 } }];
};
