'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { QueryPending } from '@/components/errors/error-panel';
import { myQualificationsQuery, QUALIFICATIONS_CSV_PATH } from '@/lib/resources/qualifications';
import { QualificationCard } from './qualification-card';
import { ReportActions } from './report-actions';
import './qualifications.css';

/** /qualifications: the viewer's progress in each qualification, printable and as CSV. */
export function QualificationsReport() {
  const t = useTranslations('qualifications');
  const query = useQuery(myQualificationsQuery());
  const qualifications = query.data;
  if (!qualifications) {
    return <QueryPending query={query} />;
  }
  if (qualifications.length === 0) {
    return (
      <p className="qualifications-empty kit-empty" role="status">
        {t('empty')}
      </p>
    );
  }
  return (
    <div className="qualifications">
      <ReportActions csvHref={QUALIFICATIONS_CSV_PATH} csvName="qualifications.csv" />
      <div className="qualifications-list">
        {qualifications.map((qualification) => (
          <QualificationCard key={qualification.id} qualification={qualification} />
        ))}
      </div>
    </div>
  );
}
