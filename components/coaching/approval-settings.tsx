'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { QueryPending } from '@/components/errors/error-panel';
import { FormError } from '@/components/forms/form-error';
import { TextField } from '@/components/forms/text-field';
import { useForm } from '@/components/forms/use-form';
import { approvalSettingsQuery, mandateKeys, saveApprovalSettings } from '@/lib/resources/coaching';
import { MANDATE_LIMITS } from '@/shared/coaching/types';
import '@/components/forms/forms.css';
import './coaching.css';

/** The portal's mandate duration in days (1–3650; 365 unless set). New approvals use it. */
export function ApprovalSettingsForm() {
  const query = useQuery(approvalSettingsQuery());
  if (!query.data) return <QueryPending query={query} />;
  return <DaysForm days={query.data.mandateDays} />;
}

function DaysForm({ days }: { days: number }) {
  const t = useTranslations('coaching.approvalSettings');
  const client = useQueryClient();
  const [saved, setSaved] = useState('');
  const form = useForm({
    resetOnSuccess: false,
    fields: {
      mandate_days: {
        value: String(days),
        rules: `required|regex:^\\d{1,4}$`,
        trim: true,
      },
    },
    onSubmit: async (values) => {
      const value = Number(values.mandate_days);
      if (
        !Number.isInteger(value) ||
        value < MANDATE_LIMITS.minDays ||
        value > MANDATE_LIMITS.maxDays
      ) {
        return {
          status: 422,
          errors: [
            {
              status: '422',
              code: 'VALIDATION_FAILED',
              detail: t('range', MANDATE_LIMITS),
              source: { pointer: '/data/attributes/mandate_days' },
            },
          ],
        };
      }
      await saveApprovalSettings(value);
      return undefined;
    },
    onSuccess: (_, values) => {
      void client.invalidateQueries({ queryKey: mandateKeys.settings() });
      setSaved(t('saved', { days: Number(values.mandate_days) }));
    },
  });
  return (
    <form
      className="form ticket-section kit-box approvals-settings"
      onSubmit={form.handleSubmit}
      noValidate
    >
      <FormError message={form.generalError} />
      <TextField
        field={form.field('mandate_days')}
        label={t('days')}
        hint={t('hint', MANDATE_LIMITS)}
        inputMode="numeric"
      />
      <div className="ticket-actions kit-wrap">
        <button type="submit" className="button button-primary" disabled={form.submitting}>
          {t('save')}
        </button>
      </div>
      <p role="status" className="muted">
        {saved}
      </p>
    </form>
  );
}
