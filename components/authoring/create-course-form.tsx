'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { FormError } from '@/components/forms/form-error';
import { Select } from '@/components/forms/select';
import { TextArea } from '@/components/forms/text-area';
import { TextField } from '@/components/forms/text-field';
import { useForm } from '@/components/forms/use-form';
import {
  authoringKeys,
  authoringOptionsQuery,
  type CourseDraft,
  createCourse,
  type NewCourse,
} from '@/lib/resources/authoring';
import {
  CREATE_COURSE_FIELDS,
  type CreateCourseField,
  createRefusal,
  newCourseOf,
} from './create-course-fields';
import '@/components/forms/forms.css';

const TITLE_MAX = 120;
const SUMMARY_MAX = 500;

/** /admin/courses/create: a title (and optionally summary and catalog) makes a draft. */
export function CreateCourseForm() {
  const t = useTranslations('authoring.create');
  const router = useRouter();
  const client = useQueryClient();
  const options = useQuery(authoringOptionsQuery());
  const create = useOptimisticMutation<NewCourse, CourseDraft>({
    queryKey: authoringKeys.all(),
    mutationFn: async (input) => {
      const course = await createCourse(input);
      // The editor opens on the new draft without waiting for it.
      client.setQueryData(authoringKeys.editor(course.id), course);
      return course;
    },
    // The form shows a refusal: on the field it names, or as its general error.
    errors: 'inline',
  });
  const form = useForm<CreateCourseField>({
    fields: CREATE_COURSE_FIELDS,
    // The editor opens on success: resetting would only flash an empty form on the way out.
    resetOnSuccess: false,
    onSubmit: async (values) => {
      try {
        const course = await create.mutateAsync(newCourseOf(values));
        router.push(`/admin/courses/${course.id}`);
        return undefined;
      } catch (error) {
        return createRefusal(error, t('failed'));
      }
    },
  });
  // Still busy once created: the editor is on its way.
  const busy = create.isPending || create.isSuccess;
  const catalogs = (options.data?.catalogs ?? []).map((catalog) => ({
    value: catalog.id,
    label: catalog.name,
  }));

  return (
    <form className="form authoring-create" onSubmit={form.handleSubmit} noValidate>
      <FormError message={form.generalError} />
      <TextField field={form.field('title')} label={t('courseTitle')} maxLength={TITLE_MAX} />
      <TextArea
        field={form.field('summary')}
        label={t('summary')}
        hint={t('summaryHint')}
        rows={3}
        maxLength={SUMMARY_MAX}
      />
      <Select
        field={form.field('catalogId')}
        label={t('catalog')}
        options={catalogs}
        placeholder={t('noCatalog')}
      />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? t('creating') : t('submit')}
        </button>
      </div>
    </form>
  );
}
