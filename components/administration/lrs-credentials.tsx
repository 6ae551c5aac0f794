'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { FormError } from '@/components/forms/form-error';
import { TextField } from '@/components/forms/text-field';
import { useForm } from '@/components/forms/use-form';
import { AdminListTable } from '@/components/ui/admin-list-table';
import { formatDateTime } from '@/lib/dates/format-date';
import type { Locale } from '@/lib/i18n/locales';
import {
  createLrsCredential,
  type LrsCredential,
  lrsCredentialsQuery,
  lrsKeys,
  revokeLrsCredential,
} from '@/lib/resources/lrs';
import '@/components/forms/forms.css';

/**
 * The learning record store on /admin/settings/integrations (issue 37 item 4): where an outside
 * xAPI tool records into the portal (`endpoint`), and the credentials it does so with. A new
 * credential's secret is shown once, right after it is made; a revoked one opens nothing.
 * Only for the academy group (RULES.integrationSecrets): a credential reads every learner's
 * statements.
 */
export function LrsCredentials({ endpoint }: { endpoint: string }) {
  const t = useTranslations('administration.lrs');
  const locale = useLocale() as Locale;
  const client = useQueryClient();
  const query = useQuery(lrsCredentialsQuery());
  const made = useRef<HTMLDivElement>(null);
  const create = useMutation({
    mutationFn: createLrsCredential,
    onSuccess: () => client.invalidateQueries({ queryKey: lrsKeys.all() }),
  });
  const revoke = useMutation({
    mutationFn: revokeLrsCredential,
    onSettled: () => client.invalidateQueries({ queryKey: lrsKeys.all() }),
  });
  const form = useForm({
    fields: { label: { value: '', rules: 'required|max:120', trim: true } },
    onSubmit: async (values) => {
      await create.mutateAsync(String(values.label));
      return undefined;
    },
  });
  const fresh: LrsCredential | undefined = create.data;
  // The secret, once shown, takes the keyboard: it is what the admin came for.
  useEffect(() => {
    if (fresh?.secret) made.current?.focus();
  }, [fresh]);

  return (
    <section className="admin-card" aria-labelledby="lrs-heading">
      <h2 id="lrs-heading">{t('title')}</h2>
      <p>{t('intro')}</p>
      <p>
        {t('endpoint')} <code>{endpoint}</code>
      </p>
      {fresh?.secret && (
        <div className="lrs-made" role="status" tabIndex={-1} ref={made}>
          <p>{t('madeOnce', { label: fresh.label })}</p>
          <dl>
            <dt>{t('key')}</dt>
            <dd>
              <code>{fresh.key}</code>
            </dd>
            <dt>{t('secret')}</dt>
            <dd>
              <code>{fresh.secret}</code>
            </dd>
          </dl>
        </div>
      )}
      <form className="form" onSubmit={form.handleSubmit} noValidate>
        <FormError message={form.generalError} />
        <TextField field={form.field('label')} label={t('label')} hint={t('labelHint')} />
        <button type="submit" className="button button-primary" disabled={form.submitting}>
          {t('create')}
        </button>
      </form>
      <AdminListTable
        query={query}
        caption={t('listCaption')}
        empty={t('none')}
        columns={[t('label'), t('key'), t('created'), t('state')]}
        row={(credential) => (
          <tr key={credential.id}>
            <th scope="row">{credential.label}</th>
            <td>
              <code>{credential.key}</code>
            </td>
            <td>{formatDateTime(credential.createdAt, locale)}</td>
            <td>
              {credential.revokedAt ? (
                t('revokedOn', { date: formatDateTime(credential.revokedAt, locale) })
              ) : (
                <button
                  type="button"
                  className="button button-small"
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate(credential.id)}
                >
                  {t('revoke', { label: credential.label })}
                </button>
              )}
            </td>
          </tr>
        )}
      />
    </section>
  );
}
