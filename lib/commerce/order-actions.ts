import type { OrderStatus } from '@/shared/commerce/order-status';
import { nextStatuses } from '@/shared/commerce/order-status';

/** A button of an order's page: the status it moves to, and whether it asks first. */
export interface OrderAction {
  to: OrderStatus;
  /** The message key (commerce.order.actions.*) of its button. */
  label: 'sendForPayment' | 'markAsPaid' | 'markAsFulfilled' | 'cancel' | 'refund';
  /** Undoing it is not possible (cancel, refund): a confirmation first. */
  confirm: boolean;
  primary: boolean;
}

const ACTIONS: Record<OrderStatus, OrderAction['label']> = {
  pending_payment: 'sendForPayment',
  paid: 'markAsPaid',
  fulfilled: 'markAsFulfilled',
  cancelled: 'cancel',
  refunded: 'refund',
  draft: 'sendForPayment',
};

/** The actions an order offers in its status (the status machine's next steps), main one first. */
export function orderActions(status: OrderStatus): OrderAction[] {
  return nextStatuses(status).map((to) => ({
    to,
    label: ACTIONS[to],
    confirm: to === 'cancelled' || to === 'refunded' || to === 'paid',
    primary: to !== 'cancelled' && to !== 'refunded',
  }));
}
