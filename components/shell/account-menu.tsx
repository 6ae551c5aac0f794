'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/components/forms/use-hydrated';
import { Link } from '@/components/ui/link';
import { buildAccountMenu, SIGN_OUT_LABEL_KEY } from '@/lib/access/account-menu';
import { Avatar, initials, safeImageUrl } from './avatar';
import { useMe } from './use-me';
import { useSignOut } from './use-sign-out';
import { UserBox } from './user-box';

/** Spec §2 account menu, on an accessible menu button (Radix: arrow keys, Escape, typeahead). */
export function AccountMenu() {
  const t = useTranslations();
  const { me, authenticated } = useMe();
  const signOut = useSignOut();
  const hydrated = useHydrated();
  const account = me.account;
  if (!authenticated || !account) return null;
  const items = buildAccountMenu({
    signedIn: authenticated,
    roles: me.roles,
    hasPrimaryCoach: Boolean(me.primaryCoach),
    knowledgeBaseUrl: me.portal.information?.knowledgeBaseUrl,
  });

  // Without a picture the avatar shows initials, and the name starts with them ("SS, account
  // menu"): someone who says "click SS" reaches the button (WCAG 2.5.3 Label in name).
  const label = safeImageUrl(account.avatarUrl)
    ? t('shell.accountMenu')
    : t('shell.accountMenuWithInitials', { initials: initials(account.fullName) });

  // The server renders the closed button only, as Radix renders it closed: the menu's machinery
  // costs every signed-in page's render about a millisecond and nothing of it is on screen. Once
  // React runs (hydration, before anyone can open it) the menu mounts around the same button.
  if (!hydrated) {
    return (
      <button
        type="button"
        className="icon-button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded="false"
        data-state="closed"
      >
        <Avatar name={account.fullName} url={account.avatarUrl} />
      </button>
    );
  }
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="icon-button" aria-label={label}>
        <Avatar name={account.fullName} url={account.avatarUrl} />
      </DropdownMenu.Trigger>
      {/* No portal: the open menu stays in the header's landmark (axe region). */}
      <DropdownMenu.Content className="menu" align="end" sideOffset={8}>
        <DropdownMenu.Label className="menu-label">
          <UserBox account={account} entity={me.entity} />
        </DropdownMenu.Label>
        <DropdownMenu.Separator className="menu-separator" />
        {items.map((item) => (
          <DropdownMenu.Item key={item.labelKey} asChild className="menu-item">
            {item.external ? (
              <a href={item.href} target="_blank" rel="noopener noreferrer">
                {t(item.labelKey)}{' '}
                <span className="visually-hidden">{t('shell.opensInNewTab')}</span>
              </a>
            ) : (
              <Link href={item.href}>{t(item.labelKey)}</Link>
            )}
          </DropdownMenu.Item>
        ))}
        <DropdownMenu.Separator className="menu-separator" />
        <DropdownMenu.Item className="menu-item" onSelect={() => void signOut()}>
          {t(SIGN_OUT_LABEL_KEY)}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
