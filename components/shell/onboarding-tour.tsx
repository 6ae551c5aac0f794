'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
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
 *
 * Issue 22: it sits in the page's flow under the header (app/globals.css .tour), so it never
 * covers a focused control or the page's heading; Escape closes it; closing gives focus back to
 * where it was before it entered the tour (or to the menu button it points at).
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
  const section = useRef<HTMLElement>(null);
  // The element focused before focus moved into the tour, to return to on closing.
  const returnFocus = useRef<HTMLElement | null>(null);
  const open =
    Boolean(accountId) &&
    !closed &&
    preference.isSuccess &&
    !hasSeenTour(preference.data?.payload, MAIN_MENU_TOUR);

  async function close() {
    const inTour = section.current?.contains(document.activeElement) ?? false;
    setClosed(true);
    if (inTour) {
      const target = returnFocus.current?.isConnected
        ? returnFocus.current
        : document.querySelector<HTMLElement>('.menu-toggle');
      target?.focus();
    }
    const payload = markTourSeen(preference.data?.payload, MAIN_MENU_TOUR);
    try {
      await savePreference(accountId, preference.data ?? null, ONBOARDING_PROPERTY, payload);
    } finally {
      await queryClient.invalidateQueries({
        queryKey: preferenceQuery(accountId, ONBOARDING_PROPERTY).queryKey,
      });
    }
  }

  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const inTour = section.current?.contains(document.activeElement) ?? false;
      // Escape belongs to an open dialog, menu or listbox first; the tour closes when it is the
      // only thing open, or when focus is in it.
      if (
        !inTour &&
        document.querySelector(
          '[role="dialog"][aria-modal="true"], [role="menu"], [role="listbox"]',
        )
      )
        return;
      void closeRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  if (!open) return null;

  const knowledgeBase = me.portal.information?.knowledgeBaseUrl;
  return (
    <section
      ref={section}
      className="tour"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onFocus={(event) => {
        const from = event.relatedTarget;
        if (from instanceof HTMLElement && !event.currentTarget.contains(from)) {
          returnFocus.current = from;
        }
      }}
    >
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
