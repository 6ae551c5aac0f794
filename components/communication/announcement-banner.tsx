'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { partLanguage } from '@/lib/i18n/language-of-parts';
import { type Banner, dismissBanner } from '@/lib/resources/announcements';
import { type MeResult, meKeys } from '@/lib/resources/me';
import '@/components/rich-text/rich-text.css';
import './announcement-banner.css';

/**
 * The banner under the header: the one announcement of /v1/me for this account —
 * highest severity, then newest. "Dismiss" hides it at once and for good (stored for the
 * account, so on every device); the next banner, if any, comes with Me's refetch. Its text is
 * the API's sanitised HTML (the shared allowlist, applied again on output).
 */
export function AnnouncementBanner({ banner }: { banner: Banner }) {
  const t = useTranslations('shell.banner');
  const locale = useLocale();
  const titleId = useId();
  const dismiss = useOptimisticMutation<void, unknown, MeResult>({
    queryKey: meKeys.me(),
    mutationFn: () => dismissBanner(banner.id),
    optimistic: (me) => ({ ...me, me: { ...me.me, banner: null } }),
  });
  const onDismiss = () => {
    // The banner goes: keep the keyboard where the page starts rather than on nothing.
    const main = document.getElementById('main');
    if (main) {
      main.tabIndex = -1;
      main.focus({ preventScroll: true });
    }
    dismiss.mutate();
  };

  return (
    <aside
      className={`announcement-banner announcement-banner-${banner.severity}`}
      aria-labelledby={titleId}
    >
      <div className="announcement-banner-inner">
        <span className="announcement-banner-badge">{t(`severity.${banner.severity}`)}</span>
        <div className="announcement-banner-text" lang={partLanguage(banner.language, locale)}>
          <p id={titleId} className="announcement-banner-title">
            {banner.title}
          </p>
          {banner.bodyHtml ? (
            <div
              className="rich-text announcement-banner-body"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitises it with the shared allowlist on every write and again on output.
              dangerouslySetInnerHTML={{ __html: banner.bodyHtml }}
            />
          ) : null}
        </div>
        <button
          type="button"
          className="button announcement-banner-dismiss"
          onClick={onDismiss}
          aria-describedby={titleId}
        >
          {t('dismiss')}
        </button>
      </div>
    </aside>
  );
}
