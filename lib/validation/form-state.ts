import { isEmpty } from '@/shared/validation/empty';
import { createField, mapFields, revalidate, sameValue } from './form-fields';
import { generalError, isSuccessStatus, splitFieldErrors, UNPROCESSABLE } from './form-response';
import type { FormAction, FormConfig, FormState } from './form-types';

export function createFormState(config: FormConfig): FormState {
  const fields = Object.fromEntries(
    Object.entries(config.fields).map(([name, field]) => [name, createField(field)]),
  );
  return {
    fields: revalidate(fields, []),
    status: 'idle',
    generalError: null,
    feedback: config.feedback ?? 'standard',
    resetOnSuccess: config.resetOnSuccess ?? true,
  };
}

/**
 * The pure form reducer of spec §4. The hook around it runs the submit call after a 'submit'
 * that ends in status 'submitting', the validation-error handler after one that ends in
 * 'blocked', and dispatches the call's 'response'.
 */
export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'change': {
      const field = state.fields[action.field];
      if (!field) return state;
      const changed = {
        ...field,
        value: action.value,
        dirty: !sameValue(action.value, field.initial),
        serverMessages: [],
      };
      return { ...state, fields: revalidate({ ...state.fields, [action.field]: changed }, []) };
    }
    case 'blur': {
      // Tab through an empty field says nothing ("required" comes with the submit);
      // leaving what the person typed shows its mistake (is_email, min …). After a submit
      // every field is evaluated, and validates on each change.
      const field = state.fields[action.field];
      if (!field?.dirty || isEmpty(field.value)) return state;
      return { ...state, fields: revalidate(state.fields, [action.field]) };
    }
    case 'validate':
      return { ...state, fields: revalidate(state.fields, action.field ? [action.field] : 'all') };
    case 'submit': {
      if (state.status === 'submitting') return state; // a second click while the call runs
      const cleared = mapFields(state.fields, (field) => ({ ...field, serverMessages: [] }));
      const fields = revalidate(cleared, 'all');
      const blocked = Object.values(fields).some((field) => !field.valid);
      return { ...state, fields, generalError: null, status: blocked ? 'blocked' : 'submitting' };
    }
    case 'response':
      return applyResponse(state, action);
    case 'refuse': {
      const fields = mapFields(state.fields, (field, name) => {
        const messages = action.messages[name];
        return messages?.length
          ? { ...field, evaluated: true, serverMessages: [...messages] }
          : field;
      });
      return { ...state, fields: revalidate(fields, []), status: 'blocked' };
    }
    case 'clear': {
      const fields = mapFields(state.fields, (field, name) =>
        action.fields.includes(name) && field.serverMessages.length > 0
          ? { ...field, serverMessages: [] }
          : field,
      );
      return { ...state, fields: revalidate(fields, []) };
    }
    case 'reset':
      return resetForm(state);
  }
}

/** Spec §4: reset clears values (back to the initial ones), messages and errors. */
export function resetForm(state: FormState): FormState {
  const fields = mapFields(state.fields, (field) => ({
    ...field,
    value: field.initial,
    dirty: false,
    evaluated: false,
    serverMessages: [],
  }));
  return { ...state, fields: revalidate(fields, []), status: 'idle', generalError: null };
}

function applyResponse(
  state: FormState,
  { status, errors = [], fieldOf, general = true }: Extract<FormAction, { type: 'response' }>,
): FormState {
  // An answer speaks for the whole form: the messages of the one before it go.
  if (isSuccessStatus(status)) {
    if (state.resetOnSuccess) return { ...resetForm(state), status: 'success' };
    const fields = mapFields(state.fields, (field) => ({ ...field, serverMessages: [] }));
    return { ...state, fields: revalidate(fields, []), generalError: null, status: 'success' };
  }
  if (status !== UNPROCESSABLE) {
    return { ...state, status: 'error', generalError: general ? generalError(errors) : null };
  }
  const { byField, unclaimed } = splitFieldErrors(errors, fieldOf ?? Object.keys(state.fields));
  const fields = mapFields(state.fields, (field, name) => {
    const messages = byField[name];
    return messages
      ? { ...field, evaluated: true, serverMessages: messages }
      : { ...field, serverMessages: [] };
  });
  // A 422 no field claims still needs saying somewhere.
  const claimed = Object.keys(byField).length > 0;
  return {
    ...state,
    fields: revalidate(fields, []),
    status: 'error',
    generalError: unclaimed.length > 0 || !claimed ? generalError(unclaimed) : null,
  };
}

export function formValues(state: FormState): Record<string, unknown> {
  return Object.fromEntries(Object.entries(state.fields).map(([name, f]) => [name, f.value]));
}

export function isFormDirty(state: FormState): boolean {
  return Object.values(state.fields).some((field) => field.dirty);
}
