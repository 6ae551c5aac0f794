'use client';

import { useTranslations } from 'next-intl';
import { NativeSelect } from '@/components/forms/native-fields';
import type { AuthoringOptions, CourseDraft } from '@/lib/resources/authoring';
import { COURSE_LANGUAGES } from '@/shared/authoring/course-rules';
import { type DetailsPartProps, FieldError, invalidProps } from './details-field-error';

/** The course's language, and its duration (the sum of its items', each set in its editor). */
export function LanguageAndDuration({
  course,
  fields,
  onChange,
  onBlur,
}: Omit<DetailsPartProps, 'errors'> & { course: CourseDraft }) {
  const t = useTranslations('authoring.fields');
  return (
    <div className="course-details-row">
      <div className="field">
        <label htmlFor="course-language">{t('language')}</label>
        <NativeSelect
          id="course-language"
          value={fields.language}
          onChange={(event) => onChange({ language: event.target.value })}
          onBlur={onBlur}
        >
          {COURSE_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`languages.${language}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="field">
        <label htmlFor="course-duration">{t('duration')}</label>
        {/* The sum of the items' durations, each set in its own editor. */}
        <output id="course-duration" aria-describedby="course-duration-hint">
          {t('durationValue', {
            minutes: course.modules
              .flatMap((module) => module.items)
              .reduce((sum, item) => sum + item.durationMinutes, 0),
          })}
        </output>
        <p id="course-duration-hint" className="field-hint">
          {t('durationHint')}
        </p>
      </div>
    </div>
  );
}

/** Where the course is catalogued: a catalog, then one of its categories (none without one). */
export function CatalogAndCategory({
  options,
  fields,
  errors,
  onChange,
  onBlur,
}: DetailsPartProps & { options: AuthoringOptions | undefined }) {
  const t = useTranslations('authoring.fields');
  const catalog = options?.catalogs.find((c) => c.id === fields.catalogId);
  return (
    <div className="course-details-row">
      <div className="field">
        <label htmlFor="course-catalog">{t('catalog')}</label>
        <NativeSelect
          id="course-catalog"
          value={fields.catalogId ?? ''}
          onChange={(event) =>
            onChange({ catalogId: event.target.value || null, categoryId: null })
          }
          onBlur={onBlur}
          {...invalidProps(errors, 'catalogId')}
        >
          <option value="">{t('noCatalog')}</option>
          {options?.catalogs.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </NativeSelect>
        <FieldError errors={errors} name="catalogId" />
      </div>
      <div className="field">
        <label htmlFor="course-category">{t('category')}</label>
        <NativeSelect
          id="course-category"
          value={fields.categoryId ?? ''}
          disabled={!catalog}
          onChange={(event) => onChange({ categoryId: event.target.value || null })}
          onBlur={onBlur}
          {...invalidProps(errors, 'categoryId')}
        >
          <option value="">{t('noCategory')}</option>
          {catalog?.categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.parent ? `— ${category.name}` : category.name}
            </option>
          ))}
        </NativeSelect>
        <FieldError errors={errors} name="categoryId" />
      </div>
    </div>
  );
}
