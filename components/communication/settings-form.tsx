'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { QueryPending } from '@/components/errors/error-panel';
import { Input, Textarea } from '@/components/forms/native-fields';
import { showToast } from '@/components/ui/show-toast';
import {
  BATCH_SIZE_MAX,
  BATCH_SIZE_MIN,
  type MailingListSettings,
  mailingKeys,
  saveSettings,
  settingsQuery,
} from '@/lib/resources/mailings';
import { refusalTexts } from '@/lib/validation/form-response';

const FIELDS = ['from_name', 'from_address', 'reply_to', 'footer', 'batch_size'] as const;

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
  const [draft, setDraft] = useState({
    fromName: settings.fromName,
    fromAddress: settings.fromAddress,
    replyTo: settings.replyTo ?? '',
    footer: settings.footer,
    batchSize: String(settings.batchSize),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const save = useOptimisticMutation({
    queryKey: mailingKeys.settings(),
    mutationFn: saveSettings,
    // On the form: by its field (which takes focus), or on top.
    errors: (error) => {
      const shown = refusalTexts(error, FIELDS, t('failed'));
      setErrors(shown.fields);
      setGeneral(shown.general);
      const first = FIELDS.find((field) => shown.fields[field]);
      if (first) requestAnimationFrame(() => document.getElementById(`${id}-${first}`)?.focus());
    },
  });
  const saving = save.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setErrors({});
    setGeneral(null);
    save.mutate(
      {
        fromName: draft.fromName,
        fromAddress: draft.fromAddress,
        replyTo: draft.replyTo || null,
        footer: draft.footer,
        batchSize: Number(draft.batchSize),
      },
      {
        onSuccess: () => {
          setStatus(t('saved'));
          showToast({ scheme: 'success', message: t('saved') });
        },
      },
    );
  };

  const field = (
    name: (typeof FIELDS)[number],
    key: keyof typeof draft,
    input: { type?: string; multiline?: boolean; hint?: string; min?: number; max?: number },
  ) => {
    const errorId = errors[name] ? `${id}-${name}-error` : undefined;
    const hintId = input.hint ? `${id}-${name}-hint` : undefined;
    const common = {
      id: `${id}-${name}`,
      value: draft[key],
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    };
    return (
      <div className="field">
        <label htmlFor={`${id}-${name}`}>{t(`fields.${name}`)}</label>
        {input.multiline ? (
          <Textarea
            {...common}
            rows={3}
            maxLength={1000}
            onChange={(event) => setDraft((current) => ({ ...current, [key]: event.target.value }))}
          />
        ) : (
          <Input
            {...common}
            type={input.type ?? 'text'}
            min={input.min}
            max={input.max}
            autoComplete="off"
            onChange={(event) => setDraft((current) => ({ ...current, [key]: event.target.value }))}
          />
        )}
        {input.hint && (
          <p id={hintId} className="field-hint">
            {input.hint}
          </p>
        )}
        {errors[name] && (
          <p id={errorId} className="field-error">
            {errors[name]}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className="comm-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('title')}</h2>
      <p className="muted">{t(delivery === 'smtp' ? 'deliverySmtp' : 'deliveryFiles')}</p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
      {general && (
        <p role="alert" className="form-error">
          {general}
        </p>
      )}
      <div className="comm-row">
        {field('from_name', 'fromName', {})}
        {field('from_address', 'fromAddress', { type: 'email' })}
        {field('reply_to', 'replyTo', { type: 'email', hint: t('hints.reply_to') })}
      </div>
      {field('footer', 'footer', { multiline: true, hint: t('hints.footer') })}
      {field('batch_size', 'batchSize', {
        type: 'number',
        min: BATCH_SIZE_MIN,
        max: BATCH_SIZE_MAX,
        hint: t('hints.batch_size', { min: BATCH_SIZE_MIN, max: BATCH_SIZE_MAX }),
      })}
      <div className="comm-form-actions">
        <button type="submit" className="button button-primary" disabled={saving}>
          {saving ? t('saving') : t('save')}
        </button>
      </div>
    </form>
  );
}
