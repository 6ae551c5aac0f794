'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { AddToCalendar } from '@/components/calendar/add-to-calendar';
import { Link } from '@/components/ui/link';
import { useDay, useRelativeDateTime } from '@/lib/dates/use-date-time';
import { partLanguage } from '@/lib/i18n/language-of-parts';
import { type TodoItem, todoQuery } from '@/lib/resources/overview';
import { TODO_WINDOW } from '@/shared/learning/overview';
import { OverviewSection } from './overview-section';

/** When each kind falls: an assignment is due, a started quiz closes, a certificate expires. */
const WHEN = { assignment: 'due', quiz: 'closes', certificate: 'expires' } as const;

/**
 * The to-do (issue 43, item 1): what falls due in the next 14 days, overdue work first (marked
 * in words, not colour alone), each linked to its page with "Add to calendar" beside it.
 */
export function TodoSection({ accountId }: { accountId: string }) {
  const t = useTranslations('learnerOverview.todo');
  const query = useQuery(todoQuery(accountId));
  const days = TODO_WINDOW.defaultDays;
  return (
    <OverviewSection
      id="overview-todo-title"
      title={t('title', { days })}
      lead={t('lead')}
      query={query}
      more={(shown, total) => t('more', { shown, total })}
      empty={
        <div className="overview-empty">
          <p className="overview-empty-title">{t('empty', { days })}</p>
          <p className="muted">{t('emptyHint')}</p>
        </div>
      }
    >
      {(items) => (
        <ol className="overview-todo kit-list">
          {items.map((item) => (
            <TodoEntry key={item.id} item={item} />
          ))}
        </ol>
      )}
    </OverviewSection>
  );
}

function TodoEntry({ item }: { item: TodoItem }) {
  const t = useTranslations('learnerOverview.todo');
  const locale = useLocale();
  const day = useDay();
  const relative = useRelativeDateTime();
  // A certificate expires on a day; a deadline is a moment (as in the calendar feed).
  const when = item.kind === 'certificate' ? day(item.dueAt) : relative(item.dueAt);
  return (
    <li className="overview-todo-item kit-box" data-overdue={item.overdue || undefined}>
      <div className="overview-todo-what">
        <p className="overview-todo-kind">
          {item.overdue && (
            <span className="overview-overdue">
              <span aria-hidden="true">⚠ </span>
              {t('overdue')}
            </span>
          )}
          <span>{t(`kind.${item.kind}`)}</span>
        </p>
        <p className="overview-todo-title">
          <Link href={item.path} lang={partLanguage(item.courseLanguage, locale)}>
            {item.title}
          </Link>
          {item.courseTitle && (
            <span className="overview-todo-course">
              {' '}
              {t.rich('inCourse', {
                title: item.courseTitle,
                course: (chunks) => (
                  <span lang={partLanguage(item.textLanguage, locale)}>{chunks}</span>
                ),
              })}
            </span>
          )}
        </p>
        <p className="overview-todo-status">{t(`status.${item.status}`)}</p>
      </div>
      <div className="overview-todo-when">
        <time dateTime={item.dueAt} suppressHydrationWarning>
          {t(WHEN[item.kind], { date: when })}
        </time>
        <AddToCalendar kind={item.kind} id={item.sourceId} title={item.title} />
      </div>
    </li>
  );
}
