'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

const code = (chunks: ReactNode) => <code>{chunks}</code>;

/**
 * What a receiver needs to know: each delivery is a POST signed per Standard Webhooks (its three
 * headers), how to verify it, and when a failed one is tried again (WEBHOOK_RETRY_DELAYS_MS).
 */
export function WebhooksHelp() {
  const t = useTranslations('webhooks.help');
  return (
    <section className="webhooks-help kit-stack" aria-labelledby="webhooks-help-title">
      <h2 id="webhooks-help-title">{t('title')}</h2>
      <p>
        {t.rich('signing', {
          code,
          standard: (chunks) => (
            <a href="https://www.standardwebhooks.com/" target="_blank" rel="noopener noreferrer">
              {chunks}
              <span className="visually-hidden"> {t('opensInNewTab')}</span>
            </a>
          ),
        })}
      </p>
      <p>{t.rich('verify', { code })}</p>
      <p>{t('retries')}</p>
    </section>
  );
}
