'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { Input, NativeSelect, Textarea } from '@/components/forms/native-fields';
import { ApiError } from '@/lib/api/errors';
import { authoringKeys, authoringOptionsQuery, createCourse } from '@/lib/resources/authoring';
import '@/components/forms/forms.css';

type Errors = Partial<Record<'title' | 'summary' | 'catalog' | 'form', string>>;

const TITLE_MAX = 120;

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
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    // The same rule as the API (COURSE_RULES.course.title): required, 3 to 120 characters.
    if (!trimmed) return fail({ title: tv('required') });
    if (trimmed.length < 3) return fail({ title: tv('min', { min: 3 }) });
    setBusy(true);
    try {
      const course = await createCourse({ title: trimmed, summary, catalogId: catalogId || null });
      client.setQueryData(authoringKeys.editor(course.id), course);
      await client.invalidateQueries({ queryKey: authoringKeys.all() });
      router.push(`/admin/courses/${course.id}`);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.status === 422) {
        const next: Errors = {};
        for (const e of error.errors) {
          const field = e.source?.pointer?.split('/').pop();
          if (field === 'title') next.title = e.detail;
          else if (field === 'summary') next.summary = e.detail;
          else if (field === 'catalog_id') next.catalog = e.detail;
          else next.form = e.detail;
        }
        return fail(next);
      }
      fail({
        form:
          error instanceof ApiError && error.errors[0]?.detail
            ? error.errors[0].detail
            : t('failed'),
      });
    }
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
