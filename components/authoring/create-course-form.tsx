'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { Input, NativeSelect, Textarea } from '@/components/forms/native-fields';
import { ApiError } from '@/lib/api/errors';
import {
  authoringKeys,
  authoringOptionsQuery,
  type CourseDraft,
  createCourse,
  type NewCourse,
} from '@/lib/resources/authoring';
import '@/components/forms/forms.css';

type Errors = Partial<Record<'title' | 'summary' | 'catalog' | 'form', string>>;

const TITLE_MAX = 120;

/** A refused create's messages: a 422 on its fields, anything else as the form's error. */
function errorsOf(error: unknown, failed: string): Errors {
  if (!(error instanceof ApiError)) return { form: failed };
  if (error.status !== 422) return { form: error.errors[0]?.detail || failed };
  const next: Errors = {};
  for (const e of error.errors) {
    const field = e.source?.pointer?.split('/').pop();
    if (field === 'title') next.title = e.detail;
    else if (field === 'summary') next.summary = e.detail;
    else if (field === 'catalog_id') next.catalog = e.detail;
    else next.form = e.detail;
  }
  return next;
}

/** /admin/courses/create: a title (and optionally summary and catalog) makes a draft. */
export function CreateCourseForm() {
  const t = useTranslations('authoring.create');
  const tv = useTranslations('validation');
  const router = useRouter();
  const client = useQueryClient();
  const options = useQuery(authoringOptionsQuery());
  const [title, setTitle] = useState('');
  const [summary, setSummary] = useState('');
  const [catalogId, setCatalogId] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const create = useOptimisticMutation<NewCourse, CourseDraft>({
    queryKey: authoringKeys.all(),
    mutationFn: async (input) => {
      const course = await createCourse(input);
      // The editor opens on the new draft without waiting for it.
      client.setQueryData(authoringKeys.editor(course.id), course);
      return course;
    },
    errors: (error) => fail(errorsOf(error, t('failed'))),
  });
  // Still busy once created: the editor is on its way.
  const busy = create.isPending || create.isSuccess;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    // The same rule as the API (COURSE_RULES.course.title): required, 3 to 120 characters.
    if (!trimmed) return fail({ title: tv('required') });
    if (trimmed.length < 3) return fail({ title: tv('min', { min: 3 }) });
    create.mutate(
      { title: trimmed, summary, catalogId: catalogId || null },
      { onSuccess: (course) => router.push(`/admin/courses/${course.id}`) },
    );
  };

  const fail = (next: Errors) => {
    setErrors(next);
    const first = next.title
      ? 'course-title'
      : next.summary
        ? 'course-summary'
        : next.catalog
          ? 'course-catalog'
          : null;
    if (first) document.getElementById(first)?.focus();
  };

  return (
    <form className="form authoring-create" onSubmit={submit} noValidate>
      {errors.form && (
        <p role="alert" className="form-error">
          {errors.form}
        </p>
      )}
      <div className="field">
        <label htmlFor="course-title">{t('courseTitle')}</label>
        <Input
          id="course-title"
          value={title}
          maxLength={TITLE_MAX}
          required
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? 'course-title-error' : undefined}
          onChange={(event) => setTitle(event.target.value)}
        />
        {errors.title && (
          <p id="course-title-error" className="field-error">
            {errors.title}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor="course-summary">{t('summary')}</label>
        <Textarea
          id="course-summary"
          rows={3}
          value={summary}
          maxLength={500}
          aria-describedby={
            errors.summary ? 'course-summary-hint course-summary-error' : 'course-summary-hint'
          }
          aria-invalid={errors.summary ? true : undefined}
          onChange={(event) => setSummary(event.target.value)}
        />
        <p id="course-summary-hint" className="field-hint">
          {t('summaryHint')}
        </p>
        {errors.summary && (
          <p id="course-summary-error" className="field-error">
            {errors.summary}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor="course-catalog">{t('catalog')}</label>
        <NativeSelect
          id="course-catalog"
          value={catalogId}
          aria-invalid={errors.catalog ? true : undefined}
          aria-describedby={errors.catalog ? 'course-catalog-error' : undefined}
          onChange={(event) => setCatalogId(event.target.value)}
        >
          <option value="">{t('noCatalog')}</option>
          {options.data?.catalogs.map((catalog) => (
            <option key={catalog.id} value={catalog.id}>
              {catalog.name}
            </option>
          ))}
        </NativeSelect>
        {errors.catalog && (
          <p id="course-catalog-error" className="field-error">
            {errors.catalog}
          </p>
        )}
      </div>
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? t('creating') : t('submit')}
        </button>
      </div>
    </form>
  );
}
