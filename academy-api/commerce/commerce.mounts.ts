import type { Mount } from '../app-env';
import type { Answers } from '../openapi/answers';
import {
  orderAutomationRoutes,
  answers as orderAutomationsAnswers,
} from './order-automations.routes';
import {
  orderSeatAccountRoutes,
  orderSeatRoutes,
  answers as orderSeatsAnswers,
} from './order-seats.routes';
import { orderCustomerRoutes, orderRoutes, answers as ordersAnswers } from './orders.routes';
import {
  portalPromotionRoutes,
  answers as portalPromotionsAnswers,
} from './portal-promotions.routes';
import {
  productRoutes,
  salesCatalogRoutes,
  answers as salesCatalogsAnswers,
} from './sales-catalogs.routes';
import { answers as subscriptionPromotionsAnswers } from './subscription-promotions.routes';

/**
 * Where commerce's routes are mounted. app.ts mounts every domain's, the more specific paths
 * first (so `/v1/orders/:id/seats` before `/v1/orders`); two modules on one path keep this order.
 */
export const mounts: readonly Mount[] = [
  ['/v1/products', productRoutes],
  ['/v1/sales_catalogs', salesCatalogRoutes],
  ['/v1/orders/:id/seats', orderSeatRoutes],
  ['/v1/orders/:id/seat_accounts', orderSeatAccountRoutes],
  ['/v1/orders', orderRoutes],
  ['/v1/order_customers', orderCustomerRoutes],
  ['/v1/promotions', portalPromotionRoutes],
  ['/v1/order_automations', orderAutomationRoutes],
];

/** What commerce's routes answer when they succeed (../openapi/answers.ts). */
export const answers: Answers = {
  ...orderAutomationsAnswers,
  ...orderSeatsAnswers,
  ...ordersAnswers,
  ...portalPromotionsAnswers,
  ...salesCatalogsAnswers,
  ...subscriptionPromotionsAnswers,
};
