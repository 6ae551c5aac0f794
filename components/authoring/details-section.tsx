'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { RichTextEditor } from '@/components/editor/lazy-editor';
import { authoringOptionsQuery, type CourseDraft } from '@/lib/resources/authoring';
import { RICH_TEXT_MAX } from '@/shared/authoring/course-rules';
import { CoverUpload } from './cover-upload';
import { CheckboxChoices } from './details-choices';
import { type DetailsPartProps, FieldError } from './details-field-error';
import { CatalogAndCategory, LanguageAndDuration } from './details-rows';
import { DetailsTextFields } from './details-text-fields';
import '@/components/forms/forms.css';

type DetailsSectionProps = DetailsPartProps & { course: CourseDraft };

/** The Details tab: the course's texts, where it is catalogued, labels, coaches and cover. */
export function DetailsSection({ course, ...part }: DetailsSectionProps) {
  const t = useTranslations('authoring.fields');
  const options = useQuery(authoringOptionsQuery());
  const { fields, errors, onChange, onBlur } = part;

  return (
    <div className="form course-details">
      <DetailsTextFields {...part} />
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
      <LanguageAndDuration course={course} {...part} />
      <CatalogAndCategory options={options.data} {...part} />
      <CheckboxChoices
        legend={t('labels')}
        empty={t('noLabels')}
        choices={options.data?.labels.map((label) => ({
          id: label.id,
          name: label.name,
          swatch: label.color,
        }))}
        selected={fields.labelIds}
        onChange={(labelIds) => onChange({ labelIds })}
        onBlur={onBlur}
      >
        <FieldError errors={errors} name="labelIds" />
      </CheckboxChoices>
      <CheckboxChoices
        legend={t('coaches')}
        empty={t('noCoaches')}
        choices={options.data?.coaches.map((coach) => ({ id: coach.id, name: coach.fullName }))}
        selected={fields.coachIds}
        onChange={(coachIds) => onChange({ coachIds })}
        onBlur={onBlur}
      >
        <FieldError errors={errors} name="coachIds" />
      </CheckboxChoices>
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
