import { useTranslations } from 'next-intl';
import './certificates.css';

const FORMATS = ['json', 'jwt', 'svg', 'png'] as const;

/** Where the BFF passes a certificate's Open Badge file through (lib/server/bff-rules.ts). */
export const openBadgePath = (certificateId: string, format: (typeof FORMATS)[number]) =>
  `/api/v1/certificates/${encodeURIComponent(certificateId)}/open_badge/${format}`;

/**
 * "Download as Open Badge" on the certificate page (issue 41, item 3): the certificate as an
 * Open Badges 3.0 credential signed by the portal, as JSON-LD, as a VC-JWT, or baked into a
 * badge image (SVG or PNG). Not printed.
 */
export function OpenBadgeDownloads({ certificateId }: { certificateId: string }) {
  const t = useTranslations('certificates.openBadge');
  return (
    <section className="open-badge-downloads kit-surface" aria-labelledby="open-badge-title">
      <h2 id="open-badge-title">{t('heading')}</h2>
      <p>{t('text')}</p>
      <ul className="open-badge-links">
        {FORMATS.map((format) => (
          <li key={format}>
            <a
              className="button button-secondary"
              href={openBadgePath(certificateId, format)}
              download
              data-testid={`open-badge-${format}`}
            >
              {t(`download.${format}`)}
            </a>
          </li>
        ))}
      </ul>
      <p className="open-badge-hint">{t('hint')}</p>
    </section>
  );
}
