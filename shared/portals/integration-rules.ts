/**
 * The §5 rule strings of /admin/settings/integrations, shared by the form and the API. Every
 * field may be left empty (the integration is off); a secret is never shown, only replaced.
 */
export const INTEGRATION_RULES = {
  zendesk_chat_id: 'max:100|regex:^[A-Za-z0-9_-]*$',
  knowledge_base_url: 'max:500|regex:^(https?://[^\\s<>"]+)?$',
  analytics_domain: 'max:253',
  chat_key_id: 'max:100|regex:^[A-Za-z0-9_-]*$',
  chat_secret: 'min:16|max:200',
  // Payment providers (issue 40): their form is checked by shared/commerce/payments.ts.
  mollie_api_key: 'max:200',
  stripe_secret_key: 'max:300',
  stripe_webhook_secret: 'max:300',
} as const;

export const INTEGRATION_FIELDS = [
  'zendesk_chat_id',
  'knowledge_base_url',
  'analytics_domain',
  'chat_key_id',
] as const;
export type IntegrationField = (typeof INTEGRATION_FIELDS)[number];

/**
 * The chat's identity key: whoever sets it signs anyone's identity to the chat provider, so
 * only RULES.integrationSecrets (the academy group) writes these.
 */
export const INTEGRATION_SECRET_FIELDS = ['chat_key_id', 'chat_secret'] as const;
