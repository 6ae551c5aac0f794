'use client';

import { useTranslations } from 'next-intl';

/** "Print": the browser's print dialog (the print CSS hides this button and the shell). */
export function PrintButton() {
  const t = useTranslations('certificates.printable');
  return (
    <button type="button" className="button button-primary" onClick={() => window.print()}>
      {t('print')}
    </button>
  );
}
