'use client';

import { useTranslations } from 'next-intl';
import { boundControlProps } from './bound-control';
import { choiceValue, type Option } from './field-binding';
import { FieldFrame, type LabelledFieldProps } from './field-frame';
import { NativeSelect } from './native-fields';
import './forms.css';

export interface SelectProps extends LabelledFieldProps {
  options: readonly Option[];
  /** The text of the empty choice; forms.select.placeholder by default. */
  placeholder?: string;
}

/**
 * A native select bound to a useForm field. Declare the field with `dropdown: true` so a
 * required one says validation.is_required. The empty choice is null.
 */
export function Select({ field, label, options, hint, placeholder }: SelectProps) {
  const t = useTranslations('forms');
  return (
    <FieldFrame field={field} label={label} hint={hint}>
      <NativeSelect
        {...boundControlProps(field, hint)}
        value={choiceValue(field.value)}
        onChange={(event) => field.setValue(event.target.value === '' ? null : event.target.value)}
      >
        <option value="">{placeholder ?? t('select.placeholder')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FieldFrame>
  );
}
