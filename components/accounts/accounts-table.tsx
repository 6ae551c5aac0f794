'use client';

import { useTranslations } from 'next-intl';
import { SortHeader } from '@/components/lists/sort-header';
import { useRelativeDate } from '@/components/lists/use-relative-date';
import { SelectPageCell, SelectRowCell } from '@/components/people/selection-cells';
import type { Selection } from '@/components/people/use-selection';
import { Avatar } from '@/components/shell/avatar';
import { useMe } from '@/components/shell/use-me';
import { EmailAddress } from '@/components/ui/email-address';
import { Link } from '@/components/ui/link';
import { accountPath } from '@/lib/access/account-paths';
import { roleList } from '@/lib/access/role-names';
import type { Sort } from '@/lib/lists/view-settings-schema';
import type { Account } from '@/lib/resources/accounts';
import { ACCOUNT_SORTS } from './accounts-view';
import { OnlineDot } from './online-dot';
import { PinButton } from './pin-button';

interface AccountsTableProps {
  accounts: Account[];
  total: number;
  /** The total is a lower bound: "more than 1,000 accounts". */
  totalCapped?: boolean;
  sort: Sort;
  onSort: (field: string) => void;
  /** When the rows were fetched: "online" means within 15 minutes of that. */
  now: Date;
  /** The picked accounts of a bulk action (issue 43): a box per row, and one for the page. */
  selection?: Selection;
}

/**
 * The accounts as a table with a caption and scoped headers; on phones (≤ 600 px) the CSS
 * reflows every row into a card whose cells name their column (data-label).
 */
export function AccountsTable({
  accounts,
  total,
  totalCapped,
  sort,
  onSort,
  now,
  selection,
}: AccountsTableProps) {
  const t = useTranslations('accounts');
  const common = useTranslations('common');
  const me = useMe();
  const features = me.authenticated ? me.features : [];
  const relative = useRelativeDate();
  const col = (key: string) => t(`columns.${key}`);

  return (
    <table className="accounts-table">
      <caption>{t(totalCapped ? 'captionCapped' : 'caption', { total })}</caption>
      <thead>
        <tr>
          {selection && <SelectPageCell selection={selection} ids={accounts.map((a) => a.id)} />}
          <th scope="col" className="accounts-col-static">
            <span className="visually-hidden">{col('pin')}</span>
          </th>
          <SortHeader label={col('name')} field={ACCOUNT_SORTS.name} sort={sort} onSort={onSort} />
          <th scope="col" className="accounts-col-static">
            {col('email')}
          </th>
          <th scope="col" className="accounts-col-static">
            {col('entity')}
          </th>
          <th scope="col" className="accounts-col-static">
            {col('roles')}
          </th>
          <SortHeader
            label={col('lastOnline')}
            field={ACCOUNT_SORTS.lastOnline}
            sort={sort}
            onSort={onSort}
          />
        </tr>
      </thead>
      <tbody>
        {accounts.map((account) => (
          <tr key={account.id}>
            {selection && (
              <SelectRowCell selection={selection} id={account.id} name={account.fullName} />
            )}
            <td className="accounts-pin">
              <PinButton account={account} />
            </td>
            <th scope="row">
              <span className="accounts-name">
                <span className="accounts-person">
                  <Avatar name={account.fullName} url={account.avatarUrl} size={32} />
                  <OnlineDot lastOnline={account.lastOnline} now={now} />
                </span>
                <Link href={accountPath(features, account.id)}>{account.fullName}</Link>
                {account.invited && <span className="accounts-invited">{t('invited')}</span>}
                {account.deactivatedAt && (
                  <span className="accounts-invited">{t('deactivated')}</span>
                )}
              </span>
            </th>
            <td data-label={col('email')} className="accounts-email">
              <EmailAddress email={account.email} />
            </td>
            <td data-label={col('entity')}>{account.entity?.name ?? '—'}</td>
            <td data-label={col('roles')}>{roleList(account.roles, common)}</td>
            <td data-label={col('lastOnline')}>
              {account.lastOnline ? relative(account.lastOnline, now) : t('never')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
