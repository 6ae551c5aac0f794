import type { BusinessModel, Subscription } from '@/lib/api/types';

/** Spec §4: a subscription is required when the models include subscription or in_plan and not flat_fee. */
export function subscriptionRequired(models: readonly BusinessModel[]): boolean {
  if (models.includes('flat_fee')) return false;
  return models.includes('subscription') || models.includes('in_plan');
}

export type SubscriptionState =
  | { kind: 'trial'; endsAt: string }
  | { kind: 'activeUntil'; endsAt: string }
  | { kind: 'active' }
  | { kind: 'inactive' }
  | { kind: 'notRequired' };

/** What the start pages say about a user's subscription. */
export function subscriptionState(
  subscription: Subscription | null | undefined,
  models: readonly BusinessModel[],
): SubscriptionState {
  if (subscription?.isActive) {
    if (subscription.endsAt) {
      return {
        kind: subscription.kind === 'trial' ? 'trial' : 'activeUntil',
        endsAt: subscription.endsAt,
      };
    }
    return { kind: 'active' };
  }
  return subscriptionRequired(models) ? { kind: 'inactive' } : { kind: 'notRequired' };
}
