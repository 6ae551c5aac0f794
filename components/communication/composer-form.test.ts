import { describe, expect, it } from 'vitest';
import type { Mailing } from '@/lib/resources/mailings';
import { createFormState, formValues } from '@/lib/validation/form-state';
import { composerFields, KNOWN_MERGE_FIELDS, unknownMergeFields } from './composer-form';

const valuesOf = (mailing: Mailing | null) =>
  formValues(createFormState({ fields: composerFields(mailing) }));

describe('composerFields', () => {
  it('starts a new mailing empty, for the students, sent at once', () => {
    expect(valuesOf(null)).toEqual({
      subject: '',
      body_html: '',
      audience: { roles: ['student'], entityIds: [], subscription: 'any', courseId: null },
      send_at: '',
    });
  });

  it('starts a stored draft from what it holds', () => {
    const audience = { roles: ['coach'], entityIds: ['e1'], subscription: 'any', courseId: null };
    const draft = {
      id: 'm1',
      subject: 'Autumn news',
      bodyHtml: '<p>Hello {{first_name}}</p>',
      audience,
    } as unknown as Mailing;
    expect(valuesOf(draft)).toEqual({
      subject: 'Autumn news',
      body_html: '<p>Hello {{first_name}}</p>',
      audience,
      send_at: '',
    });
  });
});

describe('unknownMergeFields', () => {
  it('lists nothing when the subject and the body use only known merge fields', () => {
    expect(
      unknownMergeFields({ subject: 'Hi {{first_name}}', body_html: '<p>{{unsubscribe_url}}</p>' }),
    ).toEqual({});
  });

  it('lists the unknown ones of each field as written, once each', () => {
    expect(
      unknownMergeFields({
        subject: 'Hello {{frist_name}} and {{frist_name}}',
        body_html: '<p>{{ nick }} from {{portal_name}}, {{}}</p>',
      }),
    ).toEqual({ subject: '{{frist_name}}', body_html: '{{nick}}, {{}}' });
  });

  it('names every known merge field for the message', () => {
    expect(KNOWN_MERGE_FIELDS).toBe(
      '{{first_name}}, {{full_name}}, {{portal_name}}, {{unsubscribe_url}}',
    );
  });
});
