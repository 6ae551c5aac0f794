'use client';

import { useTranslations } from 'next-intl';

/** "Print" (the browser's dialog; the print CSS keeps only the report) and "Download CSV". */
export function ReportActions({ csvHref, csvName }: { csvHref: string; csvName: string }) {
  const t = useTranslations('qualifications.actions');
  return (
    <div className="qualifications-actions kit-wrap">
      <button type="button" className="button" onClick={() => window.print()}>
        {t('print')}
      </button>
      <a className="button" href={csvHref} download={csvName}>
        {t('downloadCsv')}
      </a>
    </div>
  );
}
