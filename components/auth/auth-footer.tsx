import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';

/** The line under an auth form that leads on to another (sign-in ⇄ registration, a new link). */
export function AuthFooter({
  lead,
  href,
  children,
}: {
  /** The question the link answers ("No account yet?"). */
  lead?: string;
  href: string;
  children: ReactNode;
}) {
  return (
    <p className="form-footer">
      {lead && `${lead} `}
      <Link href={href}>{children}</Link>
    </p>
  );
}
