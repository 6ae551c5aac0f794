'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { showToast } from '@/components/ui/show-toast';

/** Spec §7: after logout the user lands on /auth?loggedOut=true with a success toast. */
export function LoggedOutToast({ show }: { show: boolean }) {
  const t = useTranslations('auth');
  const shown = useRef(false);
  useEffect(() => {
    if (!show || shown.current) return;
    shown.current = true;
    showToast({ message: t('loggedOut'), scheme: 'success' });
  }, [show, t]);
  return null;
}
