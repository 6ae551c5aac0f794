'use client';

import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ApiError } from '@/lib/api/errors';
import { renderWithProviders, testQueryClient } from '@/tests/support/render-with-providers';
import type { DraftFieldsForm } from './dialog-fields';
import { useDraftForm } from './dialog-form-draft';
import { type ModalApi, useModals } from './modal-queue';

/*
 * What the dialogs' DOM tests do alike: open a dialog in the modal queue or from its screen,
 * and read what describes a control. (Load '@/components/modals/modal-host' in a beforeAll
 * first: the app loads it on demand.) A client module, as it uses the modal queue's hook.
 */

/** The texts of what a control's aria-describedby names, in order (undefined: no such element). */
export const describedTexts = (control: Element) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);

let grabbed: ModalApi | null = null;
/** Hands the test the modal queue it renders in. */
function Grab() {
  grabbed = useModals();
  return null;
}

/**
 * Opens `render` in the modal queue under `modalId` (with `queryClient`, if given); resolves to
 * the dialog named `name`.
 */
export function openInModalQueue(
  modalId: string,
  render: () => ReactNode,
  name: string | RegExp,
  queryClient?: QueryClient,
) {
  renderWithProviders(<Grab />, { queryClient });
  act(() => grabbed?.open(modalId, render));
  return screen.findByRole('dialog', { name });
}

/**
 * Renders a screen with `data` under `queryKey` (as the server prefetched it: the list is there
 * at once), presses the button named `button` and resolves to it and the dialog named `title`.
 */
export async function openFromScreen(
  ui: ReactElement,
  {
    queryKey,
    data,
    button,
    title,
  }: { queryKey: QueryKey; data: unknown; button: string; title: string },
) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKey, data);
  renderWithProviders(ui, { queryClient });
  const opener = screen.getByRole('button', { name: button });
  fireEvent.click(opener);
  const dialog = await screen.findByRole('dialog', { name: title });
  return { opener, dialog };
}

/** A 422 as the API answers it: a message per attribute (named as the API names it), then the rest. */
export const refusal = (fields: Record<string, string>, ...general: string[]) =>
  new ApiError(422, [
    ...Object.entries(fields).map(([attribute, detail]) => ({
      status: '422',
      detail,
      source: { pointer: `/data/attributes/${attribute}` },
    })),
    ...general.map((detail) => ({ status: '422', detail })),
  ]);

/**
 * A draft form to try field parts in: every draft key is a field; `refuse` gives a message key
 * per refused field (its message reads "field key"), an accepted draft goes to `sent`. The
 * fields are `children`'s, a Save button follows them.
 */
export function TestDraftForm<D extends object>({
  initial,
  refuse,
  sent = [],
  children,
}: {
  initial: D;
  refuse: (draft: D) => Partial<Record<keyof D & string, string>> | null;
  sent?: D[];
  children: (form: DraftFieldsForm<keyof D & string, D>) => ReactNode;
}) {
  const form = useDraftForm({
    initial: () => initial,
    fields: Object.keys(initial) as (keyof D & string)[],
    parse: (draft: D) => {
      const errors = refuse(draft);
      return errors ? { input: null, errors } : { input: draft, errors: null };
    },
    send: async (input) => {
      sent.push(input);
    },
    keyText: (field, key) => `${field} ${key}`,
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      {children(form)}
      <button type="submit">Save</button>
    </form>
  );
}
