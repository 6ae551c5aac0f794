'use client';

import { useTranslations } from 'next-intl';
import { choiceValue, describedBy, type FieldBinding, type Option } from './field-binding';
import { FieldMessages, fieldClass } from './field-messages';
import { NativeSelect } from './native-fields';
import './forms.css';

export interface SelectProps {
  field: FieldBinding;
  label: string;
  options: readonly Option[];
  hint?: string;
  /** The text of the empty choice; forms.select.placeholder by default. */
  placeholder?: string;
}

/**
 * A native select bound to a useForm field. Declare the field with `dropdown: true` so a
 * required one says validation.is_required. The empty choice is null.
 */
export function Select({ field, label, options, hint, placeholder }: SelectProps) {
  const t = useTranslations('forms');
  const hintId = hint ? `${field.id}-hint` : undefined;
  return (
    <div className={fieldClass(field)}>
      <label htmlFor={field.id}>{label}</label>
      <NativeSelect
        ref={field.ref}
        id={field.id}
        name={field.name}
        value={choiceValue(field.value)}
        onChange={(event) => field.setValue(event.target.value === '' ? null : event.target.value)}
        onBlur={field.onBlur}
        required={field.required}
        aria-invalid={field.state === 'invalid' ? true : undefined}
        aria-describedby={describedBy(field, hintId)}
      >
        <option value="">{placeholder ?? t('select.placeholder')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      <FieldMessages field={field} />
    </div>
  );
}
