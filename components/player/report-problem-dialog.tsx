'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { FormError } from '@/components/forms/form-error';
import { Select } from '@/components/forms/select';
import { TextArea } from '@/components/forms/text-area';
import { useForm } from '@/components/forms/use-form';
import { useModals } from '@/components/modals/modal-queue';
import { showToast } from '@/components/ui/show-toast';
import { PROBLEM_CATEGORIES } from '@/lib/player/problem-categories';
import { type ProblemCategory, reportProblem } from '@/lib/resources/courses';
import { FIELD_RULES } from '@/shared/validation/field-rules';

const RULES = FIELD_RULES.contentIssue;

/**
 * The report: a category and a message, checked with the §5 rules the API uses (a 422 lands on
 * its field all the same), sent with the lesson's id. Success closes it with a toast; a failure
 * keeps it open with what was typed.
 */
export function ReportProblemDialog({
  slug,
  itemId,
  itemTitle,
  modalId,
  onClosed,
}: {
  slug: string;
  itemId: string;
  itemTitle: string;
  modalId: string;
  onClosed: () => void;
}) {
  const t = useTranslations('player.report');
  const modals = useModals();
  const form = useForm({
    fields: {
      category: { value: null, rules: RULES.category, dropdown: true },
      message: { value: '', rules: RULES.message, trim: true },
    },
    onSubmit: async (values) => {
      await reportProblem(slug, {
        category: values.category as ProblemCategory,
        message: String(values.message),
        itemId,
      });
      return undefined;
    },
    onSuccess: () => {
      modals.close(modalId);
      showToast({ message: t('sent'), scheme: 'success' });
    },
  });
  // While the report is on its way the dialog stays: what was typed must not get lost.
  const keepOpen = (event: Event) => {
    if (form.submitting) event.preventDefault();
  };
  const categories = PROBLEM_CATEGORIES.map((value) => ({
    value,
    label: t(`categories.${value}`),
  }));

  return (
    <Dialog.Content
      className="modal-dialog player-report-dialog"
      onEscapeKeyDown={keepOpen}
      onInteractOutside={keepOpen}
      // The queue has no Dialog.Trigger: focus goes back to the button that opened it.
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        onClosed();
      }}
    >
      <Dialog.Title>{t('title')}</Dialog.Title>
      <Dialog.Description>{t('description', { title: itemTitle })}</Dialog.Description>
      <form className="form" onSubmit={form.handleSubmit} noValidate aria-busy={form.submitting}>
        <FormError message={form.generalError} />
        <Select
          field={form.field('category')}
          label={t('category')}
          options={categories}
          placeholder={t('categoryPlaceholder')}
        />
        <TextArea
          field={form.field('message')}
          label={t('message')}
          hint={t('messageHint')}
          rows={5}
        />
        <div className="modal-actions">
          <Dialog.Close className="button" disabled={form.submitting}>
            {t('cancel')}
          </Dialog.Close>
          <button type="submit" className="button button-primary" disabled={form.submitting}>
            {form.submitting ? t('submitting') : t('submit')}
          </button>
        </div>
      </form>
    </Dialog.Content>
  );
}
