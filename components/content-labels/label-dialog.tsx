'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useRef } from 'react';
import { FormError } from '@/components/forms/form-error';
import { Input } from '@/components/forms/native-fields';
import { TextField } from '@/components/forms/text-field';
import { useForm } from '@/components/forms/use-form';
import { useModals } from '@/components/modals/modal-queue';
import { showToast } from '@/components/ui/show-toast';
import {
  type AdminLabel,
  contentLabelKeys,
  createLabel,
  updateLabel,
} from '@/lib/resources/content-labels';
import { labelChipStyle, MIN_TEXT_CONTRAST } from '@/shared/catalog/label-colors';
import { chipContrast, LABEL_COLOR_PATTERN } from '@/shared/content-labels/contrast';
import { LABEL_RULES } from '@/shared/content-labels/label-rules';

const NEW_COLOR = '#2b6cb0';

/**
 * Add or edit a label: a name per language (English required) and a colour, with the chip's
 * preview and its contrast ratio shown live. The §5 rules are the API's; a 422 lands on its
 * field and what was typed stays.
 */
export function LabelDialog({
  label,
  modalId,
  onClosed,
}: {
  label: AdminLabel | null;
  modalId: string;
  onClosed: (saved: AdminLabel | null) => void;
}) {
  const t = useTranslations('contentLabels');
  const locale = useLocale();
  const modals = useModals();
  const client = useQueryClient();
  const saved = useRef<AdminLabel | null>(null);
  const form = useForm({
    fields: {
      name_en: { value: label?.names.en ?? '', rules: LABEL_RULES.name_en, trim: true },
      name_nl: { value: label?.names.nl ?? '', rules: LABEL_RULES.name_nl, trim: true },
      name_ro: { value: label?.names.ro ?? '', rules: LABEL_RULES.name_ro, trim: true },
      color: { value: label?.color ?? NEW_COLOR, rules: LABEL_RULES.color, trim: true },
    },
    onSubmit: async (values) => {
      const input = {
        nameEn: String(values.name_en ?? ''),
        nameNl: String(values.name_nl ?? ''),
        nameRo: String(values.name_ro ?? ''),
        color: String(values.color ?? ''),
      };
      saved.current = label ? await updateLabel(label.id, input) : await createLabel(input);
      return undefined;
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: contentLabelKeys.all() });
      showToast({ scheme: 'success', message: label ? t('saved') : t('added') });
      modals.close(modalId);
    },
  });
  const keepOpen = (event: Event) => {
    if (form.submitting) event.preventDefault();
  };
  const color = String(form.values.color ?? '');
  const contrast = chipContrast(color);
  const pickable = LABEL_COLOR_PATTERN.test(color) ? color.toLowerCase() : '#000000';

  return (
    <Dialog.Content
      className="modal-dialog labels-dialog"
      onEscapeKeyDown={keepOpen}
      onInteractOutside={keepOpen}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        onClosed(saved.current);
      }}
    >
      <Dialog.Title>{label ? t('editTitle', { name: label.name }) : t('addTitle')}</Dialog.Title>
      <Dialog.Description>{t('dialogDescription')}</Dialog.Description>
      <form className="form" onSubmit={form.handleSubmit} noValidate aria-busy={form.submitting}>
        <FormError message={form.generalError} />
        <TextField field={form.field('name_en')} label={t('fields.nameEn')} autoComplete="off" />
        <TextField field={form.field('name_nl')} label={t('fields.nameNl')} autoComplete="off" />
        <TextField field={form.field('name_ro')} label={t('fields.nameRo')} autoComplete="off" />
        <div className="labels-color-row">
          <TextField
            field={form.field('color')}
            label={t('fields.color')}
            hint={t('fields.colorHint')}
            autoComplete="off"
            spellCheck={false}
          />
          <label className="labels-color-picker">
            <span>{t('fields.picker')}</span>
            <Input
              type="color"
              value={pickable}
              onChange={(event) => form.setValue('color', event.target.value)}
            />
          </label>
        </div>
        <div className="labels-preview" aria-live="polite">
          <span className="label-chip" style={labelChipStyle(contrast ? color : '')}>
            {/* As a reader of this page's language sees it: its name, else the English one. */}
            {String(form.values[`name_${locale}` as 'name_en' | 'name_nl' | 'name_ro'] ?? '') ||
              String(form.values.name_en ?? '') ||
              t('previewName')}
          </span>
          <span>
            {contrast
              ? t(contrast.readable ? 'contrast.passes' : 'contrast.fails', {
                  ratio: contrast.ratio.toFixed(2),
                  text: t(contrast.text === '#ffffff' ? 'contrast.white' : 'contrast.black'),
                  minimum: MIN_TEXT_CONTRAST,
                })
              : t('contrast.unknown')}
          </span>
        </div>
        <div className="modal-actions">
          <Dialog.Close className="button" disabled={form.submitting}>
            {t('cancel')}
          </Dialog.Close>
          <button type="submit" className="button button-primary" disabled={form.submitting}>
            {form.submitting ? t('saving') : t('save')}
          </button>
        </div>
      </form>
    </Dialog.Content>
  );
}
