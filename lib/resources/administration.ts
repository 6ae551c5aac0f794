import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api/client';
import { serialize } from '@/lib/api/jsonapi';
import { fetchList, fetchResource, listPageOf, sendResource } from '@/lib/api/transport';
import type {
  accounts,
  agreementAcceptances,
  agreementText,
  agreementVersions,
  recentAccountMeta,
} from '@/shared/accounts/contract';
import type { CamelDeep, Read } from '@/shared/contract/resource';
import type { featureFlagChanges, featureFlags, integrations } from '@/shared/portals/contract';

/**
 * Administration: the portal's settings as the screens read and write them
 * (docs/administration-api.md). Settings are always the current portal's.
 */

export type FeatureFlag = Read<typeof featureFlags>;
export type FlagChange = Read<typeof featureFlagChanges>;
export type Integrations = Read<typeof integrations>;
export type AgreementText = CamelDeep<z.output<typeof agreementText>>;
/** A version as the settings screen reads it; pending and current ones carry `text`. */
export type AgreementVersion = Read<typeof agreementVersions>;
export type Acceptance = Read<typeof agreementAcceptances>;

export const adminKeys = {
  flags: (portal: string) => ['administration', 'flags', portal] as const,
  allFlagChanges: () => ['administration', 'flag-changes'] as const,
  flagChanges: (queryString: string) => [...adminKeys.allFlagChanges(), queryString] as const,
  pendingAgreements: () => ['administration', 'pending-agreements'] as const,
  dashboard: () => ['administration', 'dashboard'] as const,
  integrations: () => ['administration', 'integrations'] as const,
  agreements: () => ['administration', 'agreements'] as const,
  acceptances: (queryString: string) => ['administration', 'acceptances', queryString] as const,
  recent: () => ['administration', 'recent-accounts'] as const,
};

/** A portal's flags: 'current', or another portal's id to compare side by side. */
export const featureFlagsQuery = (portal = 'current') =>
  queryOptions({
    queryKey: adminKeys.flags(portal),
    queryFn: async (context) =>
      (await fetchList<FeatureFlag>(context, `/v1/portals/${portal}/feature_flags`)).items,
  });

/** One page of the current portal's flag history, newest first, for the view's query string. */
export const flagChangesQuery = (queryString: string) =>
  queryOptions({
    queryKey: adminKeys.flagChanges(queryString),
    queryFn: (context) =>
      fetchList<FlagChange>(context, `/v1/portals/current/feature_flag_changes?${queryString}`),
    // The previous page stays on screen while the next loads, so paging does not flash.
    placeholderData: keepPreviousData,
  });

export async function setFeatureFlag(key: string, enabled: boolean): Promise<FeatureFlag> {
  return sendResource<FeatureFlag>(`/v1/portals/current/feature_flags/${key}`, {
    method: 'PATCH',
    body: serialize('feature_flags', { enabled }),
  });
}

export const integrationsQuery = () =>
  queryOptions({
    queryKey: adminKeys.integrations(),
    queryFn: async (context) =>
      (await fetchResource<Integrations>(context, '/v1/portals/current/integrations')).data,
  });

export async function saveIntegrations(values: Record<string, string | string[] | null>) {
  return sendResource<Integrations>('/v1/portals/current/integrations', {
    method: 'PATCH',
    body: serialize('integrations', values),
  });
}

export const agreementsQuery = () =>
  queryOptions({
    queryKey: adminKeys.agreements(),
    queryFn: async (context) => {
      const { data, meta } = await fetchResource<AgreementVersion[]>(context, '/v1/agreements');
      return { versions: data ?? [], accounts: Number(meta.accounts ?? 0) };
    },
  });

export async function createAgreementDraft(kind: string, change: 'major' | 'minor') {
  return sendResource<AgreementVersion>('/v1/agreements', {
    method: 'POST',
    body: serialize('agreement_versions', { kind, change }),
  });
}

export async function saveAgreementText(id: string, locale: string, title: string, html: string) {
  return sendResource<AgreementVersion>(`/v1/agreements/${id}/texts/${locale}`, {
    method: 'PUT',
    body: serialize('agreement_texts', { title, body_html: html }),
  });
}

export async function publishAgreement(id: string) {
  await apiFetch(`/v1/agreements/${id}/publish`, { method: 'POST' });
}

export async function deleteAgreementDraft(id: string) {
  await apiFetch(`/v1/agreements/${id}`, { method: 'DELETE' });
}

/** The filter an acceptance report's view names its version by (filter[version] in its query). */
export const REPORT_VERSION_FILTER = 'version';
const VERSION_PARAM = `filter[${REPORT_VERSION_FILTER}]`;

/**
 * The version an acceptance report's query string names, or null when no report is open. The
 * view comes from the address too, so only an id (letters, digits, `-`, `_`) counts: it goes in
 * an API path, where `..` would ask for another resource.
 */
export function reportVersionOf(queryString: string): string | null {
  const version = new URLSearchParams(queryString).get(VERSION_PARAM);
  return version && /^[\w-]+$/.test(version) ? version : null;
}

