'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { GIVE_FEEDBACK_HASH } from '@/lib/access/account-menu';

/** Drops the hash from the address bar without a navigation (Next.js keeps its state). */
function clearHash() {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Spec §2: "URL hash give-feedback opens the feedback modal and clears the hash." The hash is
 * read on load, on every route change and on hashchange. Links to it (the account menu's give
 * feedback) are caught before Next.js handles them, since its hash-only navigation fires no
 * hashchange; a modified click (new tab) still follows the link.
 */
export function useGiveFeedbackHash(enabled: boolean, open: () => void) {
  const pathname = usePathname();
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname re-reads the hash after a client navigation to /x#give-feedback.
  useEffect(() => {
    if (!enabled) return;
    const check = () => {
      if (window.location.hash !== GIVE_FEEDBACK_HASH) return;
      clearHash();
      open();
    };
    const onClick = (event: MouseEvent) => {
      if (!plainClick(event) || !(event.target instanceof Element)) return;
      const link = event.target.closest('a[href]');
      if (link?.getAttribute('href') !== GIVE_FEEDBACK_HASH) return;
      event.preventDefault();
      open();
    };
    check();
    window.addEventListener('hashchange', check);
    // Capture phase: before the link's own (React) handler, which then sees defaultPrevented.
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('hashchange', check);
      document.removeEventListener('click', onClick, true);
    };
  }, [enabled, open, pathname]);
}
