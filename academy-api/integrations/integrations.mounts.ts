import { domainRoutes } from '../app-env';
import * as apiTokens from './api-tokens.routes';
import * as scim from './scim.routes';
import * as scimSettings from './scim-settings.routes';
import * as webhooks from './webhooks.routes';

/** Where the integrations' routes are mounted, and what they answer (domainRoutes). */
export const { mounts, answers } = domainRoutes(
  // The SCIM service itself (scim) is mounted by app.ts before the portal middleware: its
  // token, not a session, says what it opens.
  [apiTokens, webhooks, scim, scimSettings],
  [
    ['/v1/api_tokens', apiTokens.apiTokenRoutes],
    ['/v1/scim_tokens', scimSettings.scimTokenRoutes],
    ['/v1/scim_groups', scimSettings.scimGroupRoutes],
    ['/v1/webhook_endpoints', webhooks.webhookEndpointRoutes],
    ['/v1/webhook_deliveries', webhooks.webhookDeliveryRoutes],
  ],
);
