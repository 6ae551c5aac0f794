import { describe, expect, it } from 'vitest';
import {
  formatVersion,
  needsNewAcceptance,
  nextVersion,
  type PublishedVersion,
  parseVersion,
  pendingVersion,
} from './versions';

const at = (day: number) => new Date(Date.UTC(2026, 0, day));
const published = (major: number, minor: number, day: number): PublishedVersion => ({
  id: `${major}.${minor}`,
  kind: 'terms',
  major,
  minor,
  publishedAt: at(day),
});

describe('agreement version numbers', () => {
  it('starts at 1.0 and counts major and minor changes', () => {
    expect(nextVersion(null, 'minor')).toEqual({ major: 1, minor: 0 });
    expect(nextVersion(null, 'major')).toEqual({ major: 1, minor: 0 });
    expect(nextVersion({ major: 1, minor: 0 }, 'minor')).toEqual({ major: 1, minor: 1 });
    expect(nextVersion({ major: 1, minor: 3 }, 'major')).toEqual({ major: 2, minor: 0 });
  });

  it('writes and reads major.minor', () => {
    expect(formatVersion({ major: 2, minor: 1 })).toBe('2.1');
    expect(parseVersion(' 2.10 ')).toEqual({ major: 2, minor: 10 });
    expect(parseVersion('0.1')).toBeNull();
    expect(parseVersion('2')).toBeNull();
  });

  it('asks for a new acceptance only for a major version (x.0)', () => {
    expect(needsNewAcceptance({ major: 2, minor: 0 })).toBe(true);
    expect(needsNewAcceptance({ major: 2, minor: 1 })).toBe(false);
  });
});

describe('what an account must accept at sign-in', () => {
  it('nothing while no version is published', () => {
    expect(pendingVersion([], new Set(), at(10))).toBeNull();
  });

  it('the latest version of a major it has not accepted, published before this sign-in', () => {
    const versions = [published(1, 0, 1), published(2, 0, 5)];
    expect(pendingVersion(versions, new Set([1]), at(6))?.id).toBe('2.0');
  });

  it('not in a session that began before the major was published: at the next sign-in', () => {
    const versions = [published(1, 0, 1), published(2, 0, 5)];
    expect(pendingVersion(versions, new Set([1]), at(4))).toBeNull();
  });

  it('a minor version needs no new acceptance', () => {
    const versions = [published(1, 0, 1), published(1, 1, 5)];
    expect(pendingVersion(versions, new Set([1]), at(6))).toBeNull();
  });

  it('shows the latest minor of a major not yet accepted, counting from the major’s start', () => {
    const versions = [published(1, 0, 1), published(2, 0, 5), published(2, 1, 8)];
    // Signed in after 2.0 but before 2.1: 2.0 is due, and the text shown is 2.1's.
    expect(pendingVersion(versions, new Set([1]), at(6))?.id).toBe('2.1');
    expect(pendingVersion(versions, new Set([2]), at(9))).toBeNull();
  });
});
