'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { BoundForm } from '@/components/forms/bound-form';
import { Select } from '@/components/forms/select';
import { SubmitRow } from '@/components/forms/submit-button';
import { TextArea } from '@/components/forms/text-area';
import { TextField } from '@/components/forms/text-field';
import { useForm } from '@/components/forms/use-form';
import { courseOptions } from '@/lib/portfolio/course-options';
import { type PortfolioItemInput, portfolioItemInput } from '@/lib/portfolio/item-input';
import { PORTFOLIO_KINDS } from '@/lib/portfolio/kinds';
import { enrollmentsQuery } from '@/lib/resources/enrollments';
import { createPortfolioItem, type PortfolioItem, portfolioKeys } from '@/lib/resources/portfolio';
import { type PortfolioPages, withItemAdded } from '@/lib/resources/portfolio-cache';
import { FIELD_RULES } from '@/shared/validation/field-rules';

const RULES = FIELD_RULES.portfolioItem;

/**
 * "Add to portfolio": the §5 rules the API checks too, so nothing invalid is sent; a 422 lands
 * on its field all the same. The course picker offers the student's own enrolments.
 */
export function AddItemForm({
  accountId,
  onAdded,
}: {
  accountId: string;
  onAdded: (itemId: string) => void;
}) {
  const t = useTranslations('portfolio');
  const locale = useLocale();
  const headingId = useId();
  const courses = useQuery(enrollmentsQuery(accountId));
  const options = courseOptions(courses.data?.items ?? [], locale);

  const create = useOptimisticMutation<PortfolioItemInput, PortfolioItem, PortfolioPages>({
    queryKey: portfolioKeys.list(accountId),
    mutationFn: (item) => createPortfolioItem(accountId, item),
    // Shown once created: the list needs the item's id and its course from the server.
    confirmed: (pages, item) => withItemAdded(pages, item) ?? pages,
    // The form shows what went wrong, on the field or as its general error.
    errors: 'inline',
  });

  const form = useForm({
    fields: {
      title: { value: '', rules: RULES.title, trim: true },
      kind: { value: null, rules: RULES.kind, dropdown: true },
      course_id: { value: null },
      description: { value: '', rules: RULES.description, trim: true },
    },
    onSubmit: async (values) => {
      const item = await create.mutateAsync(portfolioItemInput(values));
      onAdded(item.id);
      return undefined;
    },
    describeError: (error) => (error.code === 'NOT_ENROLLED' ? t('form.notEnrolled') : undefined),
  });

  const kinds = PORTFOLIO_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }));
  // Without any enrolment there is nothing to link: the picker would only offer "No course".
  const showCourses = courses.isError || options.length > 0;

  return (
    <section className="portfolio-add kit-box" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('form.title')}</h2>
      <BoundForm form={form}>
        <TextField field={form.field('title')} label={t('form.itemTitle')} autoComplete="off" />
        <div className="portfolio-form-row">
          <Select
            field={form.field('kind')}
            label={t('form.kind')}
            options={kinds}
            placeholder={t('form.kindPlaceholder')}
          />
          {showCourses && (
            <Select
              field={form.field('course_id')}
              label={t('form.course')}
              options={options}
              placeholder={t('form.noCourse')}
              hint={courses.isError ? t('form.coursesFailed') : t('form.courseHint')}
            />
          )}
        </div>
        <TextArea
          field={form.field('description')}
          label={t('form.description')}
          hint={t('form.descriptionHint')}
          rows={4}
        />
        <SubmitRow form={form} label={t('form.submit')} busyLabel={t('form.submitting')} />
      </BoundForm>
    </section>
  );
}
