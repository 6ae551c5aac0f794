'use client';

import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { FieldBinding } from './field-binding';
import { type FieldConfig, useForm } from './use-form';

// Test support for the choice fields (Select, Dropdown, OptionPicker).

/**
 * A form of one field around the choice component `control` renders: "Save" submits it,
 * "Check" validates it, and its value shows as JSON (read it with `shownValue`).
 */
export function ChoiceForm({
  config,
  control,
}: {
  config: FieldConfig;
  control: (field: FieldBinding) => ReactNode;
}) {
  const form = useForm({ fields: { choice: config }, onSubmit: () => undefined });
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      {control(form.field('choice'))}
      <button type="submit">Save</button>
      <button type="button" onClick={() => form.validate()}>
        Check
      </button>
      <output data-testid="value">{JSON.stringify(form.values.choice)}</output>
    </form>
  );
}

/** The chosen value as JSON: `"coach"`, or `null` for none. */
export const shownValue = () => screen.getByTestId('value').textContent;
