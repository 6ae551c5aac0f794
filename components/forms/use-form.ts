'use client';

import {
  type FormEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { fieldFeedback } from '@/lib/validation/form-feedback';
import { isSuccessStatus, UNPROCESSABLE } from '@/lib/validation/form-response';
import { createFormState, formReducer, formValues, isFormDirty } from '@/lib/validation/form-state';
import type { FormAction, FormMessage, FormState } from '@/lib/validation/form-types';
import type { FieldBinding } from './field-binding';
import { focusFirst } from './focus-field';
import { describeErrors, type FormResult, resultOfError } from './form-result';
import { isLeavingForSubmit } from './leaving-for-submit';
import { useDirtyEvent } from './use-dirty-event';
import type { UseFormOptions } from './use-form-options';

export type { FieldConfig, UseFormOptions } from './use-form-options';

/** A form over lib/validation's reducer: field bindings, submit with validation, server errors. */
export function useForm<K extends string>(options: UseFormOptions<K>) {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const [names] = useState(() => Object.keys(options.fields) as K[]);
  const [state, setState] = useState(() => createFormState(options));
  // The reducer runs on this copy so a handler can act on the state its own action produced.
  const store = useRef<FormState>(state);
  const dispatch = useCallback((action: FormAction) => {
    store.current = formReducer(store.current, action);
    setState(store.current);
    return store.current;
  }, []);

  const elements = useRef(new Map<string, HTMLElement>());
  const focusPending = useRef<K[] | null>(null);
  // After every commit, so the fields already show why they are invalid when focus lands.
  useEffect(() => {
    if (!focusPending.current) return;
    focusFirst(focusPending.current, elements.current);
    focusPending.current = null;
  });

  const dirty = isFormDirty(state);
  useDirtyEvent(dirty, (value) => latest.current.onDirtyChange?.(value));

  const trim = useCallback(
    (name: K) => {
      const value = store.current.fields[name]?.value;
      if (!latest.current.fields[name]?.trim || typeof value !== 'string') return;
      if (value.trim() !== value) dispatch({ type: 'change', field: name, value: value.trim() });
    },
    [dispatch],
  );

  /**
   * Puts a save's answer on the form as a submit's would be: a 422 on its fields, the rest
   * above the form. For a save that did not come from the submit (an autosave): no focus moves.
   */
  const answer = useCallback(
    (result: FormResult) => {
      const { apiFields, failures, describeError } = latest.current;
      return dispatch({
        type: 'response',
        status: result.status,
        errors: describeErrors(result.errors, describeError),
        ...(apiFields ? { fieldOf: apiFields } : {}),
        general: failures !== 'elsewhere',
      });
    },
    [dispatch],
  );

  const handleSubmit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (store.current.status === 'submitting') return;
      for (const name of names) trim(name);
      const submitted = dispatch({ type: 'submit' });
      const invalid = names.filter((name) => !submitted.fields[name]?.valid);
      if (submitted.status === 'blocked') {
        focusPending.current = invalid;
        latest.current.onValidationError?.(invalid);
        return;
      }
      const values = formValues(submitted) as Record<K, unknown>;
      const refusal = latest.current.check?.(values);
      const refused = names.filter((name) => refusal?.[name]);
      if (refusal && refused.length > 0) {
        const messages = Object.fromEntries(
          refused.map((name) => [name, [refusal[name] as FormMessage]]),
        );
        dispatch({ type: 'refuse', messages });
        focusPending.current = refused;
        latest.current.onValidationError?.(refused);
        return;
      }
      let result: FormResult;
      try {
        result = (await latest.current.onSubmit(values)) ?? { status: 200 };
      } catch (error) {
        result = { ...resultOfError(error), error };
      }
      const answered = answer(result);
      if (isSuccessStatus(result.status)) {
        latest.current.onSuccess?.(result, values);
        return;
      }
      if (result.status === UNPROCESSABLE) {
        focusPending.current = names.filter((name) => answered.fields[name]?.serverMessages.length);
      }
      latest.current.onError?.(result);
    },
    [answer, dispatch, names, trim],
  );

  const field = useFieldBindings<K>(state, dispatch, trim, elements.current);

  const reset = useCallback(() => dispatch({ type: 'reset' }), [dispatch]);
  /** Several fields at once; the refusal messages of `answered` go too (they were about these). */
  const setValues = useCallback(
    (next: Partial<Record<K, unknown>>, answered: readonly K[] = []) => {
      for (const [name, value] of Object.entries(next)) {
        dispatch({ type: 'change', field: name, value });
      }
      if (answered.length > 0) dispatch({ type: 'clear', fields: answered });
    },
    [dispatch],
  );
  const validate = useCallback(
    (name?: K) => dispatch({ type: 'validate', field: name }),
    [dispatch],
  );
  const setValue = useCallback(
    (name: K, value: unknown) => dispatch({ type: 'change', field: name, value }),
    [dispatch],
  );

  return {
    state,
    values: formValues(state) as Record<K, unknown>,
    status: state.status,
    submitting: state.status === 'submitting',
    dirty,
    generalError: withFailedText(state.generalError, options.failedText),
    field,
    handleSubmit,
    reset,
    validate,
    setValue,
    setValues,
    answer,
  };
}

/** Each field's binding: value, state, messages, ids and a stable ref that registers its element. */
function useFieldBindings<K extends string>(
  state: FormState,
  dispatch: (action: FormAction) => FormState,
  trim: (name: K) => void,
  elements: Map<string, HTMLElement>,
) {
  const baseId = useId();
  const refs = useRef(new Map<string, (element: HTMLElement | null) => void>());
  return (name: K): FieldBinding => {
    const current = state.fields[name];
    if (!current) throw new Error(`useForm: no field "${name}" was declared`);
    const { state: shown, messages } = fieldFeedback(current, state.feedback);
    const id = `${baseId}-${name}`;
    let ref = refs.current.get(name);
    if (!ref) {
      ref = (element) => {
        if (element) elements.set(name, element);
        else elements.delete(name);
      };
      refs.current.set(name, ref);
    }
    return {
      name,
      id,
      value: current.value,
      required: current.rules.some((rule) => rule.name === 'required'),
      state: shown,
      messages,
      errorId: messages.length > 0 ? `${id}-error` : undefined,
      setValue: (value) => dispatch({ type: 'change', field: name, value }),
      onBlur: (event) => {
        trim(name);
        if (event && isLeavingForSubmit(event)) return;
        dispatch({ type: 'blur', field: name });
      },
      ref,
    };
  };
}

/** The form's own text for a failure the API gave none for, in place of the §4 default. */
const withFailedText = (message: FormMessage | null, failedText: string | undefined) =>
  failedText && message && 'key' in message && message.key === 'forms.general_error'
    ? { text: failedText }
    : message;

export type UseFormReturn<K extends string = string> = ReturnType<typeof useForm<K>>;