/**
 * GET /v1/agreements/{id}/acceptances for a report's query string: its version goes in the
 * path, the rest (search, page) stays the query; null when it names no version.
 */
export function acceptancesPath(queryString: string): string | null {
  const version = reportVersionOf(queryString);
  if (!version) return null;
  const params = new URLSearchParams(queryString);
  params.delete(VERSION_PARAM);
  return `/v1/agreements/${version}/acceptances?${params}`;
}

/**
 * Who accepted the version the report's view names, one page for its query string. With no
 * report open the page still prefetches the view's first page: an empty one, asked of nobody.
 */
export const acceptancesQuery = (queryString: string) =>
  queryOptions({
    queryKey: adminKeys.acceptances(queryString),
    queryFn: async (context) => {
      const path = acceptancesPath(queryString);
      return path ? fetchList<Acceptance>(context, path) : listPageOf<Acceptance>([], {});
    },
    // The previous page stays on screen while the next of the same report loads; another
    // version's rows never stand in for this one's.
    placeholderData: (previous, previousQuery) =>
      previousQuery && reportVersionOf(previousQuery.queryKey[2]) === reportVersionOf(queryString)
        ? previous
        : undefined,
  });

export async function acceptAgreement(id: string) {
  await apiFetch(`/v1/agreements/${id}/accept`, { method: 'POST' });
}

export async function saveOverride(languageId: string, key: string, text: string | null) {
  await apiFetch(`/v1/portals/current/languages/${languageId}/overrides/${key}`, {
    method: text === null ? 'DELETE' : 'PUT',
    ...(text === null ? {} : { body: serialize('overrides', { text }) }),
  });
}

export async function addPortalLanguage(locale: string) {
  await apiFetch('/v1/portals/current/languages', {
    method: 'POST',
    body: serialize('portal_languages', { locale }),
  });
}

export async function makePrimaryLanguage(id: string) {
  await apiFetch(`/v1/portals/current/languages/${id}`, {
    method: 'PATCH',
    body: serialize('portal_languages', { is_primary: true }),
  });
}

export async function removePortalLanguage(id: string) {
  await apiFetch(`/v1/portals/current/languages/${id}`, { method: 'DELETE' });
}

/** What this session must accept before going on (the page at sign-in), in its language. */
export const pendingAgreementsQuery = () =>
  queryOptions({
    queryKey: adminKeys.pendingAgreements(),
    queryFn: async (context) =>
      (await fetchResource<AgreementVersion[]>(context, '/v1/agreements/pending')).data ?? [],
  });

/** GET /v1/dashboard: the figures of /admin/dashboard this person may see. */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: adminKeys.dashboard(),
    queryFn: async (context) =>
      (
        await fetchResource<import('@/lib/dashboard/tiles').DashboardFigures>(
          context,
          '/v1/dashboard',
        )
      ).data,
  });

/** The short view of an account (`accounts` without locale, roles, created_at) and its meta. */
export type RecentAccount = Pick<
  Read<typeof accounts>,
  'id' | 'fullName' | 'email' | 'avatarUrl' | 'lastOnline'
> & { meta?: CamelDeep<z.output<typeof recentAccountMeta>> };

/** The accounts the signed-in staff member opened lately on this portal, newest first. */
export const recentAccountsQuery = () =>
  queryOptions({
    queryKey: adminKeys.recent(),
    queryFn: async (context) =>
      (await fetchResource<RecentAccount[]>(context, '/v1/recent_accounts')).data ?? [],
  });

/** Creates a portal (staff): reachable on its domain at once. */
export async function createPortal(values: {
  name: string;
  key: string;
  domain: string;
  baseUrl: string;
  primaryLocale: string;
  primaryColor: string;
}) {
  await apiFetch('/v1/portals', { method: 'POST', body: serialize('portals', values) });
}

/** Shows an uploaded portal_logo file as the portal's logo (null: the default logo again). */
export async function setPortalLogo(id: string, logoFileId: string | null) {
  await apiFetch(`/v1/portals/${id}`, {
    method: 'PATCH',
    body: serialize('portals', { logoFileId }),
  });
}

export async function renamePortal(id: string, name: string) {
  await apiFetch(`/v1/portals/${id}`, { method: 'PATCH', body: serialize('portals', { name }) });
}

export async function addPortalDomain(id: string, domain: string, baseUrl: string) {
  await apiFetch(`/v1/portals/${id}/domains`, {
    method: 'POST',
    body: serialize('portal_domains', { domain, baseUrl }),
  });
}

export async function removePortalDomain(id: string, domainId: string) {
  await apiFetch(`/v1/portals/${id}/domains/${domainId}`, { method: 'DELETE' });
}

export async function setPortalColor(id: string, primaryColor: string) {
  await apiFetch(`/v1/portals/${id}/theme`, {
    method: 'PATCH',
    body: serialize('themes', { primaryColor }),
  });
}
