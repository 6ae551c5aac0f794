'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useRef } from 'react';
import { ApiError } from '@/lib/api/errors';
import { type PackageAttempt, packageKeys, waivePackagePart } from '@/lib/resources/packages';
import { WAIVE_REASONS } from '@/shared/packages/contract';

const REASON_KEYS: Record<(typeof WAIVE_REASONS)[number], string> = {
  'Tested Out': 'testedOut',
  'Equivalent AU': 'equivalentAu',
  'Equivalent Outside Activity': 'equivalentOutside',
  Administrative: 'administrative',
};

/**
 * Waiving a part of a learner's cmi5 attempt (issue 37, cmi5 §9.3.7): the author picks a part not
 * met yet and the reason; it then counts as met, and the report shows what that completed.
 */
export function PackageWaiver({
  courseId,
  itemId,
  attempt,
}: {
  courseId: string;
  itemId: string;
  attempt: PackageAttempt;
}) {
  const t = useTranslations('authoring.packages.waive');
  const queryClient = useQueryClient();
  const id = useId();
  const details = useRef<HTMLDetailsElement>(null);
  const waive = useMutation({
    mutationFn: (input: { au: string; reason: (typeof WAIVE_REASONS)[number] }) =>
      waivePackagePart(courseId, itemId, attempt.id, input),
    onSuccess: async () => {
      // Closed again, the keyboard back on its summary; the report shows what it completed.
      if (details.current) details.current.open = false;
      details.current?.querySelector('summary')?.focus();
      await queryClient.invalidateQueries({ queryKey: packageKeys.attempts(itemId) });
    },
  });
  const parts = attempt.waivableParts;
  if (parts.length === 0) return <span className="muted">–</span>;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    waive.mutate({
      au: String(form.get('au')),
      reason: String(form.get('reason')) as (typeof WAIVE_REASONS)[number],
    });
  };
  const error = waive.error;
  const problem = error
    ? error instanceof ApiError && error.code !== 'NO_RESPONSE'
      ? (error.errors[0]?.detail ?? t('failed'))
      : t('failed')
    : null;

  return (
    <details className="package-waiver" ref={details}>
      <summary>{t('open', { learner: attempt.learnerName })}</summary>
      <form onSubmit={submit} aria-describedby={problem ? `${id}-problem` : undefined}>
        <label htmlFor={`${id}-au`}>{t('part')}</label>
        <select id={`${id}-au`} name="au" required>
          {parts.map((part) => (
            <option key={part.identifier} value={part.identifier}>
              {part.title}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-reason`}>{t('reason')}</label>
        <select id={`${id}-reason`} name="reason" required defaultValue="Administrative">
          {WAIVE_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(`reasons.${REASON_KEYS[reason]}`)}
            </option>
          ))}
        </select>
        <button type="submit" className="button button-secondary" disabled={waive.isPending}>
          {waive.isPending ? t('sending') : t('submit')}
        </button>
        {problem && (
          <p id={`${id}-problem`} className="field-error" role="alert">
            {problem}
          </p>
        )}
      </form>
    </details>
  );
}
