'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';

/** Spec §7: after logout the user lands on /auth?loggedOut=true with a success toast. */
export function LoggedOutToast({ show }: { show: boolean }) {
  const t = useTranslations('auth');
  const shown = useRef(false);
  useEffect(() => {
    if (!show || shown.current) return;
    shown.current = true;
    toast.success(t('loggedOut'));
  }, [show, t]);
  return null;
}
