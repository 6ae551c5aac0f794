'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode, RefObject } from 'react';
import { DateTimeField } from '@/components/forms/date-field';
import { Input } from '@/components/forms/native-fields';
import { MERGE_FIELDS } from '@/lib/resources/mailings';
import type { ComposeAction } from './use-composer-writes';

/** The ids a composer field's input is described by: its hint, and its error when it has one. */
const describedBy = (hintId: string, errorId: string | undefined) =>
  [hintId, errorId].filter(Boolean).join(' ');

/**
 * A composer field: its label, the control `control` renders (given the id of the field's error
 * when it has one), an optional hint, and the error under it.
 */
function ComposerField({
  id,
  field,
  label,
  error,
  hint,
  control,
}: {
  /** The composer's id prefix. */
  id: string;
  /** The API's name of the field (its control's id is `${id}-${field}`). */
  field: 'subject' | 'send_at';
  label: string;
  error: string | undefined;
  hint?: ReactNode;
  control: (errorId: string | undefined) => ReactNode;
}) {
  const errorId = error ? `${id}-${field}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      {control(errorId)}
      {hint}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A composer field's props: the composer's id prefix, the value as typed, its error, and the
 * ref that hands its control to the form (which focuses it when a save is refused).
 */
interface ComposerInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  inputRef: (element: HTMLElement | null) => void;
}

/** The mailing's subject (merge fields allowed: the hint below the field lists them). */
export function SubjectField({ id, value, onChange, error, inputRef }: ComposerInputProps) {
  const t = useTranslations('communication.compose');
  return (
    <ComposerField
      id={id}
      field="subject"
      label={t('subject')}
      error={error}
      control={(errorId) => (
        <Input
          ref={inputRef}
          id={`${id}-subject`}
          type="text"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          maxLength={200}
          autoComplete="off"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(`${id}-fields`, errorId)}
        />
      )}
    />
  );
}

/** The merge fields a subject and body may use, each as written. */
export function MergeFieldsHint({ id }: { id: string }) {
  const t = useTranslations('communication.compose');
  return (
    <p id={`${id}-fields`} className="field-hint comm-merge-fields">
      {t('mergeFields')}{' '}
      {MERGE_FIELDS.map((name, index) => (
        <span key={name}>
          {index > 0 ? ', ' : ''}
          <code>{`{{${name}}}`}</code>
        </span>
      ))}
    </p>
  );
}

/** When the mailing goes out: empty for now, or a moment to schedule it for. */
export function SendAtField({ id, value, onChange, error, inputRef }: ComposerInputProps) {
  const t = useTranslations('communication.compose');
  return (
    <ComposerField
      id={id}
      field="send_at"
      label={t('sendAt')}
      error={error}
      hint={
        <p id={`${id}-send-hint`} className="field-hint">
          {t('sendAtHint')}
        </p>
      }
      control={(errorId) => (
        <DateTimeField
          inputRef={inputRef}
          id={`${id}-send_at`}
          value={value}
          onChange={onChange}
          aria-describedby={describedBy(`${id}-send-hint`, errorId)}
          aria-invalid={error ? true : undefined}
        />
      )}
    />
  );
}

/** Save (the submit), "Send test" and Send or Schedule; the one under way says so. */
export function ComposerButtons({
  busy,
  scheduled,
  sendButton,
  onTest,
  onSend,
}: {
  busy: ComposeAction | null;
  /** A send time is set: Send schedules. */
  scheduled: boolean;
  sendButton: RefObject<HTMLButtonElement | null>;
  onTest: () => void;
  onSend: (trigger: HTMLElement) => void;
}) {
  const t = useTranslations('communication.compose');
  return (
    <div className="comm-form-actions kit-wrap">
      <button type="submit" className="button" disabled={busy !== null}>
        {busy === 'save' ? t('saving') : t('save')}
      </button>
      <button type="button" className="button" onClick={onTest} disabled={busy !== null}>
        {busy === 'test' ? t('testing') : t('test')}
      </button>
      <button
        ref={sendButton}
        type="button"
        className="button button-primary"
        onClick={(event) => onSend(event.currentTarget)}
        disabled={busy !== null}
      >
        {scheduled ? t('schedule') : t('sendNow')}
      </button>
    </div>
  );
}
