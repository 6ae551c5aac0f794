'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { Avatar } from '@/components/shell/avatar';
import { useMe } from '@/components/shell/use-me';
import { Link } from '@/components/ui/link';
import { accountPath } from '@/lib/access/account-paths';
import {
  canUseSupportPalette,
  type SupportCommand,
  supportPaletteCommands,
} from '@/lib/access/shell';
import { recentAccountsQuery } from '@/lib/resources/administration';
import { openSupportPalette } from '@/lib/support/open-palette';

/** The accounts this staff member opened lately on this portal (kept per person). */
export function RecentAccounts() {
  const t = useTranslations('administration.support');
  const format = useFormatter();
  const query = useQuery(recentAccountsQuery());
  const me = useMe();
  const features = me.authenticated ? me.features : [];
  return (
    <section className="admin-card" aria-labelledby="recent-title">
      <h2 id="recent-title">{t('recent')}</h2>
      {!query.data ? (
        <p className="muted">{t('loading')}</p>
      ) : query.data.length === 0 ? (
        <p className="muted">{t('recentEmpty')}</p>
      ) : (
        <ul className="recent-accounts">
          {query.data.map((account) => (
            <li key={account.id}>
              <Link href={accountPath(features, account.id)} className="pinned-account">
                <Avatar name={account.fullName} url={account.avatarUrl} size={24} />
                <span>{account.fullName}</span>
              </Link>
              <span className="muted">
                {account.email}
                {account.meta?.viewedAt &&
                  ` · ${t('viewed', {
                    when: format.dateTime(new Date(account.meta.viewedAt), {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    }),
                  })}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The palette's commands as buttons: each opens the palette in its mode. */
export function PaletteCommands({ accountsHref }: { accountsHref: string }) {
  const t = useTranslations('administration.support');
  const { me, features } = useMe();
  const palette = canUseSupportPalette(me.roles, features);
  const commands: SupportCommand[] = supportPaletteCommands(me.roles, features);
  return (
    <section className="admin-card" aria-labelledby="commands-title">
      <h2 id="commands-title">{t('commands')}</h2>
      {palette ? (
        <div className="admin-actions">
          {commands.map((command) => (
            <button
              key={command}
              type="button"
              className="button"
              aria-haspopup="dialog"
              onClick={() => openSupportPalette(command)}
            >
              {t(`command.${command}`)}
            </button>
          ))}
        </div>
      ) : (
        <p className="muted">{t('noPalette')}</p>
      )}
      <p>
        <Link href={accountsHref}>{t('allAccounts')}</Link>
      </p>
    </section>
  );
}
