'use client';

import { useTranslations } from 'next-intl';
import { Select } from '@/components/forms/select';
import { TextArea } from '@/components/forms/text-area';
import { useForm } from '@/components/forms/use-form';
import { DialogForm } from '@/components/modals/dialog-form';
import { useModals } from '@/components/modals/modal-queue';
import { showToast } from '@/components/ui/show-toast';
import { PROBLEM_CATEGORIES } from '@/lib/player/problem-categories';
import { type ProblemCategory, reportProblem } from '@/lib/resources/courses';
import { FIELD_RULES } from '@/shared/validation/field-rules';

const RULES = FIELD_RULES.contentIssue;

/**
 * The report: a category and a message, checked with the §5 rules the API uses (a 422 lands on
 * its field all the same), sent with the lesson's id. Success closes it with a toast; a failure
 * keeps it open with what was typed. In student view it is checked the same way and not sent.
 */
export function ReportProblemDialog({
  slug,
  itemId,
  itemTitle,
  modalId,
  preview = false,
  onClosed,
}: {
  slug: string;
  itemId: string;
  itemTitle: string;
  modalId: string;
  /** Student view: nothing is sent, and the toast says so. */
  preview?: boolean;
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
      if (preview) return undefined;
      await reportProblem(slug, {
        category: values.category as ProblemCategory,
        message: String(values.message),
        itemId,
      });
      return undefined;
    },
    onSuccess: () => {
      modals.close(modalId);
      showToast(
        preview
          ? { message: t('previewNotSent'), scheme: 'info' }
          : { message: t('sent'), scheme: 'success' },
      );
    },
  });
  const categories = PROBLEM_CATEGORIES.map((value) => ({
    value,
    label: t(`categories.${value}`),
  }));

  return (
    <DialogForm
      className="player-report-dialog"
      title={t('title')}
      description={t('description', { title: itemTitle })}
      form={form}
      submit={t('submit')}
      busy={t('submitting')}
      cancel={t('cancel')}
      onClosed={onClosed}
    >
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
    </DialogForm>
  );
}
