import { describe, expect, it } from 'vitest';
import { draftOf, emptyDraft } from '@/lib/quiz-editor/drafts';
import { liftedErrors, QUESTION_API_FIELDS } from '@/lib/quiz-editor/errors';
import { createFormState, formReducer, formValues } from '@/lib/validation/form-state';
import {
  draftOfValues,
  firstProblem,
  questionFormFields,
  refusedFields,
  wasChecked,
} from './question-form-fields';

const draft = {
  ...emptyDraft('single_choice'),
  prompt: 'Which number do you call?',
  labels: 'fire, phone',
};

describe('questionFormFields / draftOfValues', () => {
  it('makes every part of the draft a field without rules, and reads the draft back', () => {
    const fields = questionFormFields(draft);
    expect(Object.keys(fields).sort()).toEqual(Object.keys(draft).sort());
    expect(fields.prompt).toEqual({ value: 'Which number do you call?' });
    expect(fields.options).toEqual({ value: draft.options });
    expect(draftOfValues(formValues(createFormState({ fields })) as never)).toEqual(draft);
  });

  it('keeps a stored question as it is', () => {
    const stored = draftOf({
      prompt: 'Order them',
      points: 2,
      feedback: '',
      category: 'Safety',
      labels: ['fire'],
      definition: {
        type: 'ordering',
        items: [
          { id: 'i1', text: 'Alarm' },
          { id: 'i2', text: 'Leave' },
        ],
      },
    });
    const state = createFormState({ fields: questionFormFields(stored) });
    expect(draftOfValues(formValues(state) as never)).toEqual(stored);
  });
});

describe('wasChecked', () => {
  it('is false until a Save evaluates every field, and stays true as values change', () => {
    const opened = createFormState({ fields: questionFormFields(draft) });
    expect(wasChecked(opened)).toBe(false);
    // Leaving one field that was typed in evaluates that field only.
    const typed = formReducer(opened, { type: 'change', field: 'prompt', value: 'Which?' });
    expect(wasChecked(formReducer(typed, { type: 'blur', field: 'prompt' }))).toBe(false);
    const saved = formReducer(opened, { type: 'validate' });
    expect(wasChecked(saved)).toBe(true);
    expect(wasChecked(formReducer(saved, { type: 'change', field: 'prompt', value: '' }))).toBe(
      true,
    );
  });
});

describe('firstProblem', () => {
  it('takes the first field in the form’s order, at the row its check names', () => {
    expect(
      firstProblem({
        labels: { code: 'labelsInvalid' },
        options: { code: 'optionEmpty', values: { number: 2 } },
        correct: { code: 'correctMissing' },
      }),
    ).toEqual({ field: 'options', row: 1 });
    expect(firstProblem({ prompt: { code: 'required' }, form: 'Refused.' })).toEqual({
      field: 'form',
      row: 0,
    });
  });

  it('is about the first row for a message without a row, and null without problems', () => {
    expect(firstProblem({ items: 'Two of them have the same text.' })).toEqual({
      field: 'items',
      row: 0,
    });
    expect(firstProblem({ points: { code: 'pointsRange', values: { min: 1, max: 100 } } })).toEqual(
      { field: 'points', row: 0 },
    );
    expect(firstProblem({})).toBeNull();
  });
});

describe('refusedFields', () => {
  const errors = liftedErrors([
    {
      detail: 'Two of them have the same text.',
      source: { pointer: '/data/attributes/definition/options/1/text' },
    },
    { detail: 'A second one.', source: { pointer: '/data/attributes/definition/options' } },
    { detail: 'Too many points.', source: { pointer: '/data/attributes/points' } },
    { detail: 'The quiz is locked.' },
  ]);

  it('names the first message of each field useForm lands it on, the unplaced ones on the form', () => {
    expect(refusedFields(errors)).toEqual({
      options: 'Two of them have the same text.',
      points: 'Too many points.',
      form: 'The quiz is locked.',
    });
  });

  it('lands the messages on the draft’s parts, as useForm does with QUESTION_API_FIELDS', () => {
    const form = createFormState({ fields: questionFormFields(draft) });
    const answered = formReducer(form, {
      type: 'response',
      status: 422,
      errors,
      fieldOf: QUESTION_API_FIELDS,
    });
    expect(answered.fields.options?.serverMessages).toEqual([
      { text: 'Two of them have the same text.' },
      { text: 'A second one.' },
    ]);
    expect(answered.fields.points?.serverMessages).toEqual([{ text: 'Too many points.' }]);
    expect(answered.generalError).toEqual({ text: 'The quiz is locked.' });
  });

  it('puts a 422 without any field on the form', () => {
    expect(
      refusedFields([{ detail: 'Refused.', source: { pointer: '/data/attributes' } }]),
    ).toEqual({
      form: 'Refused.',
    });
  });
});
