'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { CheckboxChoices, Choice, DialogFieldset } from '@/components/modals/dialog-choices';
import { DialogTextField, type DraftFieldsForm } from '@/components/modals/dialog-fields';
import {
  WEBHOOK_EVENT_GROUPS,
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
} from '@/shared/integrations/webhook-events';
import {
  allEventsState,
  ENDPOINT_DESCRIPTION_MAX,
  type EndpointDraft,
  type EndpointField,
  eventsInOrder,
} from './endpoint-draft';

type EndpointForm = DraftFieldsForm<EndpointField, EndpointDraft>;

/**
 * The endpoint's fields, the same in the Add endpoint dialog and on its settings: the address,
 * a description, and the events it gets (a fieldset per group, and All events).
 */
export function EndpointFields({ form }: { form: EndpointForm }) {
  const t = useTranslations('webhooks.fields');
  return (
    <>
      <DialogTextField
        form={form}
        field="url"
        label={t('url')}
        hint={t('urlHint')}
        inputMode="url"
        spellCheck={false}
        placeholder="https://"
      />
      <DialogTextField
        form={form}
        field="description"
        label={t('description')}
        hint={t('descriptionHint', { max: ENDPOINT_DESCRIPTION_MAX })}
      />
      <EventChoices form={form} />
    </>
  );
}

/** The event types, grouped as WEBHOOK_EVENT_GROUPS says, each with its name and its `type`. */
function EventChoices({ form }: { form: EndpointForm }) {
  const t = useTranslations('webhooks');
  const chosen = form.draft.events;
  const choose = (events: readonly string[]) =>
    form.change({ events: eventsInOrder(events) }, ['events']);
  return (
    <DialogFieldset
      form={form}
      field="events"
      className="webhooks-events kit-fieldset"
      legend={t('fields.events')}
      hint={t('fields.eventsHint')}
    >
      <AllEventsBox
        chosen={chosen}
        onChange={(all) => choose(all ? WEBHOOK_EVENT_TYPES : [])}
        boxRef={form.bind('events')}
        invalid={form.invalid('events')}
      />
      {Object.entries(WEBHOOK_EVENT_GROUPS).map(([group, types]) => (
        <fieldset key={group} className="webhooks-event-group kit-fieldset">
          <legend>{t(`groups.${group}`)}</legend>
          <CheckboxChoices
            listClassName="webhooks-checklist kit-list"
            className="webhooks-choice"
            choices={types.map((type) => ({ id: type, label: <EventName type={type} /> }))}
            chosen={chosen}
            onChange={choose}
            invalid={form.invalid('events')}
          />
        </fieldset>
      ))}
    </DialogFieldset>
  );
}

/** An event type's name and, for whoever writes the receiver, the `type` its payload carries. */
export function EventName({ type }: { type: WebhookEventType }) {
  const t = useTranslations('webhooks.events');
  return (
    <span className="webhooks-event-name">
      {t(type)} <code>{type}</code>
    </span>
  );
}

/** "All events": checked when all are, mixed when some are; checking it chooses them all. */
function AllEventsBox({
  chosen,
  onChange,
  boxRef,
  invalid,
}: {
  chosen: readonly string[];
  onChange: (all: boolean) => void;
  boxRef: (element: HTMLElement | null) => void;
  invalid?: true;
}) {
  const t = useTranslations('webhooks.fields');
  const state = allEventsState(chosen);
  const box = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <Choice
      ref={(element: HTMLInputElement | null) => {
        box.current = element;
        boxRef(element);
      }}
      type="checkbox"
      className="webhooks-all-events"
      checked={state === 'all'}
      aria-invalid={invalid}
      onChange={onChange}
    >
      {t('allEvents')}
    </Choice>
  );
}
