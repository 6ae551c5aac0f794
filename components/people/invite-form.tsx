'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { QueryPending } from '@/components/errors/error-panel';
import { FormError } from '@/components/forms/form-error';
import { CheckboxChoices, DialogFieldset } from '@/components/modals/dialog-choices';
import {
  controlIdOf,
  DialogSelect,
  DialogTextField,
  NamedOptions,
} from '@/components/modals/dialog-fields';
import { FieldError, useDraftForm } from '@/components/modals/dialog-form-draft';
import { roleName } from '@/lib/access/role-names';
import { languageName } from '@/lib/i18n/language-name';
import { type Invitee, parseInvitees } from '@/lib/people/invitee-list';
import {
  invitePeople,
  type PeopleChoices,
  peopleChoicesQuery,
  peopleKeys,
  type InviteResults as Results,
} from '@/lib/resources/people';
import type { FormMessage } from '@/lib/validation/form-types';
import { PEOPLE_LIMITS } from '@/shared/accounts/people-limits';
import { InviteResults } from './invite-results';
import '@/components/forms/forms.css';

type Field = 'addresses' | 'entityId' | 'roles' | 'locale';
type Draft = { addresses: string; entityId: string; roles: string[]; locale: string };
type Input = { invitees: Invitee[]; entityId: string; roles: string[]; locale: string };

function parseDraft(draft: Draft) {
  const invitees = parseInvitees(draft.addresses);
  const errors: Partial<Record<Field, string>> = {};
  if (invitees.length === 0) errors.addresses = 'addresses';
  else if (invitees.length > PEOPLE_LIMITS.maxInvitations) errors.addresses = 'tooMany';
  if (!draft.entityId) errors.entityId = 'entity';
  if (draft.roles.length === 0) errors.roles = 'roles';
  if (Object.keys(errors).length > 0) return { input: null, errors };
  const { addresses: _, ...rest } = draft;
  return { input: { ...rest, invitees } as Input, errors: null };
}

/** useDraftForm's general error as FormError takes it (a message, a text, or none). */
export const generalMessage = (error: FormMessage | string | null): FormMessage | null =>
  typeof error === 'string' ? (error ? { text: error } : null) : error;

/**
 * "Invite people" (issue 43, item 2): addresses, one organisation, the roles (only those the
 * viewer may give) and the language of the accounts and mails; then a result per address. What
 * was typed stays when sending fails; the addresses go once they were sent.
 */
export function InviteForm() {
  const choices = useQuery(peopleChoicesQuery());
  if (!choices.data) return <QueryPending query={choices} />;
  return <InviteFormFields choices={choices.data} />;
}

function InviteFormFields({ choices }: { choices: PeopleChoices }) {
  const t = useTranslations('people.invitations.form');
  const common = useTranslations('common');
  const locale = useLocale();
  const client = useQueryClient();
  const [results, setResults] = useState<Results | null>(null);
  const primary = choices.languages.find((l) => l.is_primary)?.locale ?? '';
  const form = useDraftForm<Field, Draft, Input>({
    initial: () => ({
      addresses: '',
      entityId: '',
      roles: choices.roles.includes('student') ? ['student'] : [],
      locale: primary,
    }),
    fields: ['addresses', 'entityId', 'roles', 'locale'],
    parse: parseDraft,
    send: async (input) => {
      const sent = await invitePeople(input);
      setResults(sent);
      form.change({ addresses: '' });
      await client.invalidateQueries({ queryKey: peopleKeys.invitations() });
    },
    failedText: t('failed'),
    apiFields: { invitees: 'addresses', entity_id: 'entityId', roles: 'roles', locale: 'locale' },
    keyText: (_field, key) => t(`errors.${key}`, { max: PEOPLE_LIMITS.maxInvitations }),
  });
  return (
    <section className="people-invite kit-stack" aria-labelledby={`${form.id}-heading`}>
      <h2 id={`${form.id}-heading`}>{t('heading')}</h2>
      <form className="form people-form" onSubmit={form.handleSubmit} noValidate>
        <FormError message={generalMessage(form.generalError)} />
        <DialogTextField
          form={form}
          field="addresses"
          label={t('addresses')}
          hint={t('addressesHint', { max: PEOPLE_LIMITS.maxInvitations })}
          rows={5}
          spellCheck={false}
        />
        <DialogSelect
          id={controlIdOf(form.id, 'entityId')}
          label={t('entity')}
          value={form.draft.entityId}
          onChange={(entityId) => form.change({ entityId })}
          aria-invalid={form.invalid('entityId')}
          aria-describedby={form.describedBy('entityId')}
          error={<FieldError id={form.errorId('entityId')} message={form.messageOf('entityId')} />}
        >
          <option value="">{t('chooseEntity')}</option>
          <NamedOptions items={choices.entities} />
        </DialogSelect>
        <DialogFieldset
          form={form}
          field="roles"
          className="kit-fieldset kit-stack"
          legend={t('roles')}
          hint={t('rolesHint')}
        >
          <CheckboxChoices
            listClassName="people-role-choices"
            className="people-choice"
            choices={choices.roles.map((role) => ({ id: role, label: roleName(role, common) }))}
            chosen={form.draft.roles}
            onChange={(roles) => form.change({ roles })}
            firstRef={form.bind('roles')}
            invalid={form.invalid('roles')}
          />
        </DialogFieldset>
        <DialogSelect
          id={controlIdOf(form.id, 'locale')}
          label={t('language')}
          value={form.draft.locale}
          onChange={(locale) => form.change({ locale })}
        >
          {choices.languages.map((language) => (
            <option key={language.locale} value={language.locale}>
              {languageName(language.locale, locale)}
            </option>
          ))}
        </DialogSelect>
        <div>
          <button type="submit" className="button button-primary" disabled={form.submitting}>
            {form.submitting ? t('busy') : t('submit')}
          </button>
        </div>
      </form>
      {results && <InviteResults results={results} />}
    </section>
  );
}
