/**
 * What the other domains may use of commerce: products, orders, seats, promotions and order
 * automations. A domain imports another only through its index
 * (tests/architecture/api-domains.test.ts).
 */
export { holdsCourseGrant } from './order-automations.queries';
export { accountOrderRoutes } from './orders.routes';
export { organisationSeats } from './seats.queries';
export { promotionRoutes } from './subscription-promotions.routes';
