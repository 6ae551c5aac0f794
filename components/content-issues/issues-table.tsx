'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { formatDateTime } from '@/lib/dates/format-date';
import type { Locale } from '@/lib/i18n/locales';
import type { ContentIssue } from '@/lib/resources/content-issues';
import { StatusControl } from './status-control';

const TIME_ZONE = 'Europe/Amsterdam';

/**
 * The issues as a table (a stack of cards at phone width): course, lesson linked to the exact
 * place in the player, category, message, reporter, date, and the status with its control.
 */
export function IssuesTable({ issues }: { issues: ContentIssue[] }) {
  const t = useTranslations('contentIssues');
  const locale = useLocale() as Locale;
  return (
    <table className="issues-table">
      <caption className="visually-hidden">{t('caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('columns.course')}</th>
          <th scope="col">{t('columns.lesson')}</th>
          <th scope="col">{t('columns.category')}</th>
          <th scope="col">{t('columns.message')}</th>
          <th scope="col">{t('columns.reporter')}</th>
          <th scope="col">{t('columns.date')}</th>
          <th scope="col">{t('columns.status')}</th>
        </tr>
      </thead>
      <tbody>
        {issues.map((issue) => (
          <tr key={issue.id}>
            <td data-label={t('columns.course')}>{issue.courseTitle}</td>
            <td data-label={t('columns.lesson')}>
              <Link href={issue.lessonLink}>{issue.itemTitle ?? t('wholeCourse')}</Link>
            </td>
            <td data-label={t('columns.category')}>{t(`categories.${issue.category}`)}</td>
            <td data-label={t('columns.message')} className="issues-message">
              {issue.message}
            </td>
            <td data-label={t('columns.reporter')}>{issue.reporterName ?? t('unknownReporter')}</td>
            <td data-label={t('columns.date')}>
              <time dateTime={issue.createdAt}>
                {formatDateTime(issue.createdAt, locale, { timeZone: TIME_ZONE })}
              </time>
            </td>
            <td data-label={t('columns.status')}>
              <StatusControl issue={issue} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
