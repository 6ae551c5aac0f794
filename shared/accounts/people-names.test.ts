import { describe, expect, it } from 'vitest';
import { nameFromEmail } from './people-names';

describe('nameFromEmail (an invited address until its owner gives a name)', () => {
  it.each([
    ['jane.doe@example.org', 'Jane Doe'],
    ['jane.de-vries+hr@example.org', 'Jane De Vries'],
    ['piet_2024@example.org', 'Piet'],
    ['x@example.org', 'x.'],
    ['42@example.org', '42'],
  ])('%s → %s', (email, name) => {
    expect(nameFromEmail(email)).toBe(name);
  });
});
