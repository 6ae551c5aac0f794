import { queryOptions } from '@tanstack/react-query';
import { fetchResource, transportOf } from '@/lib/api/transport';
import { PING_QUERY_TIMING } from '@/lib/ui-state/ping';
import type { BusinessModel } from '@/shared/access/subscription';
import type { me } from '@/shared/accounts/contract';
import type { Read } from '@/shared/contract/resource';
import type { Account, Contract, Entity, PrimaryCoach, Profile, Subscription } from './accounts';
import type { Banner } from './announcements';
import type { Portal, Theme } from './portals';

export type { BusinessModel };

/** GET /v1/me: who is asking, on which portal, with the shell's includes. */
/** Me's attributes (its contract) and its includes, resolved by the deserializer. */
export type Me = Read<typeof me> & {
  account?: Account | null;
  entity?: Entity | null;
  portal: Portal;
  subscription?: Subscription | null;
  contract?: Contract | null;
  primaryCoach?: PrimaryCoach | null;
  profile?: Profile | null;
  theme?: Theme | null;
  /** The announcement shown under the header, if any. */
  banner?: Banner | null;
};

/** /v1/me with its meta: the portal's feature flags and whether the session is valid. */
export interface MeResult {
  me: Me;
  features: string[];
  authenticated: boolean;
  /** Agreement versions this session must accept before anything else. */
  pendingAgreements?: { id: string; kind: string }[];
  /** Who really asks while a support person acts as this account (issue 43); null otherwise. */
  actingAs?: { actorName: string; since: string | null } | null;
}

export const meKeys = {
  me: () => ['me'] as const,
  ping: () => ['ping'] as const,
};

export const ME_INCLUDE =
  'account,entity,portal,portal.portal_domains,portal.languages,subscription,contract,primary_coach,profile,theme,banner';

export function toMeResult(data: Me, meta: Record<string, unknown>): MeResult {
  return {
    me: data,
    features: Array.isArray(meta.features) ? (meta.features as string[]) : [],
    authenticated: meta.authenticated === true,
    pendingAgreements: Array.isArray(meta.pendingAgreements)
      ? (meta.pendingAgreements as { id: string; kind: string }[])
      : [],
    actingAs: actingOf(meta.actingAs),
  };
}

function actingOf(value: unknown): MeResult['actingAs'] {
  if (!value || typeof value !== 'object') return null;
  const { actorName, since } = value as { actorName?: unknown; since?: unknown };
  if (typeof actorName !== 'string') return null;
  return { actorName, since: typeof since === 'string' ? since : null };
}

/** The portal layout fetches this once per request; every client component reads it. */
export const meQuery = () =>
  queryOptions({
    queryKey: meKeys.me(),
    queryFn: async (context) => {
      const { data, meta } = await fetchResource<Me>(context, `/v1/me?include=${ME_INCLUDE}`);
      return toMeResult(data, meta);
    },
  });

export interface PingResult {
  authenticated: boolean;
  redirect?: unknown;
}

/** Spec §7/§9: /ping is stale after 10 min and refetched every 30 min and on focus. */
export const pingQuery = () =>
  queryOptions({
    queryKey: meKeys.ping(),
    queryFn: async ({ client, signal }): Promise<PingResult> => {
      const document = (await transportOf(client)('/ping', { signal })) as {
        meta?: { authenticated?: boolean };
        redirect?: unknown;
      };
      return { authenticated: document.meta?.authenticated === true, redirect: document.redirect };
    },
    staleTime: PING_QUERY_TIMING.staleTimeMs,
    refetchInterval: PING_QUERY_TIMING.refetchIntervalMs,
    refetchOnWindowFocus: PING_QUERY_TIMING.refetchOnWindowFocus,
  });
