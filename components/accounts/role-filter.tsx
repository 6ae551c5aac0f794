'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { NativeSelect } from '@/components/forms/native-fields';
import { roleName } from '@/lib/access/role-names';
import { ACCOUNT_ROLES } from './accounts-view';

/** A labelled select of the role strings; the empty choice lists every role. */
export function RoleFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (role: string) => void;
}) {
  const t = useTranslations('accounts');
  const common = useTranslations('common');
  const id = useId();
  return (
    <div className="role-filter">
      <label htmlFor={id}>{t('roleFilter')}</label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('allRoles')}</option>
        {ACCOUNT_ROLES.map((role) => (
          <option key={role} value={role}>
            {roleName(role, common)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
