'use client';

import { Link } from '@/components/ui/link';
import type { Account, Entity } from '@/lib/resources/accounts';
import { Avatar } from './avatar';

/** Spec §2: the user box; in the side navigation it links to /account/details. */
export function UserBox({
  account,
  entity,
  href,
}: {
  account: Account;
  entity?: Entity | null;
  href?: string;
}) {
  const body = (
    <>
      <Avatar name={account.fullName} url={account.avatarUrl} />
      <span className="user-box-text">
        <span className="user-box-name">{account.fullName}</span>
        <span className="user-box-detail">{entity?.name ?? account.email}</span>
      </span>
    </>
  );
  return href ? (
    <Link href={href} className="user-box">
      {body}
    </Link>
  ) : (
    <div className="user-box">{body}</div>
  );
}
