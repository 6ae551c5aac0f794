import { useTranslations } from 'next-intl';
import type { CertificateStatus } from '@/lib/resources/certificates';
import './certificates.css';

/** The status's icon: a tick, a clock, a barred circle (decorative: the text says it). */
export function StatusIcon({ status }: { status: CertificateStatus }) {
  return (
    <svg
      className="certificate-status-icon"
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      {status === 'valid' && (
        <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="currentColor" strokeWidth="2.2" />
      )}
      {status === 'expired' && (
        <path d="M12 6.5V12l3.5 2.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
      )}
      {status === 'revoked' && (
        <path d="M5.5 18.5l13-13" fill="none" stroke="currentColor" strokeWidth="2.2" />
      )}
    </svg>
  );
}

/** A certificate's status as a badge: icon and word, never colour alone. */
export function CertificateStatusBadge({
  status,
  id,
}: {
  status: CertificateStatus;
  /** Lets a dialog give focus back to the row's status once it changed it. */
  id?: string;
}) {
  // Only the status words: a page showing a badge sends `certificates.status`, not the namespace.
  const t = useTranslations('certificates.status');
  return (
    <span
      id={id}
      tabIndex={id ? -1 : undefined}
      className={`certificate-status certificate-status-${status}`}
    >
      <StatusIcon status={status} />
      {t(status)}
    </span>
  );
}
