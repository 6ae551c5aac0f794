import { describe, expect, it } from 'vitest';
import { createFormState, formReducer } from '@/lib/validation/form-state';
import type { FormMessage } from '@/lib/validation/form-types';
import { fieldTexts } from './form-texts';

const text = (message: FormMessage) => ('text' in message ? message.text : `[${message.key}]`);
const fields = { title: { value: '' }, severity: { value: 'info' }, notify: { value: false } };

describe('fieldTexts', () => {
  it('says nothing for a form without messages', () => {
    expect(fieldTexts(createFormState({ fields }), ['title', 'severity'], text)).toEqual({});
  });

  it('joins a field’s messages and leaves out the fields not asked for', () => {
    const state = formReducer(createFormState({ fields }), {
      type: 'refuse',
      messages: {
        title: [{ text: 'Too short.' }, { text: 'Not unique.' }],
        notify: [{ text: 'Not now.' }],
      },
    });
    expect(fieldTexts(state, ['title', 'severity'], text)).toEqual({
      title: 'Too short. Not unique.',
    });
  });

  it('gives a rule’s message through `text`', () => {
    const state = formReducer(
      createFormState({ fields: { title: { value: '', rules: 'required' } } }),
      { type: 'validate' },
    );
    expect(fieldTexts(state, ['title'], text)).toEqual({ title: '[validation.required]' });
  });
});
