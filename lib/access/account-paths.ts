import { hasFeature } from '@/shared/access/features';

/**
 * Where accounts are read: the list is /admin/accounts when the portal has
 * `account-support`, else /academy/accounts_support; one account's page lives beneath its list
 * (/admin/accounts/{id} or /academy/accounts_support/{id}), so every link to it — the list's
 * names, pins, recently viewed, the page's own breadcrumb and "back to the list" — leads to a
 * page the viewer may open (route-access.ts gives both the list's rule), never to a 403.
 */
export const ACCOUNTS_LIST_PATHS = {
  support: '/admin/accounts',
  academy: '/academy/accounts_support',
} as const;

export type AccountsListPath = (typeof ACCOUNTS_LIST_PATHS)[keyof typeof ACCOUNTS_LIST_PATHS];

/** The account list of a portal with these feature flags. */
export function accountsListPath(features: readonly string[]): AccountsListPath {
  return hasFeature(features, 'account-support')
    ? ACCOUNTS_LIST_PATHS.support
    : ACCOUNTS_LIST_PATHS.academy;
}

/** One account's page on a portal with these feature flags. */
export function accountPath(features: readonly string[], id: string): string {
  return `${accountsListPath(features)}/${encodeURIComponent(id)}`;
}

const STORED_ACCOUNT_PAGE = /^\/(?:admin\/accounts|academy\/accounts_support)\/([^/?#]+)$/;

/**
 * A stored link to an account page (a pin saved while the portal had the other list) as the
 * page it is now; any other path stays as it is.
 */
export function currentAccountLink(features: readonly string[], uri: string): string {
  const id = STORED_ACCOUNT_PAGE.exec(uri)?.[1];
  return id ? `${accountsListPath(features)}/${id}` : uri;
}
