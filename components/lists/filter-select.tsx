'use client';

import { useId } from 'react';
import { NativeSelect } from '@/components/forms/native-fields';
import { Options } from '@/components/forms/options';
import type { ViewSettingsHandle } from '@/components/lists/list-screen';
import { textFilterOf } from '@/components/lists/text-filter';

/** One choice of a FilterSelect: the value it stands for and its name. */
export interface FilterOption {
  value: string;
  label: string;
}

/** The options of a select: each value with its name. */
export const optionsOf = <V extends string>(
  values: readonly V[],
  name: (value: V) => string,
): FilterOption[] => values.map((value) => ({ value, label: name(value) }));

/** The choices of a FilterSelect: `all` first (value ''), then the options. */
interface Choices {
  /** The first option, value '': the choice that narrows nothing. */
  all?: string;
  options: readonly FilterOption[];
}

/**
 * A labelled select that narrows a list: the lists' filters, sorts and choices of what a report
 * shows all take this form. With `wrapped`, the label (of `className`) holds the name in a span
 * and the select; else the label stands beside the select (`id`), both in a div of `className`.
 */
export function FilterSelect({
  id,
  className,
  selectClassName,
  wrapped = false,
  label,
  value,
  onChange,
  all,
  options,
}: Choices & {
  id?: string;
  className?: string;
  /** The select's own class, where it has one. */
  selectClassName?: string;
  wrapped?: boolean;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const select = (
    <NativeSelect
      id={wrapped ? undefined : id}
      className={selectClassName}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <Options items={options} value="value" label="label" empty={all} />
    </NativeSelect>
  );
  if (wrapped) {
    return (
      // biome-ignore lint/a11y/noLabelWithoutControl: the label holds the select (`select`).
      <label className={className}>
        <span>{label}</span>
        {select}
      </label>
    );
  }
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {select}
    </div>
  );
}

/** One filter of a list screen's view, as ViewFilters shows it. */
export interface ViewFilter extends Choices {
  /** The filter's name in the view. */
  name: string;
  label: string;
  /** The filter as its select shows it, where the view reads it its own way (else its text). */
  value?: string;
}

/**
 * The selects over filters of a list screen's view (FilterSelect, each of `className`): each
 * shows its filter and stores the choice, none for ''. A select's id ends in its filter's name.
 */
export function ViewFilters({
  settings,
  filters,
  className,
  wrapped,
}: {
  settings: ViewSettingsHandle;
  filters: readonly ViewFilter[];
  className?: string;
  wrapped?: boolean;
}) {
  const id = useId();
  return filters.map((filter) => (
    <FilterSelect
      key={filter.name}
      id={`${id}-${filter.name}`}
      className={className}
      wrapped={wrapped}
      label={filter.label}
      value={filter.value ?? textFilterOf(settings.view, filter.name)}
      onChange={(choice) => settings.setFilter(filter.name, choice || null)}
      all={filter.all}
      options={filter.options}
    />
  ));
}
