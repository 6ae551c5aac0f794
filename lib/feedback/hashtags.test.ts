import { describe, expect, it } from 'vitest';
import { hashtags, hideHashtags, matchesRoles, roleTag } from './hashtags';

describe('hashtags (spec §3: "hashtags such as #role target roles")', () => {
  it('finds the tags, lower case, and ignores URL fragments', () => {
    expect(hashtags('Dark mode for all. #coach #Student')).toEqual(['coach', 'student']);
    expect(hashtags('#admin first')).toEqual(['admin']);
    expect(hashtags('See https://help.example.org/#admin and C#')).toEqual([]);
    expect(hashtags('')).toEqual([]);
  });
});

describe('matchesRoles (spec §4: only projects whose hashtag matches one of the roles show)', () => {
  it('strips the academy prefix from the roles (spec §3)', () => {
    expect(roleTag('academy_admin')).toBe('admin');
    expect(roleTag('coach')).toBe('coach');
    expect(matchesRoles('Bulk-enrol #admin', ['academy_admin', 'academy_support'])).toBe(true);
  });

  it('matches DEMO-DATA: Ada (academy_admin) and Cora (coach)', () => {
    const ada = ['academy_admin', 'academy_support'];
    const cora = ['coach'];
    expect(matchesRoles('Coach dashboard widgets #coach', ada)).toBe(false);
    expect(matchesRoles('Dark mode #coach #student', cora)).toBe(true);
    expect(matchesRoles('Mobile app #admin #coach', ada)).toBe(true);
    expect(matchesRoles('Mobile app #admin #coach', cora)).toBe(true);
  });

  it('shows a project without tags to nobody', () => {
    expect(matchesRoles('Internal clean-up', ['academy_admin', 'coach', 'student'])).toBe(false);
  });
});

describe('hideHashtags (spec §3: hashtags are hidden from display)', () => {
  it('removes the tags and the spaces they leave', () => {
    expect(hideHashtags('Dark mode for all pages. #coach #student')).toBe(
      'Dark mode for all pages.',
    );
    expect(hideHashtags('#admin Enrol many at once')).toBe('Enrol many at once');
    expect(hideHashtags('One #coach two')).toBe('One two');
  });

  it('keeps paragraphs and URL fragments', () => {
    expect(hideHashtags('First.\n\nSecond #coach\nhttps://x.org/#top')).toBe(
      'First.\n\nSecond\nhttps://x.org/#top',
    );
  });
});
