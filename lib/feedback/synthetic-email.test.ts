import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { syntheticEmail } from './synthetic-email';

const id = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';

describe('syntheticEmail (spec §3: "synthetic, built from account id and entity name")', () => {
  it('is <account id>@<entity slug>.feedback.invalid', () => {
    expect(syntheticEmail(id, 'Acme Learning BV')).toBe(`${id}@acme-learning-bv.feedback.invalid`);
    expect(syntheticEmail(id, 'Demo Academy')).toBe(`${id}@demo-academy.feedback.invalid`);
  });

  it('is a valid address whatever the entity name holds', () => {
    for (const entity of ['Café Ölçü & Zoon', '  !!  ', 'x'.repeat(200), 'Ünïcode—Groep']) {
      const email = syntheticEmail(id, entity);
      expect(z.email().safeParse(email).success, String(email)).toBe(true);
    }
    expect(syntheticEmail(id, 'Café Ölçü & Zoon')).toBe(`${id}@cafe-olcu-zoon.feedback.invalid`);
  });

  it('is stable: the same account and entity give the same address', () => {
    expect(syntheticEmail(id, 'Flat Fee Group')).toBe(syntheticEmail(id, 'Flat Fee Group'));
  });

  it('is null without an account or entity name (spec §5: then no feedback form)', () => {
    expect(syntheticEmail(undefined, 'Demo Academy')).toBeNull();
    expect(syntheticEmail(id, null)).toBeNull();
    expect(syntheticEmail(id, '   ')).toBeNull();
    expect(syntheticEmail('', 'Demo Academy')).toBeNull();
  });
});
