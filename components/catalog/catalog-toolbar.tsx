'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useId } from 'react';
import { NativeSelect } from '@/components/forms/native-fields';
import { ViewSearch, type ViewSettingsHandle } from '@/components/lists/list-screen';
import {
  type CatalogFilter,
  filterOf,
  SORT_CHOICES,
  type SortChoice,
  sortChoiceOf,
  sortOfChoice,
} from '@/lib/catalog/catalog-view';
import { categoryOrder } from '@/lib/catalog/grouping';
import { languageName } from '@/lib/i18n/language-name';
import type { CatalogGroup, Label } from '@/lib/resources/catalog';

export interface CatalogToolbarProps {
  /** The catalog's view: its search, filters and sort are shown and changed here. */
  settings: ViewSettingsHandle;
  /** Null: the portal has no catalog-categories (no category filter). */
  catalogs: readonly CatalogGroup[] | null;
  labels: readonly Label[];
  /** The languages to choose from; the filter shows only when there is more than one. */
  languages: readonly string[];
}

/** The catalog's search box, filters (category, label, language) and sort. */
export function CatalogToolbar({ settings, ...props }: CatalogToolbarProps) {
  const t = useTranslations('catalog');
  const locale = useLocale();
  const { view } = settings;
  const catalogs = (props.catalogs ?? []).filter((catalog) => (catalog.categories ?? []).length);
  const filter = (name: CatalogFilter) => ({
    value: filterOf(view, name) ?? '',
    onChange: (value: string) => settings.setFilter(name, value || null),
  });

  return (
    <search className="catalog-toolbar kit-card" aria-label={t('filters.label')}>
      <div className="catalog-search">
        <ViewSearch settings={settings} label={t('search')} placeholder={t('searchPlaceholder')} />
      </div>
      {catalogs.length > 0 && (
        <FilterSelect label={t('filters.category')} {...filter('category')}>
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
        <FilterSelect label={t('filters.labelFilter')} {...filter('label')}>
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
        <FilterSelect label={t('filters.language')} {...filter('language')}>
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
        value={sortChoiceOf(view)}
        onChange={(value) => settings.setSort(sortOfChoice(value as SortChoice))}
      >
        {SORT_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {/* Without a search, "relevance" is the catalog's own order. */}
            {choice === 'relevance' && !view.search.trim()
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
