import { describe, expect, it } from 'vitest';
import { fieldFeedback } from './form-feedback';
import { createFormState, formReducer, formValues, isFormDirty } from './form-state';
import type { FormAction, FormState } from './form-types';

const signUp = () =>
  createFormState({
    fields: {
      email: { value: '', rules: 'required|is_email' },
      password: { value: '', rules: 'required|min:8' },
      repeat: { value: '', rules: 'equals:@password' },
      role: { value: null, rules: 'required', dropdown: true },
    },
  });
const run = (state: FormState, ...actions: FormAction[]) => actions.reduce(formReducer, state);
const filled = (state = signUp()) =>
  run(
    state,
    { type: 'change', field: 'email', value: 'ada@example.com' },
    { type: 'change', field: 'password', value: 'secret12' },
    { type: 'change', field: 'repeat', value: 'secret12' },
    { type: 'change', field: 'role', value: 'student' },
  );

describe('form state (spec §4)', () => {
  it('starts clean: not dirty, not evaluated, no messages, validity known', () => {
    const email = signUp().fields.email;
    expect(email).toMatchObject({ value: '', dirty: false, evaluated: false, valid: false });
    expect(email?.messages).toEqual([]);
  });

  it('a change makes the field dirty; changing back makes it clean', () => {
    let state = run(signUp(), { type: 'change', field: 'email', value: 'a' });
    expect(state.fields.email?.dirty).toBe(true);
    expect(isFormDirty(state)).toBe(true);
    state = run(state, { type: 'change', field: 'email', value: '' });
    expect(isFormDirty(state)).toBe(false);
  });

  it('shows messages once a field is evaluated (blur), then live', () => {
    let state = run(signUp(), { type: 'change', field: 'email', value: 'ada' });
    expect(state.fields.email?.messages).toEqual([]);
    state = run(state, { type: 'blur', field: 'email' });
    expect(state.fields.email?.messages).toEqual([{ key: 'validation.is_email', values: {} }]);
    state = run(state, { type: 'change', field: 'email', value: 'ada@example.com' });
    expect(state.fields.email).toMatchObject({ valid: true, messages: [] });
  });

  it('Tab through an empty field shows no "required": that waits for the submit', () => {
    let state = run(signUp(), { type: 'blur', field: 'email' }, { type: 'blur', field: 'role' });
    expect(state.fields.email).toMatchObject({ evaluated: false, messages: [] });
    expect(state.fields.role).toMatchObject({ evaluated: false, messages: [] });
    // Typed and erased again: still nothing until the submit.
    state = run(
      state,
      { type: 'change', field: 'email', value: 'a' },
      { type: 'change', field: 'email', value: '' },
      { type: 'blur', field: 'email' },
    );
    expect(state.fields.email?.messages).toEqual([]);
    state = run(state, { type: 'submit' });
    expect(state.fields.email?.messages).toEqual([{ key: 'validation.required', values: {} }]);
    // After the submit, each change validates.
    state = run(state, { type: 'change', field: 'email', value: 'ada' });
    expect(state.fields.email?.messages).toEqual([{ key: 'validation.is_email', values: {} }]);
    state = run(state, { type: 'change', field: 'email', value: '' });
    expect(state.fields.email?.messages).toEqual([{ key: 'validation.required', values: {} }]);
  });

  it('submit validates all fields and blocks when any is invalid', () => {
    const state = run(signUp(), { type: 'submit' });
    expect(state.status).toBe('blocked');
    expect(Object.values(state.fields).every((field) => field.evaluated)).toBe(true);
    expect(state.fields.role?.messages).toEqual([{ key: 'validation.is_required', values: {} }]);
  });

  it('re-checks equals:@password when the other field changes', () => {
    const state = run(filled(), { type: 'change', field: 'password', value: 'secret13' });
    expect(state.fields.repeat?.valid).toBe(false);
  });

  it('submit of a valid form goes to submitting; a second submit is ignored', () => {
    const submitting = run(filled(), { type: 'submit' });
    expect(submitting.status).toBe('submitting');
    expect(formReducer(submitting, { type: 'submit' })).toBe(submitting);
  });

  it('a status of 299 or less is success and resets the form by default', () => {
    const state = run(filled(), { type: 'submit' }, { type: 'response', status: 299 });
    expect(state.status).toBe('success');
    expect(formValues(state)).toEqual({ email: '', password: '', repeat: '', role: null });
  });

  it('keeps the values on success when resetOnSuccess is off', () => {
    const kept = createFormState({ fields: { note: { value: '' } }, resetOnSuccess: false });
    const state = run(
      kept,
      { type: 'change', field: 'note', value: 'hi' },
      { type: 'response', status: 201 },
    );
    expect(state).toMatchObject({ status: 'success', fields: { note: { value: 'hi' } } });
  });

  it('a 422 maps each error source pointer onto its field until that field changes', () => {
    const taken = { detail: 'Already taken', source: { pointer: '/data/attributes/email' } };
    let state = run(
      filled(),
      { type: 'submit' },
      { type: 'response', status: 422, errors: [taken] },
    );
    expect(state).toMatchObject({ status: 'error', generalError: null });
    expect(state.fields.email).toMatchObject({
      valid: false,
      messages: [{ text: 'Already taken' }],
    });
    state = run(state, { type: 'change', field: 'password', value: 'secret12!' });
    expect(state.fields.email?.messages).toEqual([{ text: 'Already taken' }]);
    state = run(state, { type: 'change', field: 'email', value: 'ada2@example.com' });
    expect(state.fields.email).toMatchObject({ valid: true, messages: [] });
  });

  it('each answer replaces the one before: a later 422 or success takes older messages away', () => {
    const on = (field: string) => [
      { detail: `Bad ${field}`, source: { pointer: `/data/attributes/${field}` } },
    ];
    const kept = createFormState({ fields: { email: {}, password: {} }, resetOnSuccess: false });
    let state = run(kept, { type: 'response', status: 422, errors: on('email') });
    state = run(state, { type: 'response', status: 422, errors: on('password') });
    expect(state.fields.email?.messages).toEqual([]);
    expect(state.fields.password?.messages).toEqual([{ text: 'Bad password' }]);
    state = run(state, { type: 'response', status: 200 });
    expect(state.fields.password).toMatchObject({ valid: true, messages: [] });
  });

  it('a 422 error no field claims becomes the general error', () => {
    const errors = [{ detail: 'Quota reached', source: { pointer: '/data/attributes/seats' } }];
    const state = run(filled(), { type: 'submit' }, { type: 'response', status: 422, errors });
    expect(state.generalError).toEqual({ text: 'Quota reached' });
  });

  it('a 422 lands by the API-to-form name map; several attributes may share one field', () => {
    const errors = [
      { detail: 'Too long', source: { pointer: '/data/attributes/email_address' } },
      { detail: 'Not yours', source: { pointer: '/data/relationships/owner' } },
    ];
    const fieldOf = { email: 'email', email_address: 'email', owner: 'email' };
    const state = run(
      filled(),
      { type: 'submit' },
      { type: 'response', status: 422, errors, fieldOf },
    );
    expect(state.fields.email?.serverMessages).toEqual([
      { text: 'Too long' },
      { text: 'Not yours' },
    ]);
    expect(state.generalError).toBeNull();
  });

  it('general: false keeps a failure that is not a 422 off the form (it is said elsewhere)', () => {
    const errors = [{ detail: 'Forbidden' }];
    const state = run(
      filled(),
      { type: 'submit' },
      { type: 'response', status: 403, errors, general: false },
    );
    expect(state).toMatchObject({ status: 'error', generalError: null });
  });

  it('a refusal of the whole form blocks it with messages that stay until their field changes', () => {
    let state = run(
      filled(),
      { type: 'submit' },
      { type: 'refuse', messages: { email: [{ text: 'Choose one' }] } },
    );
    expect(state.status).toBe('blocked');
    expect(state.fields.email).toMatchObject({ valid: false, messages: [{ text: 'Choose one' }] });
    state = run(state, { type: 'change', field: 'password', value: 'secret12!' });
    expect(state.fields.email?.messages).toEqual([{ text: 'Choose one' }]);
    // A change elsewhere that answers it (e.g. a group's checkbox) clears it by name.
    state = run(state, { type: 'clear', fields: ['email'] });
    expect(state.fields.email).toMatchObject({ valid: true, messages: [] });
  });

  it('any other failure gives one general error, texts joined by a line break', () => {
    const errors = [{ detail: 'One' }, { detail: 'Two' }];
    const state = run(filled(), { type: 'submit' }, { type: 'response', status: 500, errors });
    expect(state).toMatchObject({ status: 'error', generalError: { text: 'One\nTwo' } });
    const bare = run(filled(), { type: 'submit' }, { type: 'response', status: 503 });
    expect(bare.generalError).toEqual({ key: 'forms.general_error', values: {} });
  });

  it('reset clears values, messages and errors', () => {
    const failed = run(filled(), { type: 'submit' }, { type: 'response', status: 500 });
    const state = run(failed, { type: 'validate' }, { type: 'reset' });
    expect(state).toMatchObject({ status: 'idle', generalError: null });
    expect(formValues(state)).toEqual(formValues(signUp()));
    expect(
      Object.values(state.fields).some((f) => f.dirty || f.evaluated || f.messages.length),
    ).toBe(false);
  });

  it('ignores actions for unknown fields', () => {
    const state = signUp();
    expect(formReducer(state, { type: 'change', field: 'nope', value: 1 })).toBe(state);
  });
});

describe('feedback mode (spec §4: standard or full)', () => {
  const evaluated = run(
    signUp(),
    { type: 'change', field: 'password', value: 'short' },
    { type: 'validate' },
  );

  it('standard shows an invalid field’s first message only and no valid marks', () => {
    const state = run(evaluated, { type: 'change', field: 'email', value: 'ada@example.com' });
    expect(fieldFeedback(state.fields.password!, 'standard').state).toBe('invalid');
    expect(fieldFeedback(state.fields.email!, 'standard')).toEqual({ state: 'none', messages: [] });
  });

  it('full shows all messages and marks valid fields', () => {
    const field = { ...evaluated.fields.password!, messages: [{ text: 'a' }, { text: 'b' }] };
    expect(fieldFeedback(field, 'full').messages).toHaveLength(2);
    expect(fieldFeedback(field, 'standard').messages).toHaveLength(1);
    const valid = run(evaluated, { type: 'change', field: 'password', value: 'long enough' });
    expect(fieldFeedback(valid.fields.password!, 'full').state).toBe('valid');
  });

  it('shows nothing before evaluation', () => {
    expect(fieldFeedback(signUp().fields.email!, 'full')).toEqual({ state: 'none', messages: [] });
  });
});
