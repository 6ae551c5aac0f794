'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { headerSignInPath } from '@/lib/proxy/routing';

/**
 * The header's "Log in", back to the page it is on (a guest on a public course page
 * signed in and landed elsewhere). A client component: the shell's layout is not rendered again
 * when a guest follows a link to another page, the path is.
 */
export function SignInLink() {
  const t = useTranslations('common');
  return (
    <Link href={headerSignInPath(usePathname())} className="button">
      {t('logIn')}
    </Link>
  );
}
