import { describe, expect, it } from 'vitest';
import { buildNotePayload, feedbackPageUrl, type NoteSender, noteToWire } from './note-payload';

const cora: NoteSender = {
  authenticated: true,
  roles: ['coach'],
  accountId: 'acc-1',
  entityName: 'Demo Academy',
  portalName: 'Demo Academy',
};

describe('buildNotePayload (spec §3 feedback note payload)', () => {
  it('holds feedback, email, accountId, url, entity, projectId and segments', () => {
    const note = buildNotePayload(cora, { feedback: 'Yes!', projectId: 'p-3' }, 'https://x/a');
    expect(note).toEqual({
      feedback: 'Yes!',
      email: 'acc-1@demo-academy.feedback.invalid',
      accountId: 'acc-1',
      url: 'https://x/a',
      entity: 'Demo Academy',
      projectId: 'p-3',
      segments: ['coach', 'customer'],
    });
    expect(note && noteToWire(note)).toMatchObject({ account_id: 'acc-1', project_id: 'p-3' });
  });

  it('is null without a synthetic address (spec §5)', () => {
    expect(
      buildNotePayload({ ...cora, entityName: null }, { feedback: 'x', projectId: null }, ''),
    ).toBeNull();
    expect(
      buildNotePayload({ ...cora, accountId: undefined }, { feedback: 'x', projectId: null }, ''),
    ).toBeNull();
  });
});

describe('feedbackPageUrl', () => {
  it('takes the Referer of this host, without its fragment', () => {
    expect(
      feedbackPageUrl('http://localhost:3100/coach/dashboard?x=1#give-feedback', 'localhost:3100'),
    ).toBe('http://localhost:3100/coach/dashboard?x=1');
  });

  it('falls back to the host root for other or missing Referers', () => {
    expect(feedbackPageUrl('https://evil.example/x', 'localhost:3100')).toBe(
      'https://localhost:3100/',
    );
    expect(feedbackPageUrl(null, 'localhost:3100')).toBe('https://localhost:3100/');
    expect(feedbackPageUrl('not a url', 'localhost:3100')).toBe('https://localhost:3100/');
  });
});
