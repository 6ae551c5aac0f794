'use client';

import { act, fireEvent, screen } from '@testing-library/react';
import { describedTexts } from './dialog.test-support';

/*
 * What the DOM tests of forms (in a dialog or on a page) do alike: type into a labelled field,
 * let a submit's promises land, and read what describes a field. A client module, as it reads
 * describedTexts from the dialogs' client test support.
 */

/** Lets pending promises and timers of up to `ms` run, inside act: a submit's answer lands. */
export const settle = (ms = 0) =>
  act(async () => new Promise((resolve) => setTimeout(resolve, ms)));

/** Puts `value` in the field labelled `label`, in one change (as a paste would). */
export const typeInto = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The texts the field labelled `label` is described by (hint and messages), in order. */
export const descriptionOf = (label: string) => describedTexts(screen.getByLabelText(label));

/**
 * An autosave form's edit: types into a field and leaves it for the next one (leaving saves at
 * once), then lets the save's answer land.
 */
export async function typeAndLeave(label: string, value: string, next: string) {
  const field = screen.getByLabelText<HTMLInputElement>(label);
  field.focus();
  fireEvent.change(field, { target: { value } });
  act(() => screen.getByLabelText<HTMLInputElement>(next).focus());
  await settle(20);
}

/** Moves focus to a field: the one left saves at once; its answer lands. */
export async function leaveFor(label: string) {
  act(() => screen.getByLabelText<HTMLInputElement>(label).focus());
  await settle(20);
}
