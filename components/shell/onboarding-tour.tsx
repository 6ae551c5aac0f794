'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { type TourPlacement, tourPlacement } from '@/lib/onboarding/placement';
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
 * It floats over the page, fixed in the viewport (app/globals.css .tour), so showing
 * or closing it never moves the page (in the page's flow it pushed every page down
 * 215 px, and on a phone the first screen showed no course). It is under the header pointing at
 * the menu button, and moves to the bottom of the viewport whenever the focused element is under
 * it (WCAG 2.4.11, lib/onboarding/placement.ts). It follows the header in the focus order;
 * Escape closes it; closing gives focus back to where it was before it entered the tour (or to
 * the menu button it points at).
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
  const [placement, setPlacement] = useState<TourPlacement>('top');
  const placementRef = useRef<TourPlacement>('top');
  // Where its top is under the header, measured while it is there (it opens there).
  const topAt = useRef(0);
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

  // Out of the focused element's way, checked when focus moves, the page scrolls (focus may
  // scroll under it) or the viewport changes.
  useEffect(() => {
    if (!open) return;
    let frame = 0;
    const place = () => {
      const tour = section.current;
      if (!tour) return;
      const box = tour.getBoundingClientRect();
      if (placementRef.current === 'top') topAt.current = box.top;
      const active = document.activeElement;
      const focused =
        active instanceof HTMLElement && active !== document.body && !tour.contains(active)
          ? active.getBoundingClientRect()
          : null;
      const next = tourPlacement({
        focused,
        tour: box,
        placement: placementRef.current,
        top: topAt.current,
        viewportHeight: window.innerHeight,
        // As far from the bottom edge as from the left one (app/globals.css .tour).
        gap: box.left,
      });
      placementRef.current = next;
      setPlacement(next);
    };
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(place);
    };
    place();
    document.addEventListener('focusin', schedule);
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', schedule);
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
    };
  }, [open]);

  if (!open) return null;

  const knowledgeBase = me.portal.information?.knowledgeBaseUrl;
  return (
    <section
      ref={section}
      className="tour"
      data-placement={placement}
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
