'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useId } from 'react';
import { NativeSelect } from '@/components/forms/native-fields';
import {
  FIRST_PAGE,
  PAGE_SIZE_CHOICES,
  type PageSize,
  type PaginationAction,
  type PaginationState,
  pageWindow,
  paginationReducer,
} from '@/lib/lists/pagination';
import './lists.css';

export interface PaginationProps {
  page: number;
  size: PageSize;
  /** The last page, e.g. the list's meta.lastPage or lastPageOf(total, size). */
  lastPage: number;
  /** The next page and size; a new size comes with page 1. */
  onChange: (next: PaginationState) => void;
  /** Hide the results-per-page choice (lists with a fixed size). */
  hideSize?: boolean;
}

/**
 * Spec §2/§9 pagination control: previous, the page list (2 pages at the margins, 2 around the
 * current one, an ellipsis for each gap), next, and results per page (25, 50, 75).
 */
export function Pagination({ page, size, lastPage, onChange, hideSize = false }: PaginationProps) {
  const t = useTranslations('lists.pagination');
  const sizeId = useId();
  const change = (action: PaginationAction) => {
    const next = paginationReducer({ page, size }, action);
    if (next.page !== page || next.size !== size) onChange(next);
  };
  const go = (target: number) => change({ type: 'page', page: target });

  return (
    <div className="pagination">
      <nav aria-label={t('label')}>
        <ul className="pagination-pages">
          <li>
            <PageButton
              label={t('previous')}
              disabled={page <= FIRST_PAGE}
              onClick={() => go(page - 1)}
            >
              ‹
            </PageButton>
          </li>
          {pageWindow(page, lastPage).map((item, index) =>
            item === 'ellipsis' ? (
              // The gaps are the only repeated items; their position is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={`gap-${index}`} className="pagination-ellipsis" aria-hidden="true">
                …
              </li>
            ) : (
              <li key={item}>
                <PageButton
                  label={t('page', { page: item })}
                  current={item === page}
                  onClick={() => go(item)}
                >
                  {item}
                </PageButton>
              </li>
            ),
          )}
          <li>
            <PageButton label={t('next')} disabled={page >= lastPage} onClick={() => go(page + 1)}>
              ›
            </PageButton>
          </li>
        </ul>
      </nav>
      {!hideSize && (
        <div className="pagination-size">
          <label htmlFor={sizeId}>{t('size')}</label>
          <NativeSelect
            id={sizeId}
            value={size}
            onChange={(event) => change({ type: 'size', size: Number(event.target.value) })}
          >
            {PAGE_SIZE_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
    </div>
  );
}

function PageButton(props: {
  label: string;
  current?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="button"
      aria-label={props.label}
      aria-current={props.current ? 'page' : undefined}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      {/* The visible number or arrow; the label says "Page 3" or "Next page". */}
      <span aria-hidden="true">{props.children}</span>
    </button>
  );
}
