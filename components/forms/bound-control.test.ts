import { describe, expect, it } from 'vitest';
import { boundControlProps, fieldAria, fieldHintId, fieldLabelId } from './bound-control';
import type { FieldBinding } from './field-binding';

const binding = (overrides: Partial<FieldBinding> = {}): FieldBinding => ({
  name: 'title',
  id: 'f-title',
  value: '',
  required: false,
  state: 'none',
  messages: [],
  errorId: undefined,
  setValue: () => undefined,
  onBlur: () => undefined,
  ref: () => undefined,
  ...overrides,
});

describe('a field control’s ids and aria', () => {
  it('names the hint only when there is one, and the label span by the field id', () => {
    expect(fieldHintId(binding(), 'Shown on the card')).toBe('f-title-hint');
    expect(fieldHintId(binding(), undefined)).toBeUndefined();
    expect(fieldHintId(binding(), '')).toBeUndefined();
    expect(fieldLabelId(binding())).toBe('f-title-label');
  });

  it('is described by its hint, then its messages, and invalid only when it fails', () => {
    expect(fieldAria(binding(), undefined)).toEqual({
      'aria-invalid': undefined,
      'aria-describedby': undefined,
    });
    const failing = binding({ state: 'invalid', errorId: 'f-title-error' });
    expect(fieldAria(failing, 'A hint')).toEqual({
      'aria-invalid': true,
      'aria-describedby': 'f-title-hint f-title-error',
    });
    expect(fieldAria(binding({ state: 'valid' }), 'A hint')['aria-invalid']).toBeUndefined();
  });

  it('hands a native control the binding’s ids, handlers and required flag', () => {
    const field = binding({ required: true });
    expect(boundControlProps(field, undefined)).toEqual({
      ref: field.ref,
      id: 'f-title',
      name: 'title',
      onBlur: field.onBlur,
      required: true,
      'aria-invalid': undefined,
      'aria-describedby': undefined,
    });
  });
});
