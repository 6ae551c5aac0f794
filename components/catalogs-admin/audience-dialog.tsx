'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { Input } from '@/components/forms/native-fields';
import { DialogForm } from '@/components/modals/dialog-form';
import { useDraftForm } from '@/components/modals/dialog-form-draft';
import { useModals } from '@/components/modals/modal-queue';
import type { AdminCatalog, CatalogsBoard } from '@/lib/resources/catalogs-admin';
import { type CatalogInput, updateCatalog } from '@/lib/resources/catalogs-admin';

/** A copy of `set` with `value` in it or not. */
const toggled = (set: Set<string>, value: string, on: boolean) => {
  const next = new Set(set);
  if (on) next.add(value);
  else next.delete(value);
  return next;
};

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
      roles: new Set(catalog.audienceRoles),
      entities: new Set(catalog.audienceEntityIds),
    }),
    fields: ['audience'],
    parse: ({ everyone, roles, entities }) =>
      !everyone && roles.size === 0 && entities.size === 0
        ? { input: null, errors: { audience: 'audience.chooseOne' } }
        : {
            input: {
              audienceRoles: everyone ? [] : [...roles],
              audienceEntityIds: everyone ? [] : [...entities],
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
      <fieldset className="catalogs-fieldset">
        <legend>{t('audience.who')}</legend>
        <label className="catalogs-choice">
          <Input
            type="radio"
            name={`${form.id}-who`}
            checked={everyone}
            onChange={() => form.change({ everyone: true })}
          />
          {t('audience.everyone')}
        </label>
        <label className="catalogs-choice">
          <Input
            type="radio"
            name={`${form.id}-who`}
            checked={!everyone}
            onChange={() => form.change({ everyone: false })}
          />
          {t('audience.specific')}
        </label>
      </fieldset>
      {!everyone && (
        <>
          <fieldset className="catalogs-fieldset">
            <legend>{t('audience.roles')}</legend>
            {board.roles.map((role) => (
              <label key={role} className="catalogs-choice">
                <Input
                  type="checkbox"
                  checked={roles.has(role)}
                  onChange={(event) =>
                    form.change({ roles: toggled(roles, role, event.target.checked) })
                  }
                />
                {t.has(`roles.${role}`) ? t(`roles.${role}`) : role}
              </label>
            ))}
          </fieldset>
          <fieldset className="catalogs-fieldset">
            <legend>{t('audience.entities')}</legend>
            {board.entities.map((entity) => (
              <label key={entity.id} className="catalogs-choice">
                <Input
                  type="checkbox"
                  checked={entities.has(entity.id)}
                  onChange={(event) =>
                    form.change({ entities: toggled(entities, entity.id, event.target.checked) })
                  }
                />
                {entity.name}
              </label>
            ))}
          </fieldset>
        </>
      )}
    </DialogForm>
  );
}
