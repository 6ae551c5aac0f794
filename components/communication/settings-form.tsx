'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { QueryPending } from '@/components/errors/error-panel';
import { FormError } from '@/components/forms/form-error';
import { TextArea } from '@/components/forms/text-area';
import { TextField } from '@/components/forms/text-field';
import { useForm } from '@/components/forms/use-form';
import { showToast } from '@/components/ui/show-toast';
import {
  BATCH_SIZE_MAX,
  BATCH_SIZE_MIN,
  type MailingListSettings,
  mailingKeys,
  saveSettings,
  settingsQuery,
} from '@/lib/resources/mailings';
import {
  type SettingsField,
  saveRefusal,
  settingsFields,
  settingsInput,
} from './settings-form-fields';

/** The mailing list's settings (spec §9 `mailing_list_settings`): sender, reply-to, footer, batch. */
export function MailingSettingsForm() {
  const query = useQuery(settingsQuery());
  if (!query.data) return <QueryPending query={query} />;
  return <SettingsForm settings={query.data.settings} delivery={query.data.delivery} />;
}

function SettingsForm({
  settings,
  delivery,
}: {
  settings: MailingListSettings;
  delivery: 'smtp' | 'files';
}) {
  const t = useTranslations('communication.settings');
  const id = useId();
  const save = useOptimisticMutation({
    queryKey: mailingKeys.settings(),
    mutationFn: saveSettings,
    // On the form: by its field (which takes focus), or on top.
    errors: 'inline',
  });
  const form = useForm<SettingsField>({
    fields: settingsFields(settings),
    // What was saved stays on the form: it is what the settings now are.
    resetOnSuccess: false,
    onSubmit: async (values) => {
      try {
        await save.mutateAsync(settingsInput(values));
        return undefined;
      } catch (error) {
        return saveRefusal(error, t('failed'));
      }
    },
    onSuccess: () => showToast({ scheme: 'success', message: t('saved') }),
  });
  const saving = save.isPending;

  return (
    <form
      className="comm-form kit-card"
      onSubmit={form.handleSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{t('title')}</h2>
      <p className="muted">{t(delivery === 'smtp' ? 'deliverySmtp' : 'deliveryFiles')}</p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {form.status === 'success' ? t('saved') : ''}
      </p>
      <FormError message={form.generalError} />
      <div className="comm-row">
        <TextField
          field={form.field('from_name')}
          label={t('fields.from_name')}
          autoComplete="off"
        />
        <TextField
          field={form.field('from_address')}
          label={t('fields.from_address')}
          type="email"
          autoComplete="off"
        />
        <TextField
          field={form.field('reply_to')}
          label={t('fields.reply_to')}
          hint={t('hints.reply_to')}
          type="email"
          autoComplete="off"
        />
      </div>
      <TextArea
        field={form.field('footer')}
        label={t('fields.footer')}
        hint={t('hints.footer')}
        rows={3}
        maxLength={1000}
      />
      <TextField
        field={form.field('batch_size')}
        label={t('fields.batch_size')}
        hint={t('hints.batch_size', { min: BATCH_SIZE_MIN, max: BATCH_SIZE_MAX })}
        type="number"
        min={BATCH_SIZE_MIN}
        max={BATCH_SIZE_MAX}
        autoComplete="off"
      />
      <div className="comm-form-actions kit-wrap">
        <button type="submit" className="button button-primary" disabled={saving}>
          {saving ? t('saving') : t('save')}
        </button>
      </div>
    </form>
  );
}
