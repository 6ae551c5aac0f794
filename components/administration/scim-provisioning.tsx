'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { FormError } from '@/components/forms/form-error';
import { Select } from '@/components/forms/select';
import { TextField } from '@/components/forms/text-field';
import { useForm } from '@/components/forms/use-form';
import { AdminListTable } from '@/components/ui/admin-list-table';
import { formatDateTime } from '@/lib/dates/format-date';
import type { Locale } from '@/lib/i18n/locales';
import { peopleChoicesQuery } from '@/lib/resources/people';
import {
  createScimToken,
  mappingOf,
  mapScimGroup,
  revokeScimToken,
  type ScimToken,
  scimGroupsQuery,
  scimKeys,
  scimTokensQuery,
} from '@/lib/resources/scim';
import '@/components/forms/forms.css';

/**
 * "Provisioning" on /admin/settings/integrations (issue 39): the SCIM base URL to paste into the
 * identity provider, its tokens (shown once, revocable, with their last use) and what its
 * groups map to. For the academy group (RULES.integrationSecrets), like the LRS credentials.
 */
export function ScimProvisioning({ baseUrl, roles }: { baseUrl: string; roles: string[] }) {
  const t = useTranslations('administration.scim');
  const locale = useLocale() as Locale;
  const client = useQueryClient();
  const tokens = useQuery(scimTokensQuery());
  const made = useRef<HTMLDivElement>(null);
  const create = useMutation({
    mutationFn: createScimToken,
    onSuccess: () => client.invalidateQueries({ queryKey: scimKeys.tokens() }),
  });
  const revoke = useMutation({
    mutationFn: revokeScimToken,
    onSettled: () => client.invalidateQueries({ queryKey: scimKeys.tokens() }),
  });
  const form = useForm({
    fields: { name: { value: '', rules: 'required|max:120', trim: true } },
    onSubmit: async (values) => {
      await create.mutateAsync(String(values.name));
      return undefined;
    },
  });
  const fresh: ScimToken | undefined = create.data;
  useEffect(() => {
    if (fresh?.token) made.current?.focus();
  }, [fresh]);

  return (
    <section className="admin-card" aria-labelledby="scim-heading">
      <h2 id="scim-heading">{t('title')}</h2>
      <p>{t('intro')}</p>
      <p>
        {t('baseUrl')} <code data-testid="scim-base-url">{baseUrl}</code>
      </p>
      {fresh?.token && (
        <div className="lrs-made" role="status" tabIndex={-1} ref={made}>
          <p>{t('madeOnce', { name: fresh.name })}</p>
          <p>
            <code data-testid="scim-token">{fresh.token}</code>
          </p>
        </div>
      )}
      <form className="form" onSubmit={form.handleSubmit} noValidate>
        <FormError message={form.generalError} />
        <TextField field={form.field('name')} label={t('name')} hint={t('nameHint')} />
        <button type="submit" className="button button-primary" disabled={form.submitting}>
          {t('create')}
        </button>
      </form>
      <AdminListTable
        query={tokens}
        caption={t('listCaption')}
        empty={t('none')}
        columns={[t('name'), t('hint'), t('lastUsed'), t('state')]}
        row={(token) => (
          <tr key={token.id}>
            <th scope="row">{token.name}</th>
            <td>
              <code>{token.hint}…</code>
            </td>
            <td>{token.lastUsedAt ? formatDateTime(token.lastUsedAt, locale) : t('neverUsed')}</td>
            <td>
              {token.revokedAt ? (
                t('revokedOn', { date: formatDateTime(token.revokedAt, locale) })
              ) : (
                <button
                  type="button"
                  className="button button-small"
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate(token.id)}
                >
                  {t('revoke', { name: token.name })}
                </button>
              )}
            </td>
          </tr>
        )}
      />
      <ScimGroups roles={roles} />
    </section>
  );
}

/** What the identity provider's groups give their members: a role (or an organisation). */
function ScimGroups({ roles }: { roles: string[] }) {
  const t = useTranslations('administration.scim');
  const roleNames = useTranslations('common.roleNames');
  const client = useQueryClient();
  const groups = useQuery(scimGroupsQuery());
  // The portal's organisations, as the people screens offer them.
  const entities = useQuery(peopleChoicesQuery()).data?.entities ?? [];
  const mapping = useForm({
    fields: {
      group: { value: '', rules: 'required|max:200', trim: true },
      target: { value: null, rules: 'required', dropdown: true },
    },
    onSubmit: async (values) => {
      await mapScimGroup({
        displayName: String(values.group),
        ...mappingOf(String(values.target)),
      });
      await client.invalidateQueries({ queryKey: scimKeys.groups() });
      return undefined;
    },
  });
  const options = [
    ...roles.map((role) => ({ value: `role:${role}`, label: roleNames(role) })),
    ...entities.map((entity) => ({
      value: `entity:${entity.id}`,
      label: t('organisation', { name: entity.name }),
    })),
  ];
  return (
    <>
      <h3>{t('groupsTitle')}</h3>
      <p>{t('groupsIntro')}</p>
      <form className="form" onSubmit={mapping.handleSubmit} noValidate>
        <FormError message={mapping.generalError} />
        <TextField field={mapping.field('group')} label={t('group')} hint={t('groupHint')} />
        <Select field={mapping.field('target')} label={t('mapsTo')} options={options} />
        <button type="submit" className="button" disabled={mapping.submitting}>
          {t('map')}
        </button>
      </form>
      <AdminListTable
        query={groups}
        caption={t('groupsCaption')}
        empty={t('noGroups')}
        columns={[t('group'), t('mapsTo'), t('members')]}
        row={(group) => (
          <tr key={group.id}>
            <th scope="row">{group.displayName}</th>
            <td>
              {group.role
                ? roleNames(group.role)
                : group.entityName
                  ? t('organisation', { name: group.entityName })
                  : t('unmapped')}
            </td>
            <td>{group.members}</td>
          </tr>
        )}
      />
    </>
  );
}
