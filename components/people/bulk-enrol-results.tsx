'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { BulkEnrollmentResult } from '@/lib/resources/people';

type Row = BulkEnrollmentResult['results'][number];

/** How many outcomes changed something, and how many left things as they were. */
export function resultCounts(result: BulkEnrollmentResult) {
  let changed = 0;
  let unchanged = 0;
  for (const row of result.results) {
    for (const outcome of Object.values(row.outcomes)) {
      if (outcome === 'enrolled' || outcome === 'unenrolled') changed += 1;
      else unchanged += 1;
    }
  }
  return { changed, unchanged };
}

/**
 * A bulk enrolment's result (issue 43): a summary, then a table with a row per person and a
 * column per course saying what happened there (or why the person was not found). The title
 * takes the focus when it replaces the form, so a screen reader reads the outcome.
 */
export function BulkEnrolResults({
  result,
  onClosed,
}: {
  result: BulkEnrollmentResult;
  onClosed: () => void;
}) {
  const t = useTranslations('people.enrol');
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const counts = resultCounts(result);
  const person = (row: Row) => row.full_name ?? row.account_id;
  return (
    <Dialog.Content
      className="modal-dialog people-dialog people-results-dialog"
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        onClosed();
      }}
    >
      <Dialog.Title ref={title} tabIndex={-1}>
        {result.action === 'enroll' ? t('results.title') : t('results.unenrolTitle')}
      </Dialog.Title>
      <Dialog.Description>{t('results.summary', counts)}</Dialog.Description>
      <div className="people-table-wrap">
        <table className="people-table">
          <caption className="visually-hidden">{t('results.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('results.person')}</th>
              {result.courses.map((course) => (
                <th key={course.id} scope="col">
                  {course.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {result.results.map((row) => (
              <tr key={row.account_id}>
                <th scope="row">
                  {person(row)}
                  {row.email && <span className="people-subtle">{row.email}</span>}
                </th>
                {row.problem ? (
                  <td colSpan={result.courses.length}>{row.problem.detail}</td>
                ) : (
                  result.courses.map((course) => {
                    const outcome = row.outcomes[course.id];
                    return (
                      <td key={course.id} data-label={course.title}>
                        {outcome ? t(`outcomes.${outcome}`) : ''}
                      </td>
                    );
                  })
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="modal-actions">
        <Dialog.Close className="button button-primary">{t('results.close')}</Dialog.Close>
      </div>
    </Dialog.Content>
  );
}
