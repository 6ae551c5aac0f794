'use client';

import { DateField } from '@/components/forms/date-field';
import type { ViewSettingsHandle } from './list-screen';
import { textFilterOf } from './text-filter';

/** One end of a period a list is filtered by: a day of the view's filter `name`, or none. */
export function DateFilter({
  settings,
  id,
  name,
  label,
}: {
  settings: ViewSettingsHandle;
  id: string;
  name: string;
  label: string;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <DateField
        id={id}
        value={textFilterOf(settings.view, name)}
        onChange={(value) => settings.setFilter(name, value || null)}
      />
    </div>
  );
}
