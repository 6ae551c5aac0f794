import { describe, expect, it } from 'vitest';
import { parseInvitees } from './invitee-list';

describe('the invitation form’s addresses', () => {
  it('reads lines, commas and semicolons, with or without a name', () => {
    expect(
      parseInvitees(
        'ann@example.org\n"Bo Bakker" <bo@example.org>, cy@example.org;\n\n  Dee <dee@x.org> ',
      ),
    ).toEqual([
      { email: 'ann@example.org' },
      { email: 'bo@example.org', full_name: 'Bo Bakker' },
      { email: 'cy@example.org' },
      { email: 'dee@x.org', full_name: 'Dee' },
    ]);
  });

  it('keeps what is not an address as written, for the API to refuse by name', () => {
    expect(parseInvitees('not an address')).toEqual([{ email: 'not an address' }]);
    expect(parseInvitees('<only@x.org>')).toEqual([{ email: 'only@x.org' }]);
  });
});
