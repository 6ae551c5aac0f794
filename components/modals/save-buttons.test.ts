import { describe, expect, it } from 'vitest';
import { saveButtons } from './save-buttons';

describe('saveButtons', () => {
  it('takes the submit, busy and cancel texts from save, saving and cancel', () => {
    expect(saveButtons((key) => `[${key}]`)).toEqual({
      submit: '[save]',
      busy: '[saving]',
      cancel: '[cancel]',
    });
  });
});
