import { useTranslations } from 'next-intl';
import { isOnline } from '@/lib/dates/online';

/**
 * Spec §4/§9: a dot for an account last online within 15 minutes. The colour alone tells
 * nothing to a screen reader, so the dot carries the word "online" as text; offline shows none.
 * No hooks beyond translations, so server and client components can both use it.
 */
export function OnlineDot({ lastOnline, now }: { lastOnline: string | null; now: Date }) {
  const t = useTranslations('accounts');
  if (!isOnline(lastOnline, now)) return null;
  return (
    <span className="online-dot">
      <span className="visually-hidden">{t('online')}</span>
    </span>
  );
}
