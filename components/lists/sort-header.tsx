'use client';

import type { Sort } from '@/lib/lists/view-settings-schema';
import './sort-header.css';

interface SortHeaderProps {
  label: string;
  field: string;
  sort: Sort;
  onSort: (field: string) => void;
  className?: string;
}

/**
 * A column header that sorts: aria-sort on the th tells assistive technology the current
 * order (so the arrow is decorative), and the button inside toggles it: the same field flips
 * direction, another field starts ascending.
 */
export function SortHeader({ label, field, sort, onSort, className }: SortHeaderProps) {
  const direction = sort?.field === field ? sort.direction : null;
  const ariaSort = direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';
  return (
    <th scope="col" aria-sort={ariaSort} className={className}>
      <button type="button" className="sort-button kit-flat-button" onClick={() => onSort(field)}>
        {label}
        <span aria-hidden="true" className="sort-arrow">
          {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}
