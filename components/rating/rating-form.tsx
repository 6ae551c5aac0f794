'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { FormError } from '@/components/forms/form-error';
import { SubmitRow } from '@/components/forms/submit-button';
import { TextArea } from '@/components/forms/text-area';
import { useForm } from '@/components/forms/use-form';
import { Link } from '@/components/ui/link';
import { coursePagePath } from '@/lib/catalog/course-paths';
import { type CourseRating, courseKeys, rateCourse } from '@/lib/resources/courses';
import { FIELD_RULES } from '@/shared/validation/field-rules';
import { StarPicker } from './star-picker';

const RULES = FIELD_RULES.courseRating;

interface RatingFormProps {
  slug: string;
  title: string;
  /** The viewer's earlier rating of this course: the form starts from it. */
  current: CourseRating | null;
}

/**
 * /rate: 1–5 stars and an optional comment, with the §5 rules the API checks too. A 422 lands
 * on its field, NOT_COMPLETED as a clear general message; success thanks the student.
 */
export function RatingForm({ slug, title, current }: RatingFormProps) {
  const t = useTranslations('courses.rate');
  const [sent, setSent] = useState<number | null>(null);
  const thanks = useRef<HTMLHeadingElement>(null);

  const rate = useOptimisticMutation<{ stars: number; comment: string }, void, unknown>({
    queryKey: courseKeys.rating(slug),
    mutationFn: (rating) => rateCourse(slug, rating),
    // The form shows what went wrong, on the field or as its general error.
    errors: 'inline',
  });

  const form = useForm({
    fields: {
      stars: { value: current ? String(current.stars) : null, rules: RULES.stars, dropdown: true },
      comment: { value: current?.comment ?? '', rules: RULES.comment, trim: true },
    },
    resetOnSuccess: false,
    onSubmit: async (values) => {
      await rate.mutateAsync({
        stars: Number(values.stars),
        comment: String(values.comment ?? ''),
      });
      return undefined;
    },
    onSuccess: (_result, values) => setSent(Number(values.stars)),
    describeError: (error) => (error.code === 'NOT_COMPLETED' ? t('notCompleted') : undefined),
  });

  // Once the thanks are on screen (not before: the form is replaced in the same render).
  useEffect(() => {
    if (sent !== null) thanks.current?.focus();
  }, [sent]);

  if (sent !== null) {
    return (
      <div className="rating-thanks" role="status">
        <h2 ref={thanks} tabIndex={-1}>
          {t('thanksTitle')}
        </h2>
        <p>{t('thanks', { course: title, count: sent })}</p>
        <div className="form-actions">
          <Link href={coursePagePath(slug)} className="button button-primary">
            {t('backToCourse')}
          </Link>
          <Link href="/courses" className="button">
            {t('backToCourses')}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <form
      className="form rating-form"
      onSubmit={form.handleSubmit}
      noValidate
      aria-busy={form.submitting}
    >
      {current ? <p className="field-hint">{t('update')}</p> : null}
      <FormError message={form.generalError} />
      <StarPicker field={form.field('stars')} label={t('stars')} />
      <TextArea
        field={form.field('comment')}
        label={t('comment')}
        hint={t('commentHint')}
        rows={5}
      />
      <SubmitRow form={form} label={t('submit')} busyLabel={t('submitting')} />
    </form>
  );
}
