import { describe, expect, it } from 'vitest';
import { changedFields, type DraftFields, draftKeyOf } from './draft-fields';

const base: DraftFields = {
  title: 'A',
  slug: 'a',
  summary: '',
  descriptionHtml: '',
  language: 'en',
  catalogId: null,
  categoryId: null,
  labelIds: ['l1'],
  coachIds: [],
  coverFileId: null,
};

describe('the editor’s autosave body', () => {
  it('sends only what changed, with the API’s names', () => {
    expect(changedFields(base, base)).toEqual({});
    expect(
      changedFields({ ...base, title: 'B', labelIds: ['l1', 'l2'], catalogId: 'c' }, base),
    ).toEqual({
      title: 'B',
      label_ids: ['l1', 'l2'],
      catalog_id: 'c',
    });
    expect(changedFields({ ...base, labelIds: ['l1'] }, base)).toEqual({});
  });

  it('maps the API’s field names back', () => {
    expect(draftKeyOf('description_html')).toBe('descriptionHtml');
    expect(draftKeyOf('version')).toBeUndefined();
  });
});
