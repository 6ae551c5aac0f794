'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { Input, NativeSelect } from '@/components/forms/native-fields';
import { usePartLanguage } from '@/components/i18n/marked-names';
import { DialogForm } from '@/components/modals/dialog-form';
import { FieldError, useDraftForm } from '@/components/modals/dialog-form-draft';
import { useModals } from '@/components/modals/modal-queue';
import { showToast } from '@/components/ui/show-toast';
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
}: {
  automation: OrderAutomation | null;
  modalId: string;
  onClosed: (saved: OrderAutomation | null) => void;
}) {
  const t = useTranslations('commerce.automations');
  const langOf = usePartLanguage();
  const modals = useModals();
  const client = useQueryClient();
  const choices = useQuery(automationsQuery()).data;
  const saved = useRef<OrderAutomation | null>(null);
  const form = useDraftForm({
    initial: () => automationDraftOf(automation),
    fields: AUTOMATION_FIELDS,
    parse: parseAutomationDraft,
    send: async (input: AutomationInput) => {
      saved.current = await saveAutomation(automation?.id ?? null, input);
      await client.invalidateQueries({ queryKey: commerceKeys.automations() });
      showToast({
        scheme: 'success',
        message: t(automation ? 'saved' : 'created', { name: input.name }),
      });
      modals.close(modalId);
    },
    failedText: t('failed'),
    apiFields: AUTOMATION_API_FIELDS,
    keyText: (field, key) =>
      t(`errors.${key}`, field === 'actions' ? undefined : { max: MAX[field] }),
  });
  const { id, draft, change, bind, errorId, describedBy, invalid, messageOf } = form;

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
      submit={t('save')}
      busy={t('saving')}
      cancel={t('cancel')}
      onClosed={() => onClosed(saved.current)}
    >
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('name')}</label>
        <Input
          ref={bind('name')}
          id={`${id}-name`}
          value={draft.name}
          onChange={(event) => change({ name: event.target.value })}
          autoComplete="off"
          aria-invalid={invalid('name')}
          aria-describedby={describedBy('name')}
        />
        <FieldError id={errorId('name')} message={messageOf('name')} />
      </div>
      <div className="commerce-field-row">
        <div className="field">
          <label htmlFor={`${id}-trigger`}>{t('trigger')}</label>
          <NativeSelect
            id={`${id}-trigger`}
            value={draft.trigger}
            onChange={(event) =>
              change({ trigger: event.target.value as AutomationInput['trigger'] })
            }
          >
            <option value="paid">{t('triggers.paid')}</option>
            <option value="refunded">{t('triggers.refunded')}</option>
          </NativeSelect>
        </div>
        <div className="field">
          <label htmlFor={`${id}-product`}>{t('product')}</label>
          <NativeSelect
            id={`${id}-product`}
            value={draft.productId}
            onChange={(event) => chooseProduct(event.target.value)}
          >
            <option value="">{t('anyProduct')}</option>
            {choices?.products.map((product) => (
              <option key={product.id} value={product.id} lang={langOf(product.language)}>
                {product.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <AutomationActionsFields
        form={form}
        courses={choices?.courses ?? []}
        coaches={choices?.coaches ?? []}
      />
      <label className="commerce-choice">
        <Input
          type="checkbox"
          checked={draft.active}
          onChange={(event) => change({ active: event.target.checked })}
        />
        <span>{t('active')}</span>
      </label>
    </DialogForm>
  );
}
