'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { fieldAria } from '@/components/forms/bound-control';
import { DateField } from '@/components/forms/date-field';
import { FieldFrame } from '@/components/forms/field-frame';
import { FormError } from '@/components/forms/form-error';
import { OptionPicker } from '@/components/forms/option-picker';
import { Select } from '@/components/forms/select';
import { SubmitRow } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useForm } from '@/components/forms/use-form';
import {
  authoringKeys,
  type CourseDraft,
  courseEditorQuery,
  type EditorItem,
  type ReleaseChanges,
  updateItem,
} from '@/lib/resources/authoring';
import { mayBePassed, RELEASE_DAYS_MAX } from '@/shared/learning/release';

/*
 * The "Release" section of an item's settings (issue 43 item 6, docs/release-rules.md): when
 * the item opens for an enrolled learner — at once, N days after they enrolled, or on a date —
 * and an item of this course they must complete or pass first. Saved with its own button; the
 * API's refusals show by their field.
 */

type Mode = 'immediately' | 'days' | 'date';

/** A stored instant as the day field shows it: that day in the author's time zone. */
export function dayOf(instant: string | null | undefined): string {
  if (!instant) return '';
  const date = new Date(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The day field's value as the instant it opens: its midnight in the author's time zone. */
export function instantOf(day: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = new Date(`${day}T00:00:00`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Whole days 0–3650 from the field's text (null: not such a number). */
export function daysOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const days = Number(trimmed);
  return days <= RELEASE_DAYS_MAX ? days : null;
}

function modeOf(item: EditorItem): Mode {
  if (item.releaseOn) return 'date';
  if (item.releaseDays !== null && item.releaseDays !== undefined) return 'days';
  return 'immediately';
}

type Values = Record<
  'mode' | 'release_days' | 'release_on' | 'requires_item_id' | 'requires',
  unknown
>;

/** What a save sends: one of the times (the other cleared) and the prerequisite. */
function changesOf(values: Values, passable: boolean): ReleaseChanges {
  const mode = (values.mode as Mode | null) ?? 'immediately';
  const requiresId = (values.requires_item_id as string | null) || null;
  return {
    release_days: mode === 'days' ? daysOf(String(values.release_days ?? '')) : null,
    release_on: mode === 'date' ? instantOf(String(values.release_on ?? '')) : null,
    requires_item_id: requiresId,
    requires: passable && values.requires === 'passed' ? 'passed' : 'completed',
  };
}

export function ReleaseSettings({ courseId, item }: { courseId: string; item: EditorItem }) {
  const t = useTranslations('authoring.release');
  const client = useQueryClient();
  // The editor's outline, as the course editor loaded it (the picker's items); never fetched here.
  const { data: draft } = useQuery({ ...courseEditorQuery(courseId), enabled: false });
  const others = (draft?.modules ?? [])
    .flatMap((module) => module.items)
    .filter((candidate) => candidate.id !== item.id);
  const [saved, setSaved] = useState('');
  const form = useForm({
    resetOnSuccess: false,
    fields: {
      mode: { value: modeOf(item) },
      release_days: { value: String(item.releaseDays ?? 7), trim: true },
      release_on: { value: dayOf(item.releaseOn) },
      requires_item_id: { value: item.requiresItemId ?? null, dropdown: true },
      requires: { value: item.requires ?? 'completed' },
    },
    check: (values) => {
      if (values.mode === 'days' && daysOf(String(values.release_days ?? '')) === null)
        return { release_days: { text: t('daysInvalid', { max: RELEASE_DAYS_MAX }) } };
      if (values.mode === 'date' && instantOf(String(values.release_on ?? '')) === null)
        return { release_on: { text: t('dateInvalid') } };
      return null;
    },
    onSubmit: async (values) => {
      setSaved('');
      const chosen = others.find((other) => other.id === values.requires_item_id);
      const updated = await updateItem(
        courseId,
        item.id,
        changesOf(values, chosen ? mayBePassed(chosen.kind) : true),
      );
      client.setQueryData(authoringKeys.editor(courseId), (old: CourseDraft | undefined) =>
        old
          ? {
              ...old,
              modules: old.modules.map((m) => ({
                ...m,
                items: m.items.map((i) => (i.id === updated.id ? { ...i, ...updated } : i)),
              })),
            }
          : old,
      );
      return undefined;
    },
    onSuccess: () => setSaved(t('saved')),
    failedText: t('notSaved'),
  });
  const mode = (form.values.mode as Mode | null) ?? 'immediately';
  const prerequisite = others.find((other) => other.id === form.values.requires_item_id);
  const passable = prerequisite ? mayBePassed(prerequisite.kind) : true;
  const dateField = form.field('release_on');
  const dateHint = t('dateHint');

  return (
    <form
      className="form release-settings"
      aria-labelledby={`release-${item.id}-heading`}
      onSubmit={form.handleSubmit}
      noValidate
    >
      <h5 id={`release-${item.id}-heading`}>{t('heading')}</h5>
      <FormError message={form.generalError} />
      <OptionPicker
        field={form.field('mode')}
        label={t('when')}
        options={(['immediately', 'days', 'date'] as const).map((value) => ({
          value,
          label: t(`mode.${value}`),
        }))}
      />
      {mode === 'days' && (
        <TextField
          field={form.field('release_days')}
          label={t('days')}
          hint={t('daysHint', { max: RELEASE_DAYS_MAX })}
          inputMode="numeric"
        />
      )}
      {mode === 'date' && (
        <FieldFrame field={dateField} label={t('date')} hint={dateHint}>
          <DateField
            id={dateField.id}
            inputRef={dateField.ref}
            value={String(dateField.value ?? '')}
            onChange={(value) => dateField.setValue(value)}
            onBlur={() => dateField.onBlur()}
            {...fieldAria(dateField, dateHint)}
          />
        </FieldFrame>
      )}
      <Select
        field={form.field('requires_item_id')}
        label={t('requires')}
        placeholder={t('requiresNothing')}
        options={others.map((other) => ({ value: other.id, label: other.title }))}
      />
      {prerequisite &&
        (passable ? (
          <OptionPicker
            field={form.field('requires')}
            label={t('condition')}
            options={[
              { value: 'completed', label: t('conditionCompleted') },
              { value: 'passed', label: t('conditionPassed') },
            ]}
          />
        ) : (
          <p className="field-hint">{t('lessonOnlyCompleted')}</p>
        ))}
      <SubmitRow form={form} label={t('save')} busyLabel={t('saving')} className="kit-row">
        <p role="status" aria-live="polite" className="field-hint">
          {saved}
        </p>
      </SubmitRow>
    </form>
  );
}

/** The outline row's note of an item's rule: "opens 3 days after enrolment, after ‘Quiz 1’ is passed". */
export function ReleaseNote({ courseId, item }: { courseId: string; item: EditorItem }) {
  const t = useTranslations('authoring.release');
  const format = useFormatter();
  const { data: draft } = useQuery({ ...courseEditorQuery(courseId), enabled: false });
  const parts: string[] = [];
  if (item.releaseDays !== null && item.releaseDays !== undefined)
    parts.push(t('noteDays', { count: item.releaseDays }));
  if (item.releaseOn)
    parts.push(
      t('noteDate', { date: format.dateTime(new Date(item.releaseOn), { dateStyle: 'medium' }) }),
    );
  const prerequisite = item.requiresItemId
    ? (draft?.modules ?? []).flatMap((m) => m.items).find((i) => i.id === item.requiresItemId)
    : undefined;
  if (prerequisite)
    parts.push(
      t('noteRequires', { title: prerequisite.title, condition: item.requires ?? 'completed' }),
    );
  if (parts.length === 0) return null;
  return <span className="outline-item-note"> · {parts.join(', ')}</span>;
}
