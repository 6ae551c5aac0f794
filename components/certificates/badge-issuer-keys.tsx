'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/modals/confirm-dialog';
import { useModals } from '@/components/modals/modal-queue';
import { OpenerButton } from '@/components/ui/admin-actions';
import { showToast } from '@/components/ui/show-toast';
import { badgeIssuerKeysQuery, openBadgeKeys, rotateBadgeKey } from '@/lib/resources/open-badges';
import '@/components/administration/administration.css';

/**
 * /admin/certifications, "Open Badges signing keys" (issue 41, item 3): the portal's did:web
 * issuer and its keys — the one that signs, and retired ones still published so the credentials
 * they signed keep verifying — with "Rotate key".
 */
export function BadgeIssuerKeys() {
  const t = useTranslations('certificates.badgeKeys');
  const format = useFormatter();
  const query = useQuery(badgeIssuerKeysQuery());
  const client = useQueryClient();
  const modals = useModals();

  const rotate = (trigger: HTMLElement) => {
    const modalId = 'badge-key-rotate';
    modals.open(modalId, () => (
      <ConfirmDialog
        modalId={modalId}
        tone="primary"
        title={t('rotateDialog.title')}
        description={t('rotateDialog.description')}
        confirm={t('rotateDialog.confirm')}
        busy={t('rotateDialog.busy')}
        cancel={t('rotateDialog.cancel')}
        onConfirm={async () => {
          await rotateBadgeKey();
          showToast({ scheme: 'success', message: t('rotateDialog.done') });
          await client.invalidateQueries({ queryKey: openBadgeKeys.all() });
        }}
        onClosed={() => trigger.focus()}
      />
    ));
  };

  const keys = query.data?.keys ?? [];
  return (
    <section className="certificates-section" aria-labelledby="badge-keys-title">
      <div className="certificates-section-head">
        <h2 id="badge-keys-title">{t('title')}</h2>
        <OpenerButton className="button button-secondary" text={t('rotate')} onClick={rotate} />
      </div>
      <p>{t('intro')}</p>
      {query.data?.did && (
        <p>
          {t('issuer')} <code>{query.data.did}</code>
        </p>
      )}
      {query.isError ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : (
        <div className="table-scroll">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('key')}</th>
                <th scope="col">{t('created')}</th>
                <th scope="col">{t('state')}</th>
              </tr>
            </thead>
            <tbody>
              {keys.map((key) => (
                <tr key={key.id}>
                  <td>
                    <code>{key.keyId}</code>
                  </td>
                  <td>
                    {format.dateTime(new Date(key.createdAt), {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    })}
                  </td>
                  <td>
                    {key.signing
                      ? t('signing')
                      : t('retired', {
                          date: key.retiredAt
                            ? format.dateTime(new Date(key.retiredAt), { dateStyle: 'medium' })
                            : '',
                        })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
