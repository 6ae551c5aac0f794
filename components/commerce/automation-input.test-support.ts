import type { AutomationInput } from '@/lib/resources/commerce';

/**
 * What a switched-on rule named "Refunds" sends when all it does is notify the buyer with
 * `message` on a refunded order: no product, courses, subscription or coach.
 */
export const refundNotice = (message: string): AutomationInput => ({
  name: 'Refunds',
  trigger: 'refunded',
  productId: null,
  courseIds: [],
  subscriptionMonths: null,
  coachId: null,
  message,
  active: true,
});
