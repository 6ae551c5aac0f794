'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { choiceValue, describedBy, type FieldBinding } from '@/components/forms/field-binding';
import { FieldMessages, fieldClass } from '@/components/forms/field-messages';
import { Input } from '@/components/forms/native-fields';

export const STAR_VALUES = ['1', '2', '3', '4', '5'] as const;

/**
 * 1–5 stars as a radio group: native radios (visually hidden, their stars shown), so Tab
 * reaches the group and the arrow keys move the choice; each option is named "4 stars".
 */
export function StarPicker({ field, label }: { field: FieldBinding; label: string }) {
  const t = useTranslations('courses.rate');
  const selected = Number(choiceValue(field.value)) || 0;
  const [hovered, setHovered] = useState(0);
  const shown = hovered || selected;
  const legendId = `${field.id}-label`;

  return (
    <div
      ref={field.ref}
      role="radiogroup"
      className={`${fieldClass(field)} star-picker`}
      aria-labelledby={legendId}
      aria-required={field.required || undefined}
      aria-invalid={field.state === 'invalid' ? true : undefined}
      aria-describedby={describedBy(field)}
      onBlur={(event) => {
        // Moving between the stars is not leaving the field.
        if (!event.currentTarget.contains(event.relatedTarget)) field.onBlur();
      }}
      onMouseLeave={() => setHovered(0)}
    >
      <span id={legendId} className="field-label">
        {label}
      </span>
      <div className="star-picker-options">
        {STAR_VALUES.map((value) => {
          const count = Number(value);
          return (
            <label
              key={value}
              className="star-picker-option"
              data-filled={count <= shown || undefined}
              onMouseEnter={() => setHovered(count)}
            >
              <Input
                type="radio"
                className="star-picker-input"
                name={field.id}
                value={value}
                checked={count === selected}
                onChange={() => field.setValue(value)}
              />
              <span className="star-picker-star" aria-hidden="true">
                ★
              </span>
              <span className="visually-hidden">{t('starOption', { count })}</span>
            </label>
          );
        })}
        <span className="star-picker-value" aria-hidden="true">
          {selected ? t('starOption', { count: selected }) : ''}
        </span>
      </div>
      <FieldMessages field={field} />
    </div>
  );
}
