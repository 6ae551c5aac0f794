import { queryOptions } from '@tanstack/react-query';
import { fetchList } from '@/lib/api/transport';
import type { subscriptionPromotions } from '@/shared/accounts/contract';
import type { Read } from '@/shared/contract/resource';
import { accountKeys, accountPath } from './accounts';

/** A subscription promotion of an account (spec §3: filterable by redeemed). */
export type SubscriptionPromotion = Read<typeof subscriptionPromotions>;

export type RedeemedFilter = 'all' | 'available' | 'redeemed';

export const promotionKeys = {
  list: (accountId: string, filter: RedeemedFilter) =>
    [...accountKeys.detail(accountId), 'subscription_promotions', filter] as const,
};

const FILTER_PARAM: Record<RedeemedFilter, string> = {
  all: '',
  available: '&filter[redeemed]=false',
  redeemed: '&filter[redeemed]=true',
};

/** The account's promotions (at most 100: an account has a handful), soonest expiry first. */
export const promotionsQuery = (accountId: string, filter: RedeemedFilter) =>
  queryOptions({
    queryKey: promotionKeys.list(accountId, filter),
    queryFn: async (context) =>
      (
        await fetchList<SubscriptionPromotion>(
          context,
          `${accountPath(accountId)}/subscription_promotions?page[size]=100${FILTER_PARAM[filter]}`,
        )
      ).items,
  });
