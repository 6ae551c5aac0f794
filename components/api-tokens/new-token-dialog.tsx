'use client';

import { useTranslations } from 'next-intl';
import { DateField } from '@/components/forms/date-field';
import { CheckboxChoices, DialogFieldset } from '@/components/modals/dialog-choices';
import { DialogField, DialogTextField } from '@/components/modals/dialog-fields';
import { DialogForm } from '@/components/modals/dialog-form';
import { FieldError, useDraftForm } from '@/components/modals/dialog-form-draft';
import { type RecordDialogProps, useRecordSave } from '@/components/modals/use-record-save';
import {
  API_TOKEN_NAME_MAX,
  type ApiTokenField,
  apiTokenDraftOf,
  parseApiTokenDraft,
} from '@/lib/integrations/api-token-draft';
import { type ApiToken, apiTokenKeys, createApiToken } from '@/lib/resources/api-tokens';
import {
  API_TOKEN_MAX_DAYS,
  API_TOKEN_SCOPES,
  SCOPE_DOMAINS,
} from '@/shared/integrations/api-token-scopes';
import '@/components/forms/forms.css';

const FIELDS: readonly ApiTokenField[] = ['name', 'scopes', 'expiresOn'];
const API_FIELDS: Record<string, ApiTokenField> = {
  name: 'name',
  scopes: 'scopes',
  expires_on: 'expiresOn',
};

/**
 * New token (issue 42): a name saying which system holds it, its scopes (read or write per
 * domain; write includes read) and its last day. The token itself is shown once, after saving,
 * by CreatedTokenDialog.
 */
export function NewTokenDialog({ modalId, onClosed }: RecordDialogProps<ApiToken>) {
  const t = useTranslations('apiTokens');
  const save = useRecordSave({ modalId, onClosed });
  const form = useDraftForm({
    initial: () => apiTokenDraftOf(),
    fields: FIELDS,
    parse: (draft) => parseApiTokenDraft(draft),
    send: async (input) => {
      const made = await createApiToken(input);
      return save.done(made, t('created', { name: made.name }), [apiTokenKeys.all()]);
    },
    failedText: t('failed'),
    apiFields: API_FIELDS,
    keyText: (_field, key) =>
      t(`errors.${key}`, { max: API_TOKEN_NAME_MAX, days: API_TOKEN_MAX_DAYS }),
  });
  const { id, draft, change, bind, describedBy, invalid } = form;

  return (
    <DialogForm
      className="api-tokens-dialog"
      title={t('newTitle')}
      description={t('dialogDescription')}
      form={form}
      submit={t('make')}
      busy={t('making')}
      cancel={t('cancel')}
      onClosed={save.closed}
    >
      <DialogTextField
        form={form}
        field="name"
        label={t('fields.name')}
        hint={t('fields.nameHint')}
        autoComplete="off"
      />
      <DialogFieldset
        form={form}
        field="scopes"
        className="api-tokens-scopes-field"
        legend={t('fields.scopes')}
        hint={t('fields.scopesHint')}
      >
        <CheckboxChoices
          listClassName="api-tokens-checklist"
          choices={API_TOKEN_SCOPES.map((scope) => ({
            id: scope,
            label: <span>{t(`scopes.${scope.replace(':', '_')}` as 'scopes.accounts_read')}</span>,
          }))}
          chosen={draft.scopes}
          onChange={(scopes) => change({ scopes: scopes as typeof draft.scopes }, ['scopes'])}
          firstRef={bind('scopes')}
          invalid={invalid('scopes') || undefined}
        />
        <p className="field-hint">{t('fields.domains', { count: SCOPE_DOMAINS.length })}</p>
      </DialogFieldset>
      <DialogField controlId={`${id}-expires`} label={t('fields.expiresOn')}>
        <DateField
          inputRef={bind('expiresOn')}
          id={`${id}-expires`}
          value={draft.expiresOn}
          onChange={(value) => change({ expiresOn: value })}
          aria-invalid={invalid('expiresOn')}
          aria-describedby={describedBy('expiresOn', `${id}-expires-hint`)}
        />
      </DialogField>
      <p id={`${id}-expires-hint`} className="field-hint">
        {t('fields.expiresHint', { days: API_TOKEN_MAX_DAYS })}
      </p>
      <FieldError id={form.errorId('expiresOn')} message={form.messageOf('expiresOn')} />
    </DialogForm>
  );
}
