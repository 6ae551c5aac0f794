'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import {
  hasSeenTour,
  MAIN_MENU_TOUR,
  markTourSeen,
  ONBOARDING_PROPERTY,
} from '@/lib/onboarding/tours';
import { preferenceQuery, savePreference } from '@/lib/resources/preferences';
import { useMe } from './use-me';

/**
 * Spec §4 onboarding tour "main-menu": one step pointing at the menu button, with the portal's
 * knowledge-base link when there is one; shown to signed-in users who have not seen this
 * version. Closing records the version in the onboarding-features preference.
 */
export function OnboardingTour() {
  const t = useTranslations('shell.tour');
  const titleId = useId();
  const queryClient = useQueryClient();
  const { me } = useMe();
  const accountId = me.account?.id ?? '';
  const preference = useQuery({
    ...preferenceQuery(accountId, ONBOARDING_PROPERTY),
    enabled: Boolean(accountId),
  });
  const [closed, setClosed] = useState(false);

  if (!accountId || closed || !preference.isSuccess) return null;
  if (hasSeenTour(preference.data?.payload, MAIN_MENU_TOUR)) return null;

  async function close() {
    setClosed(true);
    const payload = markTourSeen(preference.data?.payload, MAIN_MENU_TOUR);
    try {
      await savePreference(accountId, preference.data ?? null, ONBOARDING_PROPERTY, payload);
    } finally {
      await queryClient.invalidateQueries({
        queryKey: preferenceQuery(accountId, ONBOARDING_PROPERTY).queryKey,
      });
    }
  }

  const knowledgeBase = me.portal.information?.knowledgeBaseUrl;
  return (
    <section className="tour" role="dialog" aria-modal="false" aria-labelledby={titleId}>
      <span className="tour-arrow" aria-hidden="true" />
      <h2 id={titleId} className="tour-title">
        {t('title')}
      </h2>
      <p>{t('body')}</p>
      {knowledgeBase && /^https?:\/\//.test(knowledgeBase) && (
        <p>
          <a href={knowledgeBase} target="_blank" rel="noopener noreferrer">
            {t('knowledgeBase')}
          </a>
        </p>
      )}
      <button type="button" className="button button-primary" onClick={close}>
        {t('close')}
      </button>
    </section>
  );
}
