import { describe, expect, it } from 'vitest';
import { fieldsIn, fillMergeFields, firstNameOf, unknownFields } from './merge-fields';

const values = {
  first_name: 'Stijn',
  full_name: 'Stijn <Student>',
  portal_name: 'Demo Academy',
  unsubscribe_url: 'https://x.test/unsubscribe?token=a&b',
};

describe('merge fields ({{first_name}}, {{portal_name}})', () => {
  it('fills the known fields, spaces inside the braces allowed', () => {
    expect(fillMergeFields('Hi {{first_name}}, news from {{ portal_name }}', values)).toBe(
      'Hi Stijn, news from Demo Academy',
    );
  });
  it('escapes the values in HTML', () => {
    expect(fillMergeFields('<p>{{full_name}}</p>', values, { html: true })).toBe(
      '<p>Stijn &lt;Student&gt;</p>',
    );
    expect(fillMergeFields('{{full_name}}', values)).toBe('Stijn <Student>');
  });
  it('names every unknown field before sending, once each', () => {
    expect(
      unknownFields('{{frist_name}} {{first_name}} {{ company }} {{frist_name}} {{}}'),
    ).toEqual(['frist_name', 'company', '']);
    expect(unknownFields('Dear {{first_name}}')).toEqual([]);
    expect(fieldsIn('no fields { here }')).toEqual([]);
  });
  it('refuses to fill an unknown field rather than send it as typed', () => {
    expect(() => fillMergeFields('{{company}}', values)).toThrow('{{company}}');
  });
  it('first name: the first word of the full name', () => {
    expect(firstNameOf('  Stijn  Student ')).toBe('Stijn');
    expect(firstNameOf('')).toBe('');
  });
});
