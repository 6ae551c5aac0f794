'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { Input, NativeSelect, Textarea } from '@/components/forms/native-fields';
import { usePartLanguage } from '@/components/i18n/marked-names';
import { DialogForm } from '@/components/modals/dialog-form';
import { FieldError } from '@/components/modals/dialog-form-draft';
import { useModals } from '@/components/modals/modal-queue';
import { showToast } from '@/components/ui/show-toast';
import {
  type AutomationInput,
  automationsQuery,
  commerceKeys,
  type OrderAutomation,
  saveAutomation,
} from '@/lib/resources/commerce';
import { refusalTexts } from '@/lib/validation/form-response';
import {
  AUTOMATION_MESSAGE_MAX,
  AUTOMATION_NAME_MAX,
  productMonths,
  SUBSCRIPTION_MONTHS_MAX,
} from '@/shared/commerce/automations';
import '@/components/forms/forms.css';

type Field = 'name' | 'actions' | 'months' | 'message';

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
  const id = useId();
  const choices = useQuery(automationsQuery()).data;
  const [name, setName] = useState(automation?.name ?? '');
  const [trigger, setTrigger] = useState<AutomationInput['trigger']>(automation?.trigger ?? 'paid');
  const [productId, setProductId] = useState(automation?.productId ?? '');
  const [courseIds, setCourseIds] = useState<string[]>(
    automation?.courses.map((course) => course.id) ?? [],
  );
  const [subscribe, setSubscribe] = useState(Boolean(automation?.subscriptionMonths));
  const [months, setMonths] = useState(String(automation?.subscriptionMonths ?? 12));
  const [coachId, setCoachId] = useState(automation?.coachId ?? '');
  const [message, setMessage] = useState(automation?.message ?? '');
  const [active, setActive] = useState(automation?.active ?? true);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const save = useOptimisticMutation({
    queryKey: commerceKeys.automations(),
    mutationFn: (input: AutomationInput) => saveAutomation(automation?.id ?? null, input),
    // Every field of this form is checked before sending: what the API refuses goes on top.
    errors: (error) => setGeneral(refusalTexts(error, {}, t('failed')).general),
  });
  const submitting = save.isPending;
  const saved = useRef<OrderAutomation | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const monthsRef = useRef<HTMLInputElement>(null);
  const actionsRef = useRef<HTMLInputElement>(null);

  const chooseProduct = (next: string) => {
    setProductId(next);
    const product = choices?.products.find((item) => item.id === next);
    const term = product ? productMonths(product) : null;
    if (term && !automation) setMonths(String(term));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setGeneral(null);
    const found: Partial<Record<Field, string>> = {};
    const trimmed = name.trim();
    if (!trimmed) found.name = t('errors.nameRequired');
    else if ([...trimmed].length > AUTOMATION_NAME_MAX) {
      found.name = t('errors.nameTooLong', { max: AUTOMATION_NAME_MAX });
    }
    const monthCount = Number(months.trim());
    if (
      subscribe &&
      (!/^\d+$/.test(months.trim()) || monthCount < 1 || monthCount > SUBSCRIPTION_MONTHS_MAX)
    ) {
      found.months = t('errors.monthsRange', { max: SUBSCRIPTION_MONTHS_MAX });
    }
    if ([...message.trim()].length > AUTOMATION_MESSAGE_MAX) {
      found.message = t('errors.messageTooLong', { max: AUTOMATION_MESSAGE_MAX });
    }
    if (courseIds.length === 0 && !subscribe && !coachId && !message.trim()) {
      found.actions = t('errors.nothingToDo');
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() =>
        (found.name
          ? nameRef
          : found.actions
            ? actionsRef
            : found.months
              ? monthsRef
              : nameRef
        ).current?.focus(),
      );
      return;
    }
    save.mutate(
      {
        name: trimmed,
        trigger,
        productId: productId || null,
        courseIds,
        subscriptionMonths: subscribe ? monthCount : null,
        coachId: coachId || null,
        message: message.trim(),
        active,
      },
      {
        onSuccess: (result) => {
          saved.current = result;
          showToast({
            scheme: 'success',
            message: t(automation ? 'saved' : 'created', { name: trimmed }),
          });
          modals.close(modalId);
        },
      },
    );
  };
  const errorId = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <DialogForm
      className="commerce-dialog"
      title={automation ? t('editTitle', { name: automation.name }) : t('newTitle')}
      description={t('dialogDescription')}
      form={{ handleSubmit: submit, submitting, generalError: general }}
      submit={t('save')}
      busy={t('saving')}
      cancel={t('cancel')}
      onClosed={() => onClosed(saved.current)}
    >
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('name')}</label>
        <Input
          ref={nameRef}
          id={`${id}-name`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="off"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errorId('name')}
        />
        <FieldError id={errorId('name')} message={errors.name ?? null} />
      </div>
      <div className="commerce-field-row">
        <div className="field">
          <label htmlFor={`${id}-trigger`}>{t('trigger')}</label>
          <NativeSelect
            id={`${id}-trigger`}
            value={trigger}
            onChange={(event) => setTrigger(event.target.value as AutomationInput['trigger'])}
          >
            <option value="paid">{t('triggers.paid')}</option>
            <option value="refunded">{t('triggers.refunded')}</option>
          </NativeSelect>
        </div>
        <div className="field">
          <label htmlFor={`${id}-product`}>{t('product')}</label>
          <NativeSelect
            id={`${id}-product`}
            value={productId}
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
      <fieldset
        className="commerce-choices"
        aria-describedby={[`${id}-actions-hint`, errorId('actions')].filter(Boolean).join(' ')}
      >
        <legend>{t('actions')}</legend>
        <p id={`${id}-actions-hint`} className="field-hint">
          {t('actionsHint')}
        </p>
        <fieldset>
          <legend>{t('enrolIn')}</legend>
          <ul className="commerce-checklist">
            {choices?.courses.map((course, index) => (
              <li key={course.id}>
                <label>
                  <Input
                    ref={index === 0 ? actionsRef : undefined}
                    type="checkbox"
                    checked={courseIds.includes(course.id)}
                    onChange={(event) =>
                      setCourseIds((current) =>
                        event.target.checked
                          ? [...current, course.id]
                          : current.filter((item) => item !== course.id),
                      )
                    }
                  />
                  <span>{course.title}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <label className="commerce-choice">
          <Input
            type="checkbox"
            checked={subscribe}
            onChange={(event) => setSubscribe(event.target.checked)}
          />
          <span>{t('subscription')}</span>
        </label>
        {subscribe && (
          <div className="field commerce-narrow">
            <label htmlFor={`${id}-months`}>{t('months')}</label>
            <Input
              ref={monthsRef}
              id={`${id}-months`}
              inputMode="numeric"
              value={months}
              onChange={(event) => setMonths(event.target.value)}
              autoComplete="off"
              aria-invalid={errors.months ? true : undefined}
              aria-describedby={errorId('months')}
            />
            <FieldError id={errorId('months')} message={errors.months ?? null} />
          </div>
        )}
        <div className="field">
          <label htmlFor={`${id}-coach`}>{t('coach')}</label>
          <NativeSelect
            id={`${id}-coach`}
            value={coachId}
            onChange={(event) => setCoachId(event.target.value)}
            aria-describedby={`${id}-coach-hint`}
          >
            <option value="">{t('noCoach')}</option>
            {choices?.coaches.map((coach) => (
              <option key={coach.id} value={coach.id}>
                {coach.name}
              </option>
            ))}
          </NativeSelect>
          <p id={`${id}-coach-hint`} className="field-hint">
            {t('coachHint')}
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-message`}>{t('message')}</label>
          <Textarea
            id={`${id}-message`}
            value={message}
            rows={3}
            onChange={(event) => setMessage(event.target.value)}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={[`${id}-message-hint`, errorId('message')].filter(Boolean).join(' ')}
          />
          <p id={`${id}-message-hint`} className="field-hint">
            {t('messageHint')}
          </p>
          <FieldError id={errorId('message')} message={errors.message ?? null} />
        </div>
        <FieldError id={errorId('actions')} message={errors.actions ?? null} />
      </fieldset>
      <label className="commerce-choice">
        <Input
          type="checkbox"
          checked={active}
          onChange={(event) => setActive(event.target.checked)}
        />
        <span>{t('active')}</span>
      </label>
    </DialogForm>
  );
}
