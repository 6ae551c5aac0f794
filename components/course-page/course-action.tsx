'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { useShowError } from '@/components/errors/use-show-error';
import { markedNames } from '@/components/i18n/marked-names';
import { Link } from '@/components/ui/link';
import { lessonPath, ratePath } from '@/lib/catalog/course-paths';
import { paymentRequiredProducts, type UnlockingProduct } from '@/lib/catalog/payment-products';
import { catalogKeys } from '@/lib/resources/catalog';
import { courseKeys, enrollInCourse } from '@/lib/resources/courses';
import { type Enrollment, enrollmentKeys } from '@/lib/resources/enrollments';

export type CourseActionState =
  | { kind: 'enrol' }
  | { kind: 'continue'; href: string }
  | { kind: 'completed'; reviewHref: string };

interface CourseActionProps {
  slug: string;
  accountId: string;
  state: CourseActionState;
  /** Where a new enrolment starts when the API names no next item. */
  firstItem: string | null;
}

/**
 * The course page's primary action (SCREENS "Learning"): "Enrol" (then on to the first lesson;
 * a 402 explains which products would unlock the course), "Continue" at the first unfinished
 * item, or, once completed, "Completed" with "Rate this course".
 */
export function CourseAction({ slug, accountId, state, firstItem }: CourseActionProps) {
  const t = useTranslations('catalog.course');
  if (state.kind === 'continue') {
    return (
      <div className="course-action kit-row">
        <Link href={state.href} className="button button-primary">
          {t('continue')}
        </Link>
      </div>
    );
  }
  if (state.kind === 'completed') {
    return (
      <div className="course-action kit-row">
        <p className="course-completed">
          <span aria-hidden="true">✓ </span>
          {t('completed')}
        </p>
        <Link href={ratePath(slug)} className="button button-primary">
          {t('rate')}
        </Link>
        <Link href={state.reviewHref} className="button">
          {t('review')}
        </Link>
      </div>
    );
  }
  return <EnrolButton slug={slug} accountId={accountId} firstItem={firstItem} />;
}

function EnrolButton({
  slug,
  accountId,
  firstItem,
}: {
  slug: string;
  accountId: string;
  firstItem: string | null;
}) {
  const t = useTranslations('catalog.course');
  const format = useFormatter();
  const locale = useLocale();
  const router = useRouter();
  const client = useQueryClient();
  const showError = useShowError();
  const [locked, setLocked] = useState<UnlockingProduct[] | null>(null);
  const explanationId = useId();
  const explanation = useRef<HTMLDivElement>(null);

  const enrol = useOptimisticMutation<void, Enrollment, unknown>({
    queryKey: courseKeys.detail(slug),
    mutationFn: () => enrollInCourse(slug),
    errors: (error) => {
      const products = paymentRequiredProducts(error);
      if (products === null) {
        showError(error);
        return;
      }
      setLocked(products);
      // Announced (role="alert") and where keyboard focus goes next.
      requestAnimationFrame(() => explanation.current?.focus());
    },
  });

  const start = () => {
    setLocked(null);
    enrol.mutate(undefined, {
      onSuccess: (enrollment) => {
        // The catalog's card and "My courses" now list the enrolment.
        void client.invalidateQueries({ queryKey: catalogKeys.all() });
        if (accountId) void client.invalidateQueries({ queryKey: enrollmentKeys.list(accountId) });
        const item = enrollment.nextItemSlug ?? firstItem;
        if (item) router.push(lessonPath(slug, item));
        else router.refresh();
      },
    });
  };

  return (
    <div className="course-action kit-row">
      <button
        type="button"
        className="button button-primary"
        onClick={start}
        disabled={enrol.isPending}
        aria-busy={enrol.isPending || undefined}
        aria-describedby={locked ? explanationId : undefined}
      >
        {t('enrol')}
      </button>
      {enrol.isPending && (
        <span className="course-action-status" role="status">
          {t('enrolling')}
        </span>
      )}
      {locked && (
        <div
          ref={explanation}
          id={explanationId}
          className="course-payment-required"
          role="alert"
          tabIndex={-1}
        >
          <p className="course-payment-required-title">{t('paymentRequired.title')}</p>
          <p>{t('paymentRequired.description')}</p>
          {locked.length > 0 && (
            <p>
              {t.rich('paymentRequired.products', {
                products: format.list(
                  locked.map((product) => product.name),
                  { type: 'disjunction' },
                ),
                names: () => markedNames(format, locked, locale),
              })}
            </p>
          )}
          <Link href="/account/orders" className="button">
            {t('paymentRequired.toOrders')}
          </Link>
        </div>
      )}
    </div>
  );
}
