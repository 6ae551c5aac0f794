'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { FormError } from '@/components/forms/form-error';
import { TextArea } from '@/components/forms/text-area';
import { useForm } from '@/components/forms/use-form';
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
  const keepOpen = (event: Event) => {
    if (form.submitting) event.preventDefault();
  };

  return (
    <Dialog.Content
      className="modal-dialog certificates-dialog"
      onEscapeKeyDown={keepOpen}
      onInteractOutside={keepOpen}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        onClosed(revoked.current);
      }}
    >
      <Dialog.Title>{t('title', { holder: certificate.holderName })}</Dialog.Title>
      <Dialog.Description>
        {t('description', {
          certification: certificate.certificationName,
          code: certificate.code,
        })}
      </Dialog.Description>
      <form className="form" onSubmit={form.handleSubmit} noValidate aria-busy={form.submitting}>
        <FormError message={form.generalError} />
        <TextArea
          field={form.field('reason')}
          label={t('reason')}
          hint={t('reasonHint')}
          rows={3}
        />
        <div className="modal-actions">
          <Dialog.Close className="button" disabled={form.submitting}>
            {t('cancel')}
          </Dialog.Close>
          <button type="submit" className="button button-danger" disabled={form.submitting}>
            {form.submitting ? t('busy') : t('confirm')}
          </button>
        </div>
      </form>
    </Dialog.Content>
  );
}
