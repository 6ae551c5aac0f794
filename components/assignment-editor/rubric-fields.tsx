'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Input, Textarea } from '@/components/forms/native-fields';
import { type AssignmentForm as Form, newCriterion } from '@/lib/coaching/assignment-form';
import { ASSIGNMENT_LIMITS } from '@/shared/coaching/types';

/**
 * The rubric's criteria, each a title, what it looks for and its points: a new one takes the
 * focus, removing one leaves it on Add criterion.
 */
export function RubricFields({
  form,
  onChange,
  onBlur,
  error,
  idOf,
}: {
  form: Form;
  onChange: (next: Partial<Form>) => void;
  onBlur: () => void;
  error: string | undefined;
  idOf: (field: string) => string;
}) {
  const t = useTranslations('coaching.editor');
  const added = useRef<string | null>(null);
  useEffect(() => {
    if (!added.current) return;
    document.getElementById(idOf(`criterion-${added.current}-title`))?.focus();
    added.current = null;
  });
  const update = (index: number, next: Partial<Form['rubric'][number]>) =>
    onChange({
      rubric: form.rubric.map((criterion, i) =>
        i === index ? { ...criterion, ...next } : criterion,
      ),
    });
  const total = form.rubric.reduce((sum, criterion) => sum + (Number(criterion.maxPoints) || 0), 0);
  return (
    <fieldset className="assignment-rubric">
      <legend>{t('rubric')}</legend>
      <p className="field-hint">{t('rubricTotal', { total })}</p>
      {form.rubric.length === 0 && <p className="muted">{t('rubricEmpty')}</p>}
      <ol className="assignment-rubric-list">
        {form.rubric.map((criterion, index) => (
          <li key={criterion.id} className="assignment-rubric-criterion">
            <div className="field">
              <label htmlFor={idOf(`criterion-${criterion.id}-title`)}>
                {t('criterionTitle', { number: index + 1 })}
              </label>
              <Input
                id={idOf(`criterion-${criterion.id}-title`)}
                value={criterion.title}
                maxLength={ASSIGNMENT_LIMITS.maxCriterionTitle}
                onChange={(event) => update(index, { title: event.target.value })}
                onBlur={onBlur}
              />
            </div>
            <div className="field">
              <label htmlFor={idOf(`criterion-${criterion.id}-description`)}>
                {t('criterionDescription', { number: index + 1 })}
              </label>
              <Textarea
                id={idOf(`criterion-${criterion.id}-description`)}
                rows={2}
                value={criterion.description}
                maxLength={ASSIGNMENT_LIMITS.maxCriterionDescription}
                onChange={(event) => update(index, { description: event.target.value })}
                onBlur={onBlur}
              />
            </div>
            <div className="field assignment-rubric-points">
              <label htmlFor={idOf(`criterion-${criterion.id}-points`)}>
                {t('criterionPoints', { number: index + 1 })}
              </label>
              <Input
                id={idOf(`criterion-${criterion.id}-points`)}
                type="number"
                inputMode="numeric"
                min={1}
                max={ASSIGNMENT_LIMITS.maxCriterionPoints}
                value={criterion.maxPoints}
                onChange={(event) => update(index, { maxPoints: event.target.value })}
                onBlur={onBlur}
              />
            </div>
            <button
              type="button"
              className="button button-ghost"
              aria-label={t('removeCriterion', { number: index + 1 })}
              onClick={() => {
                onChange({ rubric: form.rubric.filter((_, i) => i !== index) });
                document.getElementById(idOf('add-criterion'))?.focus();
              }}
            >
              {t('remove')}
            </button>
          </li>
        ))}
      </ol>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <button
        id={idOf('add-criterion')}
        type="button"
        className="button"
        disabled={form.rubric.length >= ASSIGNMENT_LIMITS.maxCriteria}
        onClick={() => {
          const criterion = newCriterion(form.rubric);
          added.current = criterion.id;
          onChange({ rubric: [...form.rubric, criterion] });
        }}
      >
        {t('addCriterion')}
      </button>
    </fieldset>
  );
}
