'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { usePartLanguage } from '@/components/i18n/marked-names';
import { Choice } from '@/components/modals/dialog-choices';
import { DialogSelect, DialogTextField, NamedOptions } from '@/components/modals/dialog-fields';
import { DialogForm } from '@/components/modals/dialog-form';
import { useDraftForm } from '@/components/modals/dialog-form-draft';
import { saveButtons } from '@/components/modals/save-buttons';
import { type RecordDialogProps, useRecordSave } from '@/components/modals/use-record-save';
import {
  type AutomationInput,
  automationsQuery,
  commerceKeys,
  type OrderAutomation,
  saveAutomation,
} from '@/lib/resources/commerce';
import {
  AUTOMATION_MESSAGE_MAX,
  AUTOMATION_NAME_MAX,
  productMonths,
  SUBSCRIPTION_MONTHS_MAX,
} from '@/shared/commerce/automations';
import { AutomationActionsFields } from './automation-dialog-actions';
import {
  AUTOMATION_API_FIELDS,
  AUTOMATION_FIELDS,
  type AutomationField,
  automationDraftOf,
  parseAutomationDraft,
} from './automation-dialog-draft';
import '@/components/forms/forms.css';

/** The most a field takes, for its "at most {max}" message ("choose one" has no limit). */
const MAX: Record<Exclude<AutomationField, 'actions'>, number> = {
  name: AUTOMATION_NAME_MAX,
  months: SUBSCRIPTION_MONTHS_MAX,
  message: AUTOMATION_MESSAGE_MAX,
};

/**
 * New or edit an order automation (SCREENS "/admin/settings/order-automations"): its name,
 * when it runs (an order paid or refunded; for one product or every order), and what it does:
 * enrol the customer's accounts in courses, start or extend their subscription by some months,
 * give them a primary coach, notify them. A refund undoes what a paid rule gave by itself.
 */
export function AutomationDialog({
  automation,
  modalId,
  onClosed,
}: { automation: OrderAutomation | null } & RecordDialogProps<OrderAutomation>) {
  const t = useTranslations('commerce.automations');
  const langOf = usePartLanguage();
  const choices = useQuery(automationsQuery()).data;
  const save = useRecordSave({ modalId, onClosed });
  const form = useDraftForm({
    initial: () => automationDraftOf(automation),
    fields: AUTOMATION_FIELDS,
    parse: parseAutomationDraft,
    send: async (input: AutomationInput) =>
      save.done(
        await saveAutomation(automation?.id ?? null, input),
        t(automation ? 'saved' : 'created', { name: input.name }),
        [commerceKeys.automations()],
      ),
    failedText: t('failed'),
    apiFields: AUTOMATION_API_FIELDS,
    keyText: (field, key) =>
      t(`errors.${key}`, field === 'actions' ? undefined : { max: MAX[field] }),
  });
  const { id, draft, change } = form;

  // A new rule for a product with a term of its own subscribes for that term.
  const chooseProduct = (productId: string) => {
    const product = choices?.products.find((item) => item.id === productId);
    const term = product ? productMonths(product) : null;
    change(term && !automation ? { productId, months: String(term) } : { productId });
  };

  return (
    <DialogForm
      className="commerce-dialog"
      title={automation ? t('editTitle', { name: automation.name }) : t('newTitle')}
      description={t('dialogDescription')}
      form={form}
      {...saveButtons(t)}
      onClosed={save.closed}
    >
      <DialogTextField form={form} field="name" label={t('name')} />
      <div className="commerce-field-row">
        <DialogSelect
          id={`${id}-trigger`}
          label={t('trigger')}
          value={draft.trigger}
          onChange={(trigger) => change({ trigger: trigger as AutomationInput['trigger'] })}
        >
          <option value="paid">{t('triggers.paid')}</option>
          <option value="refunded">{t('triggers.refunded')}</option>
        </DialogSelect>
        <DialogSelect
          id={`${id}-product`}
          label={t('product')}
          value={draft.productId}
          onChange={chooseProduct}
        >
          <option value="">{t('anyProduct')}</option>
          <NamedOptions
            items={choices?.products ?? []}
            lang={(product) => langOf(product.language)}
          />
        </DialogSelect>
      </div>
      <AutomationActionsFields
        form={form}
        courses={choices?.courses ?? []}
        coaches={choices?.coaches ?? []}
      />
      <Choice
        type="checkbox"
        className="commerce-choice"
        checked={draft.active}
        onChange={(active) => change({ active })}
      >
        <span>{t('active')}</span>
      </Choice>
    </DialogForm>
  );
}
