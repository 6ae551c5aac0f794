'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useId } from 'react';
import { NativeSelect } from '@/components/forms/native-fields';
import { SearchInput } from '@/components/lists/search-input';
import type { SortChoice } from '@/lib/catalog/catalog-view';
import { SORT_CHOICES } from '@/lib/catalog/catalog-view';
import { categoryOrder } from '@/lib/catalog/grouping';
import { languageName } from '@/lib/i18n/language-name';
import type { CatalogGroup, Label } from '@/lib/resources/catalog';

export interface CatalogToolbarProps {
  search: string;
  onSearch: (term: string | null) => void;
  /** Null: the portal has no catalog-categories (no category filter). */
  catalogs: readonly CatalogGroup[] | null;
  category: string | null;
  onCategory: (id: string | null) => void;
  labels: readonly Label[];
  label: string | null;
  onLabel: (id: string | null) => void;
  /** The languages to choose from; the filter shows only when there is more than one. */
  languages: readonly string[];
  language: string | null;
  onLanguage: (code: string | null) => void;
  sort: SortChoice;
  onSort: (choice: SortChoice) => void;
}

/** The catalog's search box, filters (category, label, language) and sort. */
export function CatalogToolbar(props: CatalogToolbarProps) {
  const t = useTranslations('catalog');
  const locale = useLocale();
  const catalogs = (props.catalogs ?? []).filter((catalog) => (catalog.categories ?? []).length);

  return (
    <search className="catalog-toolbar" aria-label={t('filters.label')}>
      <div className="catalog-search">
        <SearchInput
          value={props.search}
          onSearch={props.onSearch}
          label={t('search')}
          placeholder={t('searchPlaceholder')}
        />
      </div>
      {catalogs.length > 0 && (
        <FilterSelect
          label={t('filters.category')}
          value={props.category ?? ''}
          onChange={(value) => props.onCategory(value || null)}
        >
          <option value="">{t('filters.allCategories')}</option>
          {catalogs.map((catalog) => (
            <optgroup key={catalog.id} label={catalog.name}>
              {categoryOrder(catalog.categories ?? []).map((category) => (
                <option key={category.id} value={category.id}>
                  {category.parent?.id ? `– ${category.name}` : category.name}
                </option>
              ))}
            </optgroup>
          ))}
        </FilterSelect>
      )}
      {props.labels.length > 0 && (
        <FilterSelect
          label={t('filters.labelFilter')}
          value={props.label ?? ''}
          onChange={(value) => props.onLabel(value || null)}
        >
          <option value="">{t('filters.allLabels')}</option>
          {[...props.labels]
            .sort((a, b) => a.name.localeCompare(b.name, locale))
            .map((label) => (
              <option key={label.id} value={label.id}>
                {label.name}
              </option>
            ))}
        </FilterSelect>
      )}
      {props.languages.length > 1 && (
        <FilterSelect
          label={t('filters.language')}
          value={props.language ?? ''}
          onChange={(value) => props.onLanguage(value || null)}
        >
          <option value="">{t('filters.allLanguages')}</option>
          {props.languages.map((code) => (
            <option key={code} value={code}>
              {languageName(code, locale)}
            </option>
          ))}
        </FilterSelect>
      )}
      <FilterSelect
        label={t('filters.sort')}
        value={props.sort}
        onChange={(value) => props.onSort(value as SortChoice)}
      >
        {SORT_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {/* Without a search, "relevance" is the catalog's own order. */}
            {choice === 'relevance' && !props.search.trim()
              ? t('sort.catalogOrder')
              : t(`sort.${choice}`)}
          </option>
        ))}
      </FilterSelect>
    </search>
  );
}

function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="catalog-filter">
      <label htmlFor={id}>{label}</label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </NativeSelect>
    </div>
  );
}
