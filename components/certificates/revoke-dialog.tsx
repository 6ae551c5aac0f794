'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { TextArea } from '@/components/forms/text-area';
import { useForm } from '@/components/forms/use-form';
import { DialogForm } from '@/components/modals/dialog-form';
import { useModals } from '@/components/modals/modal-queue';
import {
  type Certificate,
  certificateKeys,
  type IssuedPage,
  REVOKE_REASON_RULES,
  revokeCertificate,
  withCertificate,
} from '@/lib/resources/certificates';

/**
 * Revoke one certificate with a reason (required, 3–500 characters, the API's rule). The list
 * shows the answer at once; the verification page says "revoked" from then on. Stays open
 * while sending; a refusal (e.g. 409 already revoked) is said above the field.
 */
export function RevokeDialog({
  certificate,
  modalId,
  onClosed,
}: {
  certificate: Certificate;
  modalId: string;
  /** After closing: the revoked certificate, or null when nothing changed. */
  onClosed: (revoked: Certificate | null) => void;
}) {
  const t = useTranslations('certificates.revokeDialog');
  const modals = useModals();
  const client = useQueryClient();
  const revoked = useRef<Certificate | null>(null);
  const form = useForm({
    fields: { reason: { value: '', rules: REVOKE_REASON_RULES, trim: true } },
    onSubmit: async (values) => {
      revoked.current = await revokeCertificate(certificate.id, String(values.reason ?? ''));
      return undefined;
    },
    onSuccess: () => {
      const answer = revoked.current;
      if (answer) {
        client.setQueriesData<IssuedPage>({ queryKey: certificateKeys.lists() }, (page) =>
          page ? withCertificate(page, answer) : page,
        );
      }
      void client.invalidateQueries({ queryKey: certificateKeys.lists() });
      void client.invalidateQueries({ queryKey: certificateKeys.detail(certificate.id) });
      modals.close(modalId);
    },
    onError: () => {
      // Someone else may have revoked it meanwhile (409): the list catches up.
      void client.invalidateQueries({ queryKey: certificateKeys.lists() });
    },
  });

  return (
    <DialogForm
      className="certificates-dialog"
      title={t('title', { holder: certificate.holderName })}
      description={t('description', {
        certification: certificate.certificationName,
        code: certificate.code,
      })}
      form={form}
      submit={t('confirm')}
      busy={t('busy')}
      cancel={t('cancel')}
      tone="danger"
      onClosed={() => onClosed(revoked.current)}
    >
      <TextArea field={form.field('reason')} label={t('reason')} hint={t('reasonHint')} rows={3} />
    </DialogForm>
  );
}
