'use client';

import { fieldAria, fieldLabelId } from './bound-control';
import { choiceValue, type Option } from './field-binding';
import { FieldHint, type LabelledFieldProps } from './field-frame';
import { FieldMessages, fieldClass } from './field-messages';
import { Input } from './native-fields';
import './forms.css';

export interface OptionPickerProps extends LabelledFieldProps {
  options: readonly Option[];
}

/**
 * A radio group (native radios, so arrow keys move the choice) bound to a useForm field. Spec §4: on an optional field, choosing the selected
 * option again (click, or Space on it) clears the value to null.
 */
export function OptionPicker({ field, label, options, hint }: OptionPickerProps) {
  const selected = choiceValue(field.value);
  return (
    <div
      ref={field.ref}
      role="radiogroup"
      className={`${fieldClass(field)} option-picker`}
      aria-labelledby={fieldLabelId(field)}
      aria-required={field.required || undefined}
      {...fieldAria(field, hint)}
      onBlur={(event) => {
        // Moving between the options is not leaving the field.
        if (!event.currentTarget.contains(event.relatedTarget)) field.onBlur();
      }}
    >
      <span id={fieldLabelId(field)} className="field-label">
        {label}
      </span>
      <FieldHint field={field} hint={hint} />
      <div className="option-picker-options">
        {options.map((option) => (
          <label key={option.value} className="option-picker-option">
            <Input
              type="radio"
              name={field.id}
              value={option.value}
              checked={option.value === selected}
              onChange={() => field.setValue(option.value)}
              onClick={() => {
                // A click on the checked radio fires no change event: it is the "clear" gesture.
                if (option.value === selected && !field.required) field.setValue(null);
              }}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldMessages field={field} />
    </div>
  );
}
