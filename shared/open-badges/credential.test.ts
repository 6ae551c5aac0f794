import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  achievementDescription,
  credentialDate,
  criteriaNarrative,
  didWebDocumentUrl,
  didWebOf,
  identityHashOf,
  OB_V3_CONTEXT,
  openBadgeCredential,
  VC_V2_CONTEXT,
} from './credential';
import { obV3CredentialProblems } from './ob-v3-schema';

// biome-ignore lint/suspicious/noExplicitAny: tests read the credential loosely.
type Loose = any;

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const input = {
  id: 'https://demo.academy/verify/ABCDEFGHJKLM',
  issuer: { id: 'did:web:demo.academy', name: 'Demo Academy', url: 'https://demo.academy' },
  achievement: {
    id: 'urn:uuid:0195b7e2-0000-7000-8000-000000000001',
    name: 'Certified Facilitator',
    description: 'Certified Facilitator: awarded by Demo Academy for completing 2 courses.',
    criteria: criteriaNarrative(['Facilitation', 'Group dynamics'], 80),
  },
  identityHash: identityHashOf('Student@Demo.Academy ', 'pepper', sha256Hex),
  salt: 'pepper',
  validFrom: new Date('2026-03-01T10:00:00.123Z'),
  validUntil: new Date('2028-03-01T10:00:00Z'),
  status: { listUrl: 'https://demo.academy/open-badges/status-list', index: 7 },
};

describe('the OpenBadgeCredential of a certificate', () => {
  it('is a VC 2.0 OpenBadgeCredential with the achievement, dates and status entry', () => {
    const credential = openBadgeCredential(input) as Loose;
    expect(credential['@context']).toEqual([VC_V2_CONTEXT, OB_V3_CONTEXT]);
    expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(credential.validFrom).toBe('2026-03-01T10:00:00Z');
    expect(credential.validUntil).toBe('2028-03-01T10:00:00Z');
    expect(credential.issuanceDate).toBeUndefined();
    expect(credential.credentialSubject.achievement).toMatchObject({
      type: ['Achievement'],
      name: 'Certified Facilitator',
      criteria: { narrative: expect.stringContaining('- Group dynamics') },
    });
    expect(credential.credentialStatus).toEqual({
      id: 'https://demo.academy/open-badges/status-list#7',
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: '7',
      statusListCredential: 'https://demo.academy/open-badges/status-list',
    });
  });

  it('names no end date for a certificate that never expires', () => {
    expect(openBadgeCredential({ ...input, validUntil: null })).not.toHaveProperty('validUntil');
  });

  it('identifies the holder by a salted SHA-256 of the e-mail, never the address itself', () => {
    const credential = openBadgeCredential(input) as Loose;
    const [identity] = credential.credentialSubject.identifier;
    // The OB 3.0 example: sha256 of the address followed by the salt, lower-case hex.
    expect(identity).toEqual({
      type: 'IdentityObject',
      identityHash: `sha256$${sha256Hex('student@demo.academypepper')}`,
      identityType: 'emailAddress',
      hashed: true,
      salt: 'pepper',
    });
    expect(identityHashOf('a@example.com', 'Kosher', sha256Hex)).toBe(
      'sha256$b5809d8a92f8858436d7e6b87c12ebc0ae1eac4baecc2c0b913aee2c922ef399',
    );
    expect(JSON.stringify(credential).toLowerCase()).not.toContain('student@demo.academy');
  });

  it('passes the OB 3.0 AchievementCredential schema (its VC 2.0 form, ./ob-v3-schema.ts)', () => {
    expect(obV3CredentialProblems(openBadgeCredential(input))).toEqual([]);
    expect(obV3CredentialProblems(openBadgeCredential({ ...input, validUntil: null }))).toEqual([]);
    const broken = openBadgeCredential(input) as Loose;
    delete broken.credentialSubject.achievement.criteria;
    broken.type = ['VerifiableCredential'];
    expect(obV3CredentialProblems(broken)).toEqual([
      'type: needs VerifiableCredential and OpenBadgeCredential or AchievementCredential',
      'credentialSubject.achievement.criteria: required',
    ]);
  });

  it('says the criteria and the description in words', () => {
    expect(criteriaNarrative(['Safety'], null)).toBe('Complete this course:\n\n- Safety.');
    expect(criteriaNarrative(['A', 'B'], 70)).toBe(
      'Complete these 2 courses:\n\n- A\n- B\n\nwith a quiz score of at least 70% in each of them.',
    );
    expect(achievementDescription('X', 'Demo', 1)).toBe(
      'X: awarded by Demo for completing one course.',
    );
  });

  it('writes dates as UTC without milliseconds', () => {
    expect(credentialDate(new Date('2026-12-05T10:24:17.999Z'))).toBe('2026-12-05T10:24:17Z');
  });
});

describe('did:web', () => {
  it('is the host, a port as %3A, a path after colons', () => {
    expect(didWebOf('https://demo.academy')).toBe('did:web:demo.academy');
    expect(didWebOf('https://demo.academy/')).toBe('did:web:demo.academy');
    expect(didWebOf('http://localhost:3000')).toBe('did:web:localhost%3A3000');
    expect(didWebOf('https://example.org/academy/nl')).toBe('did:web:example.org:academy:nl');
    expect(didWebOf('ftp://example.org')).toBeNull();
    expect(didWebOf('not a url')).toBeNull();
  });

  it('resolves to the document address of the did:web spec', () => {
    expect(didWebDocumentUrl('did:web:demo.academy')).toBe(
      'https://demo.academy/.well-known/did.json',
    );
    expect(didWebDocumentUrl('did:web:localhost%3A3000', 'http')).toBe(
      'http://localhost:3000/.well-known/did.json',
    );
    expect(didWebDocumentUrl('did:web:example.org:academy:nl')).toBe(
      'https://example.org/academy/nl/did.json',
    );
    expect(didWebDocumentUrl('did:key:z6Mk')).toBeNull();
  });
});
