'use client';

import { NotificationBell } from '@/components/notifications/notification-bell';
import { SupportPalette } from '@/components/support/support-palette';
import { canUseSupportPalette } from '@/lib/access/shell';
import { AccountMenu } from './account-menu';
import { useMe } from './use-me';

/**
 * The header's actions for a signed-in user: the support button (support roles), the
 * notifications bell and the account menu. A chunk of its own: guest pages never load it.
 */
export function SignedInActions() {
  const { me, features } = useMe();
  return (
    <>
      {canUseSupportPalette(me.roles, features) && <SupportPalette />}
      <NotificationBell />
      <AccountMenu />
    </>
  );
}
