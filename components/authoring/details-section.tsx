'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { RichTextEditor } from '@/components/editor/lazy-editor';
import { Input, NativeSelect, Textarea } from '@/components/forms/native-fields';
import { authoringOptionsQuery, type CourseDraft } from '@/lib/resources/authoring';
import { COURSE_LANGUAGES, RICH_TEXT_MAX, SLUG_MAX } from '@/shared/authoring/course-rules';
import { CoverUpload } from './cover-upload';
import type { DraftFields } from './draft-fields';
import '@/components/forms/forms.css';

interface DetailsSectionProps {
  course: CourseDraft;
  fields: DraftFields;
  errors: Partial<Record<keyof DraftFields, string>>;
  onChange: (next: Partial<DraftFields>) => void;
  /** Leaving a field saves at once. */
  onBlur: () => void;
}

/** The Details tab: the course's texts, where it is catalogued, labels, coaches and cover. */
export function DetailsSection({ course, fields, errors, onChange, onBlur }: DetailsSectionProps) {
  const t = useTranslations('authoring.fields');
  const options = useQuery(authoringOptionsQuery());
  const catalog = options.data?.catalogs.find((c) => c.id === fields.catalogId);
  const error = (key: keyof DraftFields) =>
    errors[key] ? (
      <p id={`course-${key}-error`} className="field-error">
        {errors[key]}
      </p>
    ) : null;
  const invalid = (key: keyof DraftFields) =>
    errors[key] ? { 'aria-invalid': true, 'aria-describedby': `course-${key}-error` } : {};
  const toggle = (list: string[], id: string) =>
    list.includes(id) ? list.filter((x) => x !== id) : [...list, id];

  return (
    <div className="form course-details">
      <div className="field">
        <label htmlFor="course-title">{t('title')}</label>
        <Input
          id="course-title"
          value={fields.title}
          maxLength={120}
          required
          onChange={(event) => onChange({ title: event.target.value })}
          onBlur={onBlur}
          {...invalid('title')}
        />
        {error('title')}
      </div>
      <div className="field">
        <label htmlFor="course-slug">{t('slug')}</label>
        <Input
          id="course-slug"
          value={fields.slug}
          maxLength={SLUG_MAX}
          pattern="[a-z0-9]+(-[a-z0-9]+)*"
          aria-describedby={errors.slug ? 'course-slug-hint course-slug-error' : 'course-slug-hint'}
          aria-invalid={errors.slug ? true : undefined}
          onChange={(event) => onChange({ slug: event.target.value.toLowerCase() })}
          onBlur={onBlur}
        />
        <p id="course-slug-hint" className="field-hint">
          {t('slugHint', { slug: fields.slug })}
        </p>
        {error('slug')}
      </div>
      <div className="field">
        <label htmlFor="course-summary">{t('summary')}</label>
        <Textarea
          id="course-summary"
          rows={3}
          maxLength={500}
          value={fields.summary}
          onChange={(event) => onChange({ summary: event.target.value })}
          onBlur={onBlur}
          {...invalid('summary')}
        />
        {error('summary')}
      </div>
      <RichTextEditor
        id="course-description"
        label={t('description')}
        value={fields.descriptionHtml}
        onChange={(html: string) => onChange({ descriptionHtml: html })}
        onBlur={onBlur}
        maxLength={RICH_TEXT_MAX}
        error={errors.descriptionHtml ?? null}
        images={{ purpose: 'lesson_image', courseId: course.id }}
      />
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
            {...invalid('catalogId')}
          >
            <option value="">{t('noCatalog')}</option>
            {options.data?.catalogs.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
          {error('catalogId')}
        </div>
        <div className="field">
          <label htmlFor="course-category">{t('category')}</label>
          <NativeSelect
            id="course-category"
            value={fields.categoryId ?? ''}
            disabled={!catalog}
            onChange={(event) => onChange({ categoryId: event.target.value || null })}
            onBlur={onBlur}
            {...invalid('categoryId')}
          >
            <option value="">{t('noCategory')}</option>
            {catalog?.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.parent ? `— ${category.name}` : category.name}
              </option>
            ))}
          </NativeSelect>
          {error('categoryId')}
        </div>
      </div>
      <fieldset className="course-choices">
        <legend>{t('labels')}</legend>
        {options.data?.labels.length === 0 && <p className="field-hint">{t('noLabels')}</p>}
        {options.data?.labels.map((label) => (
          <label key={label.id} className="course-choice">
            <Input
              type="checkbox"
              checked={fields.labelIds.includes(label.id)}
              onChange={() => onChange({ labelIds: toggle(fields.labelIds, label.id) })}
              onBlur={onBlur}
            />
            <span
              className="course-label-swatch"
              style={{ background: label.color }}
              aria-hidden="true"
            />
            {label.name}
          </label>
        ))}
        {error('labelIds')}
      </fieldset>
      <fieldset className="course-choices">
        <legend>{t('coaches')}</legend>
        {options.data?.coaches.length === 0 && <p className="field-hint">{t('noCoaches')}</p>}
        {options.data?.coaches.map((coach) => (
          <label key={coach.id} className="course-choice">
            <Input
              type="checkbox"
              checked={fields.coachIds.includes(coach.id)}
              onChange={() => onChange({ coachIds: toggle(fields.coachIds, coach.id) })}
              onBlur={onBlur}
            />
            {coach.fullName}
          </label>
        ))}
        {error('coachIds')}
      </fieldset>
      <CoverUpload
        courseId={course.id}
        coverUrl={fields.coverFileId === course.coverFileId ? course.coverUrl : null}
        coverFileId={fields.coverFileId}
        error={errors.coverFileId}
        onChange={(coverFileId) => onChange({ coverFileId })}
      />
    </div>
  );
}
