'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type Crumb, crumbsOf, isRecordId } from '@/lib/access/breadcrumbs';
import { safeReturnTo } from '@/lib/proxy/routing';
import { accountQuery } from '@/lib/resources/accounts';
import { type EnvironmentState, environmentLabelKey } from '@/shared/access/environment';

/** Spec §2 breadcrumb bar: environment badge (or a back link to returnTo), then the crumbs. */
export function Breadcrumbs({ environment }: { environment: EnvironmentState }) {
  const t = useTranslations();
  const pathname = usePathname();
  const returnTo = safeReturnTo(useSearchParams().get('returnTo'));
  const crumbs = crumbsOf(pathname);

  return (
    <nav className="breadcrumbs" aria-label={t('shell.breadcrumb')}>
      {returnTo ? (
        <Link href={returnTo} className="breadcrumb-back">
          ← {t('shell.back')}
        </Link>
      ) : (
        <span className="environment-badge">
          {t(environmentLabelKey(environment.environment, environment.profile))}
        </span>
      )}
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.href}>
            {crumb.current ? (
              <span aria-current="page">
                <CrumbLabel crumb={crumb} />
              </span>
            ) : (
              <Link href={crumb.href}>
                <CrumbLabel crumb={crumb} />
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function CrumbLabel({ crumb }: { crumb: Crumb }) {
  const t = useTranslations('shell');
  if (crumb.parent === 'accounts' && isRecordId(crumb.segment))
    return <AccountCrumb id={crumb.segment} />;
  const key = `crumbs.${crumb.segment}`;
  return <>{t.has(key) ? t(key) : crumb.segment.replace(/[-_]/g, ' ')}</>;
}

/** An account id reads as the account's name once loaded, with a placeholder until then. */
function AccountCrumb({ id }: { id: string }) {
  const t = useTranslations('shell');
  const { data } = useQuery(accountQuery(id));
  if (!data) {
    return (
      <span className="crumb-placeholder" aria-busy="true">
        {t('loadingCrumb')}
      </span>
    );
  }
  return <>{data.fullName}</>;
}
