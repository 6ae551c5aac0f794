import { subscriptionPromotions } from '../../shared/accounts/contract';
import type { ResourceObject } from '../jsonapi/document';
import { iso } from '../jsonapi/iso';
import { resourceOf } from '../jsonapi/resource';
import type { Promotion } from './promotions.queries';

export const PROMOTION_FIELDS = {
  subscription_promotions: [
    'code',
    'description',
    'language',
    'discount_percent',
    'expires_at',
    'redeemed_at',
    'is_redeemed',
  ],
} as const;

export function promotionResource(row: Promotion): ResourceObject {
  return resourceOf(subscriptionPromotions, row.id, {
    code: row.code,
    description: row.description,
    language: row.language,
    discount_percent: row.discountPercent,
    expires_at: iso(row.expiresAt),
    redeemed_at: iso(row.redeemedAt),
    is_redeemed: row.redeemedAt !== null,
  });
}
