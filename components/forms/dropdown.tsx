'use client';

import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { opensUpward } from '@/lib/ui-state/dropdown';
import { fieldAria, fieldLabelId } from './bound-control';
import { dropdownKeyAction, typeaheadIndex } from './dropdown-keys';
import { choiceValue, type Option } from './field-binding';
import { FieldFrame, type LabelledFieldProps } from './field-frame';
import './forms.css';

export interface DropdownProps extends LabelledFieldProps {
  options: readonly Option[];
  placeholder?: string;
}

const TYPEAHEAD_RESET_MS = 500;

/**
 * A select-only combobox (WAI-ARIA APG) bound to a useForm field, for lists a native select
 * cannot style. Spec §9: it opens upward when the space below is under min(320, 40 × (items + 1))
 * px. An optional field offers the empty choice first; declare the field with `dropdown: true`.
 */
export function Dropdown({ field, label, options, hint, placeholder }: DropdownProps) {
  const t = useTranslations('forms');
  const empty = { value: '', label: placeholder ?? t('select.placeholder') };
  const items = field.required ? options : [empty, ...options];
  const selected = items.findIndex((item) => item.value === choiceValue(field.value));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [upward, setUpward] = useState(false);
  const combobox = useRef<HTMLDivElement | null>(null);
  const typed = useRef({ text: '', at: 0 });
  const optionId = (index: number) => `${field.id}-option-${index}`;

  useEffect(() => {
    if (open) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  function show(index: number) {
    const bottom = combobox.current?.getBoundingClientRect().bottom ?? 0;
    setUpward(opensUpward(window.innerHeight - bottom, items.length));
    setActive(index);
    setOpen(true);
  }
  function choose(index: number) {
    const item = items[index];
    if (item) field.setValue(item.value === '' ? null : item.value);
    setOpen(false);
  }
  function onKeyDown(event: KeyboardEvent) {
    const position = { open, active, selected, count: items.length };
    const action = dropdownKeyAction(event.key, position, event.altKey);
    if (!action && event.key.length === 1 && !event.ctrlKey && !event.metaKey) {
      const now = Date.now();
      const text = now - typed.current.at > TYPEAHEAD_RESET_MS ? '' : typed.current.text;
      typed.current = { text: text + event.key, at: now };
      const match = typeaheadIndex(
        items.map((item) => item.label),
        typed.current.text,
        active,
      );
      if (match >= 0) open ? setActive(match) : show(match);
      return;
    }
    if (!action) return;
    if (event.key !== 'Tab') event.preventDefault();
    if (action.type === 'close') event.stopPropagation(); // an Escape for us, not a dialog around
    if (action.type === 'open') show(action.index);
    else if (action.type === 'move') setActive(action.index);
    else if (action.type === 'choose') choose(action.index);
    else setOpen(false);
  }

  return (
    <FieldFrame field={field} label={label} hint={hint} widget="dropdown">
      <div
        ref={(element) => {
          combobox.current = element;
          field.ref(element);
        }}
        id={field.id}
        role="combobox"
        tabIndex={0}
        className="dropdown-control"
        aria-labelledby={fieldLabelId(field)}
        aria-controls={`${field.id}-listbox`}
        aria-expanded={open}
        aria-haspopup="listbox"
        aria-activedescendant={open ? optionId(active) : undefined}
        aria-required={field.required || undefined}
        {...fieldAria(field, hint)}
        onKeyDown={onKeyDown}
        onClick={() => (open ? setOpen(false) : show(Math.max(selected, 0)))}
        onBlur={() => {
          setOpen(false);
          field.onBlur();
        }}
      >
        {items[selected]?.label ?? empty.label}
      </div>
      <div
        id={`${field.id}-listbox`}
        role="listbox"
        aria-labelledby={fieldLabelId(field)}
        className={upward ? 'dropdown-list dropdown-list-up' : 'dropdown-list'}
        hidden={!open}
        // Keeps focus on the combobox, so choosing with the mouse does not blur the field first.
        onMouseDown={(event) => event.preventDefault()}
      >
        {items.map((item, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox handles the keys (APG)
          <div
            key={item.value}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === selected}
            className={
              index === active ? 'dropdown-option dropdown-option-active' : 'dropdown-option'
            }
            onClick={() => choose(index)}
          >
            {item.label}
          </div>
        ))}
      </div>
    </FieldFrame>
  );
}
