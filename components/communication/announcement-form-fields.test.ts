import { describe, expect, it } from 'vitest';
import type { Announcement } from '@/lib/resources/announcements';
import { createFormState, formValues } from '@/lib/validation/form-state';
import {
  ANNOUNCEMENT_FIELD_ORDER,
  type AnnouncementField,
  announcementFields,
  announcementInputOf,
  toggled,
} from './announcement-form-fields';
import { toLocalInput } from './local-input';

const valuesOf = (announcement: Announcement | null, language = 'en') =>
  formValues(createFormState({ fields: announcementFields(announcement, language) })) as Record<
    AnnouncementField,
    unknown
  >;

/** A stored announcement's input: what the form sends back when nothing is changed. */
const STORED_INPUT = {
  title: 'Exam week',
  bodyHtml: '<p>Exams start on Monday.</p>',
  language: 'nl',
  severity: 'critical',
  audienceRoles: ['student'],
  audienceEntityIds: ['e1'],
  showBanner: false,
  showNews: true,
  notify: true,
  startsAt: '2030-12-24T17:05:00.000Z',
  endsAt: null,
};

const STORED = { id: 'a1', ...STORED_INPUT } as unknown as Announcement;

describe('announcementFields', () => {
  it('starts a new one as a banner for everyone, from now on, in the writer’s language', () => {
    expect(valuesOf(null, 'ro')).toEqual({
      title: '',
      body_html: '',
      language: 'ro',
      severity: 'info',
      audience_roles: [],
      audience_entity_ids: [],
      show_banner: true,
      show_news: false,
      notify: false,
      starts_at: '',
      ends_at: '',
    });
  });

  it('starts from a stored one, its dates as the date-time fields hold them', () => {
    expect(valuesOf(STORED)).toEqual({
      title: 'Exam week',
      body_html: '<p>Exams start on Monday.</p>',
      language: 'nl',
      severity: 'critical',
      audience_roles: ['student'],
      audience_entity_ids: ['e1'],
      show_banner: false,
      show_news: true,
      notify: true,
      starts_at: toLocalInput('2030-12-24T17:05:00.000Z'),
      ends_at: '',
    });
  });

  it('declares every field the refusals are placed on', () => {
    const declared = Object.keys(announcementFields(null, 'en'));
    expect(ANNOUNCEMENT_FIELD_ORDER.filter((field) => !declared.includes(field))).toEqual([]);
  });
});

describe('announcementInputOf', () => {
  it('sends what the form holds, its dates as ISO times (empty: null)', () => {
    expect(announcementInputOf(valuesOf(STORED))).toEqual(STORED_INPUT);
  });

  it('sends no time for text that is not one', () => {
    const values = { ...valuesOf(null), starts_at: 'soon' };
    expect(announcementInputOf(values).startsAt).toBeNull();
  });
});

describe('toggled', () => {
  it('adds an item that is not ticked and takes away one that is', () => {
    expect(toggled(['student'], 'coach')).toEqual(['student', 'coach']);
    expect(toggled(['student', 'coach'], 'student')).toEqual(['coach']);
  });
});
