'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { FormError } from '@/components/forms/form-error';
import { resultOfError } from '@/components/forms/form-result';
import { Input } from '@/components/forms/native-fields';
import { useModals } from '@/components/modals/modal-queue';
import type { AdminCatalog, CatalogsBoard } from '@/lib/resources/catalogs-admin';
import { type CatalogInput, updateCatalog } from '@/lib/resources/catalogs-admin';

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
  const id = useId();
  const saved = useRef(false);
  const [everyone, setEveryone] = useState(
    catalog.audienceRoles.length === 0 && catalog.audienceEntityIds.length === 0,
  );
  const [roles, setRoles] = useState(new Set(catalog.audienceRoles));
  const [entities, setEntities] = useState(new Set(catalog.audienceEntityIds));
  const [error, setError] = useState<string | null>(null);
  // Closing with `saved` lets the board refetch: nothing to refetch here.
  const save = useOptimisticMutation<CatalogInput>({
    mutationFn: (audience) => updateCatalog(catalog.id, audience),
    errors: (failure) =>
      setError(
        resultOfError(failure)
          .errors?.map((e) => e.detail)
          .filter(Boolean)
          .join('\n') || t('audience.failed'),
      ),
  });
  const pending = save.isPending;

  const toggle = (set: Set<string>, value: string, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(value);
    else next.delete(value);
    return next;
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!everyone && roles.size === 0 && entities.size === 0) {
      setError(t('audience.chooseOne'));
      return;
    }
    setError(null);
    const audience = {
      audienceRoles: everyone ? [] : [...roles],
      audienceEntityIds: everyone ? [] : [...entities],
    };
    save.mutate(audience, {
      onSuccess: () => {
        saved.current = true;
        modals.close(modalId);
      },
    });
  };
  const keepOpen = (event: Event) => {
    if (pending) event.preventDefault();
  };

  return (
    <Dialog.Content
      className="modal-dialog catalogs-audience-dialog"
      onEscapeKeyDown={keepOpen}
      onInteractOutside={keepOpen}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        onClosed(saved.current);
      }}
    >
      <Dialog.Title>{t('audience.title', { name: catalog.name })}</Dialog.Title>
      <Dialog.Description>{t('audience.description')}</Dialog.Description>
      <form className="form" onSubmit={submit} noValidate aria-busy={pending}>
        <FormError message={error ? { text: error } : null} />
        <fieldset className="catalogs-fieldset">
          <legend>{t('audience.who')}</legend>
          <label className="catalogs-choice">
            <Input
              type="radio"
              name={`${id}-who`}
              checked={everyone}
              onChange={() => setEveryone(true)}
            />
            {t('audience.everyone')}
          </label>
          <label className="catalogs-choice">
            <Input
              type="radio"
              name={`${id}-who`}
              checked={!everyone}
              onChange={() => setEveryone(false)}
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
                    onChange={(event) => setRoles(toggle(roles, role, event.target.checked))}
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
                      setEntities(toggle(entities, entity.id, event.target.checked))
                    }
                  />
                  {entity.name}
                </label>
              ))}
            </fieldset>
          </>
        )}
        <div className="modal-actions">
          <Dialog.Close className="button" disabled={pending}>
            {t('cancel')}
          </Dialog.Close>
          <button type="submit" className="button button-primary" disabled={pending}>
            {pending ? t('saving') : t('audience.save')}
          </button>
        </div>
      </form>
    </Dialog.Content>
  );
}
