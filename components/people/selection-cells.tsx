'use client';

import { useTranslations } from 'next-intl';
import { Input } from '@/components/forms/native-fields';
import type { Selection } from './use-selection';

/** The heading cell of a list's selection column: picks or drops the whole page. */
export function SelectPageCell({
  selection,
  ids,
}: {
  selection: Selection;
  ids: readonly string[];
}) {
  const t = useTranslations('people.select');
  const all = ids.length > 0 && ids.every(selection.has);
  return (
    <th scope="col" className="people-select-cell">
      <Input
        type="checkbox"
        aria-label={t('page')}
        checked={all}
        onChange={(event) => selection.toggleAll(ids, event.target.checked)}
      />
    </th>
  );
}

/** A row's selection box, named by whom it picks. */
export function SelectRowCell({
  selection,
  id,
  name,
}: {
  selection: Selection;
  id: string;
  name: string;
}) {
  const t = useTranslations('people.select');
  return (
    <td className="people-select-cell">
      <Input
        type="checkbox"
        aria-label={t('one', { name })}
        checked={selection.has(id)}
        onChange={(event) => selection.toggle(id, event.target.checked)}
      />
    </td>
  );
}
