import { describe, expect, it } from 'vitest';
import { linkFieldsOf, linkRowsOf, relinkedErrors, sentRows } from './link-fields';

describe('the profile form’s link rows (at most 5)', () => {
  it('declares a label and an address for each of the 5 rows, filled from the saved links', () => {
    const fields = linkFieldsOf([{ label: 'Blog', url: 'https://e.org' }], {
      label: 'max:60',
      url: 'max:500',
    });
    expect(Object.keys(fields)).toHaveLength(10);
    expect(fields.link0_label?.value).toBe('Blog');
    expect(fields.link0_url?.value).toBe('https://e.org');
    expect(fields.link4_url?.value).toBe('');
  });

  it('saves the rows with an address, trimmed, in order', () => {
    const values = {
      link0_label: ' Blog ',
      link0_url: ' https://e.org/blog ',
      link1_label: 'Orphan label',
      link1_url: '',
      link2_label: '',
      link2_url: 'https://e.org/cv',
    };
    expect(linkRowsOf(values)).toEqual([
      { label: 'Blog', url: 'https://e.org/blog' },
      { label: '', url: 'https://e.org/cv' },
    ]);
    expect(sentRows(values)).toEqual([0, 2]);
  });

  it('points the API’s links/{n}/{field} errors at the form row that was sent as n', () => {
    const errors = [
      { status: '422', source: { pointer: '/data/attributes/links/1/url' }, detail: 'Bad' },
      { status: '422', source: { pointer: '/data/attributes/headline' }, detail: 'Long' },
    ];
    expect(relinkedErrors(errors, [0, 2]).map((error) => error.source?.pointer)).toEqual([
      '/data/attributes/link2_url',
      '/data/attributes/headline',
    ]);
  });
});
