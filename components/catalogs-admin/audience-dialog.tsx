'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { CheckboxChoices, RadioChoices } from '@/components/modals/dialog-choices';
import { DialogForm } from '@/components/modals/dialog-form';
import { useDraftForm } from '@/components/modals/dialog-form-draft';
import { useModals } from '@/components/modals/modal-queue';
import type { AdminCatalog, CatalogsBoard } from '@/lib/resources/catalogs-admin';
import { type CatalogInput, updateCatalog } from '@/lib/resources/catalogs-admin';

/** Everyone, or the chosen roles and entities. */
const WHO = ['everyone', 'specific'] as const;

/**
 * Who sees a catalog: everyone (guests included), or only accounts with one of the chosen roles
 * or of one of the chosen entities — what the student catalog applies.
 */
export function AudienceDialog({
  catalog,
  board,
  modalId,
  onClosed,
}: {
  catalog: AdminCatalog;
  board: CatalogsBoard;
  modalId: string;
  onClosed: (saved: boolean) => void;
}) {
  const t = useTranslations('catalogsAdmin');
  const modals = useModals();
  const saved = useRef(false);
  // The choice as a whole is checked: "choose one" is said above the form, like a refusal.
  // Closing with `saved` lets the board refetch: nothing to refetch here.
  const form = useDraftForm({
    initial: () => ({
      everyone: catalog.audienceRoles.length === 0 && catalog.audienceEntityIds.length === 0,
      roles: [...catalog.audienceRoles],
      entities: [...catalog.audienceEntityIds],
    }),
    fields: ['audience'],
    parse: ({ everyone, roles, entities }) =>
      !everyone && roles.length === 0 && entities.length === 0
        ? { input: null, errors: { audience: 'audience.chooseOne' } }
        : {
            input: {
              audienceRoles: everyone ? [] : roles,
              audienceEntityIds: everyone ? [] : entities,
            } satisfies CatalogInput,
            errors: null,
          },
    send: async (audience) => {
      await updateCatalog(catalog.id, audience);
      saved.current = true;
      modals.close(modalId);
    },
    keyText: (_field, key) => t(key),
    failedText: t('audience.failed'),
  });
  const { everyone, roles, entities } = form.draft;

  return (
    <DialogForm
      className="catalogs-audience-dialog"
      title={t('audience.title', { name: catalog.name })}
      description={t('audience.description')}
      form={{ ...form, generalError: form.messageOf('audience') ?? form.generalError }}
      submit={t('audience.save')}
      busy={t('saving')}
      cancel={t('cancel')}
      onClosed={() => onClosed(saved.current)}
    >
      <fieldset className="catalogs-fieldset kit-box">
        <legend>{t('audience.who')}</legend>
        <RadioChoices
          name={`${form.id}-who`}
          className="catalogs-choice"
          choices={WHO}
          value={everyone ? 'everyone' : 'specific'}
          onChange={(who) => form.change({ everyone: who === 'everyone' })}
          label={(who) => t(`audience.${who}`)}
        />
      </fieldset>
      {!everyone && (
        <>
          <fieldset className="catalogs-fieldset kit-box">
            <legend>{t('audience.roles')}</legend>
            <CheckboxChoices
              className="catalogs-choice"
              choices={board.roles.map((role) => ({
                id: role,
                label: t.has(`roles.${role}`) ? t(`roles.${role}`) : role,
              }))}
              chosen={roles}
              onChange={(next) => form.change({ roles: next })}
            />
          </fieldset>
          <fieldset className="catalogs-fieldset kit-box">
            <legend>{t('audience.entities')}</legend>
            <CheckboxChoices
              className="catalogs-choice"
              choices={board.entities.map(({ id, name }) => ({ id, label: name }))}
              chosen={entities}
              onChange={(next) => form.change({ entities: next })}
            />
          </fieldset>
        </>
      )}
    </DialogForm>
  );
}
