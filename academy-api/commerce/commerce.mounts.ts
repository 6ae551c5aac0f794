import { domainRoutes } from '../app-env';
import * as checkout from './checkout.routes';
import * as invoices from './invoices.routes';
import * as orderAutomations from './order-automations.routes';
import * as orderSeats from './order-seats.routes';
import * as orders from './orders.routes';
import * as portalPromotions from './portal-promotions.routes';
import * as refunds from './refunds.routes';
import * as renewals from './renewals.routes';
import * as salesCatalogs from './sales-catalogs.routes';
import * as subscriptionPromotions from './subscription-promotions.routes';

/** Where commerce's routes are mounted, and what they answer (domainRoutes). */
export const { mounts, answers } = domainRoutes(
  [
    checkout,
    invoices,
    orderAutomations,
    orderSeats,
    orders,
    portalPromotions,
    refunds,
    renewals,
    salesCatalogs,
    subscriptionPromotions,
  ],
  [
    ['/v1/products', salesCatalogs.productRoutes],
    ['/v1/sales_catalogs', salesCatalogs.salesCatalogRoutes],
    ['/v1/orders/:id/seats', orderSeats.orderSeatRoutes],
    ['/v1/orders/:id/seat_accounts', orderSeats.orderSeatAccountRoutes],
    ['/v1/orders/:id/refunds', refunds.orderRefundRoutes],
    ['/v1/orders', orders.orderRoutes],
    ['/v1/order_customers', orders.orderCustomerRoutes],
    ['/v1/promotions', portalPromotions.portalPromotionRoutes],
    ['/v1/order_automations', orderAutomations.orderAutomationRoutes],
    ['/v1/invoice_settings', invoices.invoiceSettingsRoutes],
    ['/v1/invoices', invoices.invoiceRoutes],
    ['/v1/checkout_offers', checkout.checkoutOfferRoutes],
    ['/v1/checkouts', checkout.checkoutRoutes],
    ['/v1/payment_webhooks', checkout.paymentWebhookRoutes],
    ['/v1/billing_subscriptions', renewals.billingSubscriptionRoutes],
  ],
);
