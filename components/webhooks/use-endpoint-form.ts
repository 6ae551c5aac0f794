'use client';

import { useTranslations } from 'next-intl';
import { useDraftForm } from '@/components/modals/dialog-form-draft';
import type { WebhookEndpointInput } from '@/lib/resources/webhooks';
import {
  ENDPOINT_DESCRIPTION_MAX,
  ENDPOINT_URL_MAX,
  type EndpointDraft,
  type EndpointField,
  parseEndpointDraft,
} from './endpoint-draft';

const FIELDS: readonly EndpointField[] = ['url', 'description', 'events'];
const MAX: Record<EndpointField, number> = {
  url: ENDPOINT_URL_MAX,
  description: ENDPOINT_DESCRIPTION_MAX,
  events: 0,
};

/**
 * The endpoint form's state (useDraftForm): checked as a whole before sending, the API's 422
 * (an address it refuses: not https, a private host) on its field, anything else above it.
 */
export function useEndpointForm({
  initial,
  send,
}: {
  initial: () => EndpointDraft;
  send: (input: WebhookEndpointInput) => Promise<unknown>;
}) {
  const t = useTranslations('webhooks');
  return useDraftForm({
    initial,
    fields: FIELDS,
    parse: parseEndpointDraft,
    send,
    failedText: t('failed'),
    keyText: (field, key) => t(`errors.${key}`, { max: MAX[field] }),
  });
}
