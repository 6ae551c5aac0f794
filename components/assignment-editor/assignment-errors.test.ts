import { describe, expect, it } from 'vitest';
import { splitFieldErrors } from '@/lib/validation/form-response';
import { ASSIGNMENT_API_FIELDS, ASSIGNMENT_FIELDS, onFormFields } from './assignment-errors';

describe('a refused assignment save, as the form places it', () => {
  it('points each error at its form field, nested ones at the field they are beneath', () => {
    expect(
      onFormFields([
        { detail: 'Too many', source: { pointer: '/data/attributes/settings/max_points' } },
        { detail: 'No title', source: { pointer: '/data/attributes/settings/rubric/0/title' } },
        { detail: 'Too long', source: { pointer: '/data/attributes/settings/instructions_html' } },
      ]),
    ).toEqual([
      { detail: 'Too many', source: { pointer: '/data/attributes/maxPoints' } },
      { detail: 'No title', source: { pointer: '/data/attributes/rubric' } },
      { detail: 'Too long', source: { pointer: '/data/attributes/instructionsHtml' } },
    ]);
  });

  it('takes the pointer off an error no field owns', () => {
    expect(
      onFormFields([
        { code: 'GROUPS_OFF', detail: 'Off' },
        { detail: 'Odd', source: { pointer: '/data/attributes/settings/colour' } },
      ]),
    ).toEqual([{ code: 'GROUPS_OFF', detail: 'Off' }, { detail: 'Odd' }]);
  });

  it('lands on the fields through the form’s apiFields, the rest unclaimed', () => {
    const errors = onFormFields([
      { detail: 'Out of range', source: { pointer: '/data/attributes/settings/pass_percent' } },
      { detail: 'Off', source: { pointer: '/data/attributes/settings' } },
    ]);
    const { byField, unclaimed } = splitFieldErrors(errors, ASSIGNMENT_API_FIELDS);
    expect(byField).toEqual({ passPercent: [{ text: 'Out of range' }] });
    expect(unclaimed).toEqual([{ detail: 'Off' }]);
    expect(Object.values(ASSIGNMENT_API_FIELDS)).toEqual([...ASSIGNMENT_FIELDS]);
  });
});
