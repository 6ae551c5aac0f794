import { useFormatter, useTranslations } from 'next-intl';
import { DateFact, Fact } from '@/components/ui/facts';
import type { CertificateStatus } from '@/lib/resources/certificates';

/** The dates every view of a certificate tells; verification's public answer has the same. */
type CertificateDates = {
  status: CertificateStatus;
  issuedAt: string;
  expiresAt?: string | null;
  revokedAt?: string | null;
};

/**
 * The dated rows of a certificate's facts list — Issued, Expires (Expired once past, or "Does
 * not expire") and, where `withRevoked`, Revoked for a revoked one — written once so the holder's
 * list, the printed sheet and the public check word and mark up a certificate's dates alike.
 * Each view keeps its own wording: the labels come from the view's message namespace.
 */
export function CertificateDateFacts({
  certificate,
  namespace,
  dateStyle,
  withRevoked = false,
}: {
  certificate: CertificateDates;
  namespace: 'certificates.account' | 'certificates.printable' | 'certificates.verify';
  dateStyle: 'medium' | 'long';
  /** The printed sheet says a revocation in its notice instead of a row. */
  withRevoked?: boolean;
}) {
  const t = useTranslations(namespace);
  const format = useFormatter();
  const date = (value: string) => format.dateTime(new Date(value), { dateStyle });
  const { status, issuedAt, expiresAt, revokedAt } = certificate;
  const expiresLabel = status === 'expired' ? t('expired') : t('expires');
  return (
    <>
      <DateFact label={t('issued')} value={issuedAt} format={date} />
      {expiresAt ? (
        <DateFact label={expiresLabel} value={expiresAt} format={date} />
      ) : (
        <Fact label={expiresLabel}>{t('doesNotExpire')}</Fact>
      )}
      {withRevoked && status === 'revoked' && revokedAt ? (
        <DateFact label={t('revoked')} value={revokedAt} format={date} />
      ) : null}
    </>
  );
}
