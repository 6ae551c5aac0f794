import { useTranslations } from 'next-intl';
import type { CertificateVerification, VerificationFailure } from '@/lib/resources/certificates';
import { CertificateDateFacts } from './certificate-dates';
import { StatusIcon } from './certificate-status';
import { VerifyCodeForm } from './verify-code-form';
import './certificates.css';

export type VerificationOutcome =
  | { kind: 'found'; verification: CertificateVerification }
  | VerificationFailure;

/**
 * /verify/{code} (public): valid, expired or revoked as a clear status with icon and text, the
 * holder's name, the certificate's name and its dates — nothing else. An unknown code offers
 * to type it again; too many checks say how long to wait.
 */
export function Verification({ code, outcome }: { code: string; outcome: VerificationOutcome }) {
  const t = useTranslations('certificates.verify');
  if (outcome.kind === 'throttled') {
    return (
      <section className="verification kit-surface" aria-labelledby="verification-title">
        <h1 id="verification-title">{t('throttled.heading')}</h1>
        <p role="alert">{t('throttled.text', { seconds: outcome.seconds })}</p>
      </section>
    );
  }
  if (outcome.kind === 'unknown') {
    return (
      <section className="verification kit-surface" aria-labelledby="verification-title">
        <h1 id="verification-title">{t('unknown.heading')}</h1>
        <p>{t('unknown.text', { code })}</p>
        <VerifyCodeForm />
      </section>
    );
  }
  return <VerificationResult verification={outcome.verification} />;
}

function VerificationResult({ verification }: { verification: CertificateVerification }) {
  const t = useTranslations('certificates.verify');
  const { status } = verification;
  return (
    <section
      className="verification kit-surface"
      data-status={status}
      aria-labelledby="verification-title"
    >
      <p className="eyebrow">{t('title')}</p>
      <h1 id="verification-title" className={`verification-status certificate-status-${status}`}>
        <StatusIcon status={status} />
        <span>{t(`status.${status}`)}</span>
      </h1>
      <dl className="verification-facts kit-facts">
        <div>
          <dt>{t('holder')}</dt>
          <dd>{verification.holderName}</dd>
        </div>
        <div>
          <dt>{t('certificate')}</dt>
          <dd>{verification.certificationName}</dd>
        </div>
        <CertificateDateFacts
          certificate={verification}
          namespace="certificates.verify"
          dateStyle="long"
          withRevoked
        />
      </dl>
    </section>
  );
}
