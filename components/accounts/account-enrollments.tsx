import { getTranslations } from 'next-intl/server';
import type { ListPage } from '@/lib/api/transport';
import { formatDateTime } from '@/lib/dates/format-date';
import { enrollmentRows } from '@/lib/enrollments/enrollment-rows';
import type { Locale } from '@/lib/i18n/locales';
import type { Enrollment } from '@/lib/resources/enrollments';

interface AccountEnrollmentsProps {
  list: ListPage<Enrollment>;
  locale: Locale;
  timeZone: string;
}

/**
 * The account's enrolments on /admin/accounts/{id}, newest first: course, status, progress and
 * when it was enrolled. On phones every row becomes a card (accounts.css), nothing scrolls sideways.
 */
export async function AccountEnrollments({ list, locale, timeZone }: AccountEnrollmentsProps) {
  const t = await getTranslations('accounts.enrolments');
  const rows = enrollmentRows(list.items);

  return (
    <section className="account-enrolments" aria-labelledby="account-enrolments-title">
      <h2 id="account-enrolments-title">{t('title')}</h2>
      {rows.length === 0 ? (
        <p className="account-enrolments-empty">{t('empty')}</p>
      ) : (
        <table className="account-enrolments-table" aria-labelledby="account-enrolments-title">
          <thead>
            <tr>
              <th scope="col">{t('course')}</th>
              <th scope="col">{t('status')}</th>
              <th scope="col">{t('progress')}</th>
              <th scope="col">{t('enrolledAt')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const title = row.title ?? '—';
              return (
                <tr key={row.id}>
                  <th scope="row">
                    <span className="account-enrolment-title">{title}</span>
                    {row.unpublished ? (
                      <span className="account-enrolment-badge">{t('unpublished')}</span>
                    ) : null}
                  </th>
                  <td data-label={t('status')}>{t(`statuses.${row.status}`)}</td>
                  <td data-label={t('progress')}>
                    <span className="account-enrolment-progress">
                      <progress
                        max={100}
                        value={row.progress}
                        aria-label={t('progressOf', { course: title })}
                      />
                      {/* The bar tells assistive technology the same number. */}
                      <span aria-hidden="true">{t('percent', { value: row.progress })}</span>
                    </span>
                  </td>
                  <td data-label={t('enrolledAt')}>
                    {formatDateTime(row.enrolledAt, locale, { timeZone }) || '—'}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {list.total > rows.length && rows.length > 0 ? (
        <p className="account-enrolments-more">
          {t('more', { shown: rows.length, total: list.total })}
        </p>
      ) : null}
    </section>
  );
}
