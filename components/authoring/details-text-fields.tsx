'use client';

import { useTranslations } from 'next-intl';
import { Input, Textarea } from '@/components/forms/native-fields';
import { SLUG_MAX } from '@/shared/authoring/course-rules';
import { type DetailsPartProps, FieldError, invalidProps } from './details-field-error';

/** The course's title, address (slug, lower case) and summary. */
export function DetailsTextFields({ fields, errors, onChange, onBlur }: DetailsPartProps) {
  const t = useTranslations('authoring.fields');
  return (
    <>
      <div className="field">
        <label htmlFor="course-title">{t('title')}</label>
        <Input
          id="course-title"
          value={fields.title}
          maxLength={120}
          required
          onChange={(event) => onChange({ title: event.target.value })}
          onBlur={onBlur}
          {...invalidProps(errors, 'title')}
        />
        <FieldError errors={errors} name="title" />
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
        <FieldError errors={errors} name="slug" />
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
          {...invalidProps(errors, 'summary')}
        />
        <FieldError errors={errors} name="summary" />
      </div>
    </>
  );
}
