import { describe, expect, it } from 'vitest';
import {
  changedFields,
  DRAFT_API_FIELDS,
  type DraftFields,
  draftErrorsOf,
  draftKeyOf,
} from './draft-fields';

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

  it('names, for each attribute a save sends, the field its 422 lands on (and nothing else)', () => {
    expect(DRAFT_API_FIELDS).toEqual({
      title: 'title',
      slug: 'slug',
      summary: 'summary',
      description_html: 'descriptionHtml',
      language: 'language',
      catalog_id: 'catalogId',
      category_id: 'categoryId',
      label_ids: 'labelIds',
      coach_ids: 'coachIds',
      cover_file_id: 'coverFileId',
    });
  });
});

describe('the Details fields’ messages', () => {
  it('gives each field with a message its text, and the rest nothing', () => {
    const shown: Partial<Record<keyof DraftFields, { text: string }[]>> = {
      slug: [{ text: 'That address is taken.' }],
      catalogId: [{ text: 'Choose a catalog.' }, { text: 'It is archived.' }],
      summary: [{ text: '' }],
    };
    expect(draftErrorsOf((key) => shown[key] ?? [])).toEqual({
      slug: 'That address is taken.',
      catalogId: 'Choose a catalog. It is archived.',
    });
    expect(draftErrorsOf(() => [])).toEqual({});
  });
});
