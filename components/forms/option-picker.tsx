'use client';

import { choiceValue, describedBy, type FieldBinding, type Option } from './field-binding';
import { FieldMessages, fieldClass } from './field-messages';
import { Input } from './native-fields';
import './forms.css';

export interface OptionPickerProps {
  field: FieldBinding;
  label: string;
  options: readonly Option[];
  hint?: string;
}

/**
 * A radio group (native radios, so arrow keys move the choice) bound to a useForm field. Spec §4: on an optional field, choosing the selected
 * option again (click, or Space on it) clears the value to null.
 */
export function OptionPicker({ field, label, options, hint }: OptionPickerProps) {
  const selected = choiceValue(field.value);
  const legendId = `${field.id}-label`;
  const hintId = hint ? `${field.id}-hint` : undefined;
  return (
    <div
      ref={field.ref}
      role="radiogroup"
      className={`${fieldClass(field)} option-picker`}
      aria-labelledby={legendId}
      aria-required={field.required || undefined}
      aria-invalid={field.state === 'invalid' ? true : undefined}
      aria-describedby={describedBy(field, hintId)}
      onBlur={(event) => {
        // Moving between the options is not leaving the field.
        if (!event.currentTarget.contains(event.relatedTarget)) field.onBlur();
      }}
    >
      <span id={legendId} className="field-label">
        {label}
      </span>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
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
