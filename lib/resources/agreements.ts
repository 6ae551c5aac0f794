import { queryOptions } from '@tanstack/react-query';
import { fetchResource } from '@/lib/api/transport';
import type { AgreementVersion } from './administration';

export type AgreementKind = AgreementVersion['kind'];

/** What a person reading a current document sees: its version and text in their language. */
export type CurrentAgreement = Pick<AgreementVersion, 'id' | 'kind' | 'version' | 'text'>;

export const agreementKeys = {
  current: () => ['agreements', 'current'] as const,
  currentOf: (kind: AgreementKind) => [...agreementKeys.current(), kind] as const,
};

/**
 * The portal's current terms and privacy statement: what the register form asks a
 * guest to accept, in the page's language. Empty on a portal that published none.
 */
export const currentAgreementsQuery = () =>
  queryOptions({
    queryKey: agreementKeys.current(),
    queryFn: async (context) =>
      (await fetchResource<CurrentAgreement[]>(context, '/v1/agreements/current')).data ?? [],
  });

/** One current document, for its guest-readable page (404 when the portal has none of it). */
export const currentAgreementQuery = (kind: AgreementKind) =>
  queryOptions({
    queryKey: agreementKeys.currentOf(kind),
    queryFn: async (context) =>
      (await fetchResource<CurrentAgreement>(context, `/v1/agreements/current/${kind}`)).data,
  });

/** The guest-readable page of a current document (the register form opens it in a new tab). */
export const agreementPath = (kind: AgreementKind) => `/auth/agreements/${kind}`;
