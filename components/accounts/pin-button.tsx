'use client';

import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/toast';
import { accountPin } from '@/lib/lists/admin-pins';
import { useAdminPins } from './use-admin-pins';

interface PinButtonProps {
  account: { id: string; fullName: string; avatarUrl?: string | null };
  /** Shows "Pin" / "Unpin" beside the icon (the detail page); the table shows the icon only. */
  withText?: boolean;
}

/** Pins or unpins an account for the signed-in admin (the admin_account_pins preference). */
export function PinButton({ account, withText = false }: PinButtonProps) {
  const t = useTranslations('accounts');
  const { isPinned, toggle, loading } = useAdminPins();
  const pin = accountPin(account);
  const pinned = isPinned(pin.uri);
  const label = t(pinned ? 'unpin' : 'pin', { name: account.fullName });

  const onClick = () => {
    // The hook has rolled the pin back by the time this rejects; only the message is left.
    toggle(pin).catch(() => toast.error(t('pinFailed')));
  };

  return (
    <button
      type="button"
      className={withText ? 'button pin-button' : 'icon-button pin-button'}
      aria-pressed={pinned}
      aria-label={label}
      title={withText ? undefined : label}
      disabled={loading}
      onClick={onClick}
    >
      <span aria-hidden="true">{pinned ? '★' : '☆'}</span>
      {withText && <span aria-hidden="true">{t(pinned ? 'unpinShort' : 'pinShort')}</span>}
    </button>
  );
}
