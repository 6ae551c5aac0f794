'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useSyncExternalStore } from 'react';
import { buildMenu } from '@/lib/access/menu';
import { withoutPlanned } from '@/lib/access/planned-routes';
import { isSwitchedAway } from '@/lib/access/portal-switch';
import { canSwitchPortal, showsPrimaryCoachCard } from '@/lib/access/shell';
import { type EnvironmentState, switchableEnvironments } from '@/shared/access/environment';
import { EnvironmentSwitch } from './environment-switch';
import { NavLinks } from './nav-links';
import { PortalSwitch } from './portal-switch';
import { PrimaryCoachCard } from './primary-coach-card';
import { useIsMobile } from './use-is-mobile';
import { useMe } from './use-me';
import { UserBox } from './user-box';

const noSubscription = () => () => {};

/**
 * Spec §2 side navigation: closes on Escape and on an outside click (Radix Dialog), and on route
 * change (at ≤ 640 px, as the spec asks; wider too, since it lies over the content).
 * At ≤ 640 px it is modal and locks page scroll; wider, the page keeps scrolling. Closing returns
 * focus to the menu button that opened it.
 */
export function SideNav({
  open,
  onOpenChange,
  environment,
  toggleId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  environment: EnvironmentState;
  toggleId: string;
}) {
  const t = useTranslations('shell');
  const { me, features, authenticated } = useMe();
  const mobile = useIsMobile();
  const pathname = usePathname();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on route change only.
  useEffect(() => {
    onOpenChange(false);
  }, [pathname]);

  // Screens a later issue builds stay out of the menu until they exist (no 404s).
  const items = withoutPlanned(buildMenu(environment.environment, me.roles, features));
  const switchedAway = useSyncExternalStore(
    noSubscription,
    () => isSwitchedAway(me.portal, window.location.hostname),
    () => false,
  );
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={mobile}>
      <Dialog.Portal>
        {mobile && <Dialog.Overlay className="side-nav-overlay" />}
        <Dialog.Content
          className="side-nav"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // The toggle is not a Radix trigger, so Radix would drop focus on the body: return it
            // to the menu button — unless focus already went somewhere else (an outside click).
            event.preventDefault();
            const active = document.activeElement;
            if (active && active !== document.body && active.isConnected) return;
            document.getElementById(toggleId)?.focus();
          }}
          onInteractOutside={(event) => {
            // The toggle button sits outside: let it close the panel itself, not twice.
            if ((event.target as HTMLElement | null)?.closest(`#${CSS.escape(toggleId)}`)) {
              event.preventDefault();
            }
          }}
        >
          <div className="side-nav-head">
            <Dialog.Title className="side-nav-title">{t('navigation')}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t('closeMenu')}>
              ×
            </Dialog.Close>
          </div>
          {(canSwitchPortal(me.roles, features) || switchedAway) && <PortalSwitch />}
          <EnvironmentSwitch
            environments={switchableEnvironments(me.roles)}
            current={environment.environment}
          />
          <nav aria-label={t('navigation')}>
            <NavLinks items={items} />
          </nav>
          {showsPrimaryCoachCard(me) && me.primaryCoach && (
            <PrimaryCoachCard coach={me.primaryCoach} />
          )}
          {authenticated && me.account && (
            <div className="side-nav-foot">
              <UserBox account={me.account} entity={me.entity} href="/account/details" />
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
