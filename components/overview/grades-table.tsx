'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { lessonPath } from '@/lib/catalog/course-paths';
import { useDateTime } from '@/lib/dates/use-date-time';
import { partLanguage } from '@/lib/i18n/language-of-parts';
import { scoreNotes, scoreWords } from '@/lib/overview/grade-words';
import type { CourseGrades, GradedItem } from '@/lib/resources/overview';

/** A result's mark beside its word (decorative: the word says it). */
const MARKS: Partial<Record<GradedItem['result'], string>> = {
  passed: '✓',
  completed: '✓',
  failed: '✗',
};

/**
 * A course's graded items as a table: a caption, column headers, a row header per item linked
 * to it in the player, its result in words, its score with what it means (the attempt that
 * counts, the pass mark) and when. On a phone each row is a card (kit.css).
 */
export function GradesTable({ course }: { course: CourseGrades }) {
  const t = useTranslations('learnerOverview.courses');
  const locale = useLocale();
  const dateTime = useDateTime();
  if (course.items.length === 0) return <p className="muted">{t('noGrades')}</p>;
  const itemLanguage = partLanguage(course.courseLanguage, locale);
  return (
    <table className="overview-grades">
      <caption lang={partLanguage(course.textLanguage, locale)}>
        {t('gradesCaption', { course: course.courseTitle })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('columns.item')}</th>
          <th scope="col">{t('columns.result')}</th>
          <th scope="col">{t('columns.score')}</th>
          <th scope="col">{t('columns.date')}</th>
        </tr>
      </thead>
      <tbody>
        {course.items.map((item) => {
          const score = scoreWords(item);
          const notes = scoreNotes(item).map((note) => t(`score.${note.key}`, note.values));
          return (
            <tr key={item.id} data-result={item.result}>
              <th scope="row">
                <Link href={lessonPath(course.courseSlug, item.slug)} lang={itemLanguage}>
                  {item.title}
                </Link>
                <span className="overview-kind">{t(`kind.${item.kind}`)}</span>
              </th>
              <td data-label={t('columns.result')}>
                <span className={`overview-result overview-result-${item.result}`}>
                  {MARKS[item.result] && <span aria-hidden="true">{MARKS[item.result]} </span>}
                  {t(`result.${item.result}`)}
                </span>
              </td>
              <td data-label={t('columns.score')}>
                {t(`score.${score.key}`, score.values)}
                {notes.length > 0 && (
                  <span className="overview-score-notes">{notes.join(' · ')}</span>
                )}
              </td>
              <td data-label={t('columns.date')}>
                {item.resultAt ? (
                  <time dateTime={item.resultAt}>{dateTime(item.resultAt)}</time>
                ) : item.dueAt ? (
                  <time dateTime={item.dueAt}>{t('dueOn', { date: dateTime(item.dueAt) })}</time>
                ) : (
                  t('noDate')
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
