'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { type Environment, environmentLabelKey, START_PATHS } from '@/shared/access/environment';

/** Spec §2: admin / coach / student, only for roles with more than one environment. */
export function EnvironmentSwitch({
  environments,
  current,
}: {
  environments: Environment[];
  current: Environment;
}) {
  const t = useTranslations();
  if (environments.length === 0) return null;
  return (
    <nav className="nav-section" aria-label={t('shell.switchEnvironment')}>
      <p className="nav-section-title">{t('shell.switchEnvironment')}</p>
      <ul className="environment-switch">
        {environments.map((environment) => (
          <li key={environment}>
            <Link
              href={START_PATHS[environment]}
              className="environment-option"
              aria-current={environment === current ? 'true' : undefined}
            >
              {t(environmentLabelKey(environment))}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
