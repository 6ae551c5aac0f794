import type { Row, RowsOf } from '../route-table';

/**
 * Administration (issue 20): the portal's settings, portals, agreements, the dashboard and the
 * support overview. Rows ask for unknown ids and send invalid bodies, so no setting of the demo
 * portals changes.
 */

/** RULES.portalSettings: the academy group (Ada) on a portal with `portals`. */
const PORTAL_SETTINGS = { guest: 401, ada: 200, others: 403 } as const;
const portalSettings = (status: number) => ({ ...PORTAL_SETTINGS, ada: status });
/** RULES.settings (integrations): the academy and content groups (Ada, Alex). */
const SETTINGS = { guest: 401, ada: 200, alex: 200, others: 403 } as const;
const settings = (status: number) => ({ ...SETTINGS, ada: status, alex: status });
/** Every signed-in person. */
const SIGNED_IN = (status: number) => ({ guest: 401, others: status });

export const rows: RowsOf = ({ NO_SUCH }) => {
  const current = '/v1/portals/current';
  const language = `${current}/languages/${NO_SUCH}`;
  const portal = `/v1/portals/${NO_SUCH}`;
  const agreement = `/v1/agreements/${NO_SUCH}`;
  const row = (
    method: string,
    route: string,
    path: string,
    expect: Row['expect'],
    body?: unknown,
  ): Row => ({ method, route, path: () => path, expect, ...(body !== undefined ? { body } : {}) });
  return [
    row('GET', '/v1/portals/:id/feature_flags', `${current}/feature_flags`, PORTAL_SETTINGS),
    row(
      'PATCH',
      '/v1/portals/:id/feature_flags/:flag',
      `${current}/feature_flags/portfolio_feature`,
      portalSettings(422),
      {},
    ),
    row(
      'GET',
      '/v1/portals/:id/feature_flag_changes',
      `${current}/feature_flag_changes`,
      PORTAL_SETTINGS,
    ),
    row('GET', '/v1/portals/:id/integrations', `${current}/integrations`, SETTINGS),
    row('PATCH', '/v1/portals/:id/integrations', `${current}/integrations`, settings(422), {
      knowledge_base_url: 'not a link',
    }),
    row('POST', '/v1/portals/:id/languages', `${current}/languages`, portalSettings(422), {}),
    row('PATCH', '/v1/portals/:id/languages/:lid', language, portalSettings(404), {}),
    row('DELETE', '/v1/portals/:id/languages/:lid', language, portalSettings(404)),
    row(
      'PUT',
      '/v1/portals/:id/languages/:lid/overrides/:key',
      `${language}/overrides/catalog.title`,
      portalSettings(404),
      { text: 'x' },
    ),
    row(
      'DELETE',
      '/v1/portals/:id/languages/:lid/overrides/:key',
      `${language}/overrides/catalog.title`,
      portalSettings(404),
    ),
    row('POST', '/v1/portals', '/v1/portals', portalSettings(422), {}),
    row('PATCH', '/v1/portals/:id', portal, portalSettings(404), {}),
    row('POST', '/v1/portals/:id/domains', `${portal}/domains`, portalSettings(404), {}),
    row(
      'DELETE',
      '/v1/portals/:id/domains/:did',
      `${portal}/domains/${NO_SUCH}`,
      portalSettings(404),
    ),
    row('PATCH', '/v1/portals/:id/theme', `${portal}/theme`, portalSettings(404), {}),
    row('GET', '/v1/agreements', '/v1/agreements', PORTAL_SETTINGS),
    row('POST', '/v1/agreements', '/v1/agreements', portalSettings(422), {}),
    row('GET', '/v1/agreements/pending', '/v1/agreements/pending', SIGNED_IN(200)),
    // Demo Academy's terms are public (the register form links them); Unlimited Learning has none.
    row('GET', '/v1/agreements/current/:kind', '/v1/agreements/current/terms', {
      lars: 404,
      others: 200,
    }),
    row('GET', '/v1/agreements/:id', agreement, portalSettings(404)),
    row('DELETE', '/v1/agreements/:id', agreement, portalSettings(404)),
    row(
      'PUT',
      '/v1/agreements/:id/texts/:locale',
      `${agreement}/texts/nl`,
      portalSettings(404),
      {},
    ),
    row('DELETE', '/v1/agreements/:id/texts/:locale', `${agreement}/texts/nl`, portalSettings(404)),
    row('POST', '/v1/agreements/:id/publish', `${agreement}/publish`, portalSettings(404), {}),
    row('GET', '/v1/agreements/:id/acceptances', `${agreement}/acceptances`, portalSettings(404)),
    row(
      'GET',
      '/v1/agreements/:id/acceptances/export',
      `${agreement}/acceptances/export`,
      portalSettings(404),
    ),
    row('POST', '/v1/agreements/:id/accept', `${agreement}/accept`, SIGNED_IN(404), {}),
    // Every staff member (RULES.staff); each sees the sections of their roles.
    row('GET', '/v1/dashboard', '/v1/dashboard', {
      guest: 401,
      ada: 200,
      sam: 200,
      alex: 200,
      sven: 200,
      mia: 200,
      others: 403,
    }),
    // RULES.accounts: support and sales staff (Ada, Sam, Sven).
    row('GET', '/v1/recent_accounts', '/v1/recent_accounts', {
      guest: 401,
      ada: 200,
      sam: 200,
      sven: 200,
      others: 403,
    }),
    row(
      'POST',
      '/v1/accounts/:id/views',
      `/v1/accounts/${NO_SUCH}/views`,
      {
        guest: 401,
        ada: 404,
        sam: 404,
        sven: 404,
        others: 403,
      },
      {},
    ),
    // Demo Academy has no chat id (DEMO-DATA.md): nobody has a chat identity there.
    row('GET', '/v1/chat_identity', '/v1/chat_identity', SIGNED_IN(404)),
  ];
};
