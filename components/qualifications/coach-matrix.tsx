'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { QueryPending } from '@/components/errors/error-panel';
import {
  COACH_QUALIFICATIONS_CSV_PATH,
  coachQualificationsQuery,
} from '@/lib/resources/qualifications';
import { CoachMatrixTable } from './coach-matrix-table';
import { ReportActions } from './report-actions';
import './qualifications.css';

/** /coach/qualifications: the coach's participants × qualifications, printable and as CSV. */
export function CoachQualifications() {
  const t = useTranslations('qualifications.coach');
  const query = useQuery(coachQualificationsQuery());
  const matrix = query.data;
  if (!matrix) {
    return <QueryPending query={query} />;
  }
  if (matrix.rows.length === 0 || matrix.qualifications.length === 0) {
    return (
      <p className="qualifications-empty kit-empty" role="status">
        {matrix.rows.length === 0 ? t('empty') : t('noQualifications')}
      </p>
    );
  }
  return (
    <div className="qualifications">
      <ReportActions csvHref={COACH_QUALIFICATIONS_CSV_PATH} csvName="mentee-qualifications.csv" />
      <CoachMatrixTable matrix={matrix} />
    </div>
  );
}
