import { domainRoutes } from '../app-env';
import * as apiTokens from './api-tokens.routes';
import * as webhooks from './webhooks.routes';

/** Where the integrations' routes are mounted, and what they answer (domainRoutes). */
export const { mounts, answers } = domainRoutes(
  [apiTokens, webhooks],
  [
    ['/v1/api_tokens', apiTokens.apiTokenRoutes],
    ['/v1/webhook_endpoints', webhooks.webhookEndpointRoutes],
    ['/v1/webhook_deliveries', webhooks.webhookDeliveryRoutes],
  ],
);
