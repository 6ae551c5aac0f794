'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ContentLanguageField } from '@/components/forms/content-language-field';
import { DateTimeField } from '@/components/forms/date-field';
import { Input, NativeSelect } from '@/components/forms/native-fields';
import type { UseFormReturn } from '@/components/forms/use-form';
import { ANNOUNCEMENT_SEVERITIES } from '@/lib/resources/announcements';
import type { AnnouncementField } from './announcement-form-fields';

/** How the form's parts show the API's messages, each tied to its control by id. */
export interface AnnouncementMessages {
  /** A field's control, for the focus after a refused save. */
  bind: (field: AnnouncementField) => (element: HTMLElement | null) => void;
  /** The id of a field's message, while it has one. */
  errorId: (field: AnnouncementField) => string | undefined;
  /** A field's message line (nothing without one). */
  message: (field: AnnouncementField) => ReactNode;
}

interface PartProps {
  id: string;
  form: UseFormReturn<AnnouncementField>;
  messages: AnnouncementMessages;
  errors: Partial<Record<string, string>>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The language, severity, start and end of an announcement, side by side. */
export function AnnouncementSettings({ id, form, messages, errors }: PartProps) {
  const t = useTranslations('communication.announcements.form');
  const tSeverity = useTranslations('communication.severity');
  const { bind, errorId, message } = messages;
  const language = form.field('language');
  const severity = form.field('severity');
  const date = (field: 'starts_at' | 'ends_at', part: string, label: string, hint: string) => {
    const binding = form.field(field);
    return (
      <div className="field">
        <label htmlFor={`${id}-${part}`}>{label}</label>
        <DateTimeField
          inputRef={bind(field)}
          id={`${id}-${part}`}
          value={text(binding.value)}
          onChange={binding.setValue}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={[`${id}-${part}-hint`, errorId(field)].filter(Boolean).join(' ')}
        />
        <p id={`${id}-${part}-hint`} className="field-hint">
          {hint}
        </p>
        {message(field)}
      </div>
    );
  };
  return (
    <div className="comm-row">
      <ContentLanguageField
        id={`${id}-language`}
        value={text(language.value)}
        onChange={language.setValue}
        error={errors.language ?? null}
        selectRef={bind('language')}
      />
      <div className="field">
        <label htmlFor={`${id}-severity`}>{t('severity')}</label>
        <NativeSelect
          ref={bind('severity')}
          id={`${id}-severity`}
          value={text(severity.value)}
          onChange={(event) => severity.setValue(event.target.value)}
          aria-invalid={errors.severity ? true : undefined}
          aria-describedby={[`${id}-severity-hint`, errorId('severity')].filter(Boolean).join(' ')}
        >
          {ANNOUNCEMENT_SEVERITIES.map((choice) => (
            <option key={choice} value={choice}>
              {tSeverity(choice)}
            </option>
          ))}
        </NativeSelect>
        <p id={`${id}-severity-hint`} className="field-hint">
          {t('severityHint')}
        </p>
        {message('severity')}
      </div>
      {date('starts_at', 'starts', t('startsAt'), t('startsAtHint'))}
      {date('ends_at', 'ends', t('endsAt'), t('endsAtHint'))}
    </div>
  );
}

/** One checkbox of a group: its label and whether it is ticked. */
export interface Choice {
  key: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * A fieldset of checkboxes: its legend, an optional hint, the boxes (the first one takes the
 * focus for the group's message) and the message.
 */
export function ChoiceGroup({
  legend,
  hint,
  describedBy,
  choices,
  firstRef,
  children,
}: {
  legend: string;
  hint?: { id: string; text: string };
  describedBy: string | undefined;
  choices: Choice[];
  firstRef: (element: HTMLElement | null) => void;
  /** The group's message. */
  children: ReactNode;
}) {
  return (
    <fieldset className="comm-fieldset kit-fieldset" aria-describedby={describedBy}>
      <legend>{legend}</legend>
      {hint && (
        <p id={hint.id} className="field-hint">
          {hint.text}
        </p>
      )}
      <div className="comm-choices">
        {choices.map((choice, index) => (
          <label key={choice.key}>
            <Input
              ref={index === 0 ? firstRef : undefined}
              type="checkbox"
              checked={choice.checked}
              onChange={(event) => choice.onChange(event.target.checked)}
            />
            {choice.label}
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
