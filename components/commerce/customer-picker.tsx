'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { forwardRef, type KeyboardEvent, useId, useState } from 'react';
import { Input } from '@/components/forms/native-fields';
import { SEARCH_DEBOUNCE_MS } from '@/lib/lists/search';
import { type CustomerMatch, customersQuery } from '@/lib/resources/commerce';
import { useDebouncedValue } from './use-debounced-value';

/**
 * The order's customer (SCREENS: customer search, an entity or an account): a combobox (ARIA
 * 1.2 pattern) that searches the portal's organisations and accounts 350 ms after typing;
 * arrow keys move through the results, Enter chooses, Escape closes. Once chosen it shows the
 * customer with "Change".
 */
export const CustomerPicker = forwardRef<
  HTMLInputElement,
  {
    value: CustomerMatch | null;
    onChange: (customer: CustomerMatch | null) => void;
    errorId?: string;
    invalid?: boolean;
  }
>(function CustomerPicker({ value, onChange, errorId, invalid }, ref) {
  const t = useTranslations('commerce.create');
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const results = useQuery({ ...customersQuery(term), enabled: open && term.length > 0 });
  const options = term.length > 0 ? (results.data ?? []) : [];
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (customer: CustomerMatch) => {
    onChange(customer);
    setText('');
    setOpen(false);
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(options.length - 1, index + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(0, index - 1));
    } else if (event.key === 'Enter') {
      const option = options[active];
      if (open && option) {
        event.preventDefault();
        choose(option);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };
  const detailOf = (customer: CustomerMatch) =>
    customer.kind === 'entity'
      ? t('entityDetail', { count: customer.accountCount ?? 0 })
      : t('accountDetail', { email: customer.email ?? '', entity: customer.entityName ?? '' });

  if (value) {
    return (
      <fieldset className="field commerce-chosen-field kit-fieldset">
        <legend className="field-label">{t('customer')}</legend>
        <div className="commerce-chosen kit-bar kit-box">
          <span>
            <strong data-testid="chosen-customer">{value.name}</strong>
            <span className="commerce-sub muted">{detailOf(value)}</span>
          </span>
          <button
            type="button"
            className="button"
            aria-label={t('changeCustomer', { name: value.name })}
            onClick={() => {
              onChange(null);
              requestAnimationFrame(() => document.getElementById(`${id}-input`)?.focus());
            }}
          >
            {t('change')}
          </button>
        </div>
      </fieldset>
    );
  }

  const expanded = open && term.length > 0 && options.length > 0;
  const searched = open && term.length > 0 && !results.isFetching && results.isFetched;
  return (
    <div className="field commerce-combobox">
      <label htmlFor={`${id}-input`}>{t('customer')}</label>
      <Input
        ref={ref}
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && options[active] ? optionId(active) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={[`${id}-hint`, errorId].filter(Boolean).join(' ')}
        placeholder={t('customerPlaceholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onKeyDown={keyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      <p id={`${id}-hint`} className="field-hint">
        {t('customerHint')}
      </p>
      <div id={listId} role="listbox" aria-label={t('customerResults')} hidden={!expanded}>
        {options.map((customer, index) => (
          // The keyboard works on the input (aria-activedescendant, ARIA 1.2 combobox): the
          // options themselves are not focused, a pointer may click them.
          // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the combobox input
          // biome-ignore lint/a11y/useFocusableInteractive: options of an activedescendant listbox
          <div
            key={customer.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="commerce-option"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(customer)}
          >
            <span className="commerce-option-name">{customer.name}</span>
            <span className="commerce-sub muted">{detailOf(customer)}</span>
          </div>
        ))}
      </div>
      <p
        className={searched && options.length === 0 ? 'field-hint' : 'visually-hidden'}
        role="status"
      >
        {open && term.length > 0
          ? results.isFetching && options.length === 0
            ? t('searching')
            : t('resultsCount', { count: options.length })
          : ''}
      </p>
    </div>
  );
});
