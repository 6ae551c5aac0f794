import { describe, expect, it } from 'vitest';
import type { Account } from '@/lib/resources/accounts';
import type { Portal } from '@/lib/resources/portals';
import {
  accountPath,
  commandMatches,
  findItem,
  firstItem,
  focusedOrFirst,
  type PaletteContent,
  paletteSections,
  pinOf,
} from './palette-items';

const account = (id: string, fullName: string): Account => ({
  id,
  fullName,
  email: '',
  locale: 'en',
  roles: [],
  avatarUrl: null,
  lastOnline: null,
  createdAt: '',
});
const portal = (id: string, name: string): Portal => ({
  id,
  key: id,
  name,
  parameters: [],
  information: { knowledgeBaseUrl: null, zendeskChatId: null },
  assets: { logo: null },
});
const pins = [
  { uri: '/admin/accounts/s', title: 'Stijn Student', image: null },
  { uri: '/admin/accounts/e', title: 'Eva Expired', image: null },
];

const base: PaletteContent = {
  mode: 'root',
  input: '',
  term: null,
  commands: [
    { command: 'accounts', label: 'Accounts' },
    { command: 'portals', label: 'Portals' },
  ],
  pins,
  accounts: [account('s', 'Stijn Student')],
  portals: [portal('demo', 'Demo Academy'), portal('unlimited', 'Unlimited Learning')],
  currentPortalId: 'demo',
};

const values = (content: PaletteContent) =>
  paletteSections(content).map((entry) => [entry.id, entry.items.map((item) => item.value)]);

describe('what the palette lists (spec §2)', () => {
  it('root: the commands, and no accounts before a search', () => {
    expect(values(base)).toEqual([['commands', ['command:accounts', 'command:portals']]]);
  });

  it('root with a term: matching commands first, then the accounts found', () => {
    expect(values({ ...base, input: 'stijn', term: 'stijn' })).toEqual([
      ['accounts', ['account:s']],
    ]);
    expect(values({ ...base, input: 'port', term: 'port', accounts: [] })).toEqual([
      ['commands', ['command:portals']],
    ]);
  });

  it('root without the portals feature offers accounts only', () => {
    expect(values({ ...base, commands: [{ command: 'accounts', label: 'Accounts' }] })).toEqual([
      ['commands', ['command:accounts']],
    ]);
  });

  it('accounts: the pins for an empty query, the results for a term', () => {
    const accounts = { ...base, mode: 'accounts' as const };
    expect(values(accounts)).toEqual([
      ['pins', ['pin:/admin/accounts/s', 'pin:/admin/accounts/e']],
    ]);
    expect(values({ ...accounts, input: 'stijn', term: 'stijn' })).toEqual([
      ['accounts', ['account:s']],
    ]);
    expect(values({ ...accounts, pins: [] })).toEqual([]);
  });

  it('accounts: a search still loading lists nothing rather than the pins', () => {
    expect(values({ ...base, mode: 'accounts', term: 'x', accounts: undefined })).toEqual([]);
  });

  it('portals: every portal found, the current one marked', () => {
    const [portals] = paletteSections({ ...base, mode: 'portals' });
    expect(portals?.items).toMatchObject([
      { value: 'portal:demo', current: true },
      { value: 'portal:unlimited', current: false },
    ]);
  });

  it('findItem finds the focused item', () => {
    const sections = paletteSections(base);
    expect(findItem(sections, 'command:portals')).toMatchObject({ command: 'portals' });
    expect(findItem(sections, null)).toBeUndefined();
  });

  it('Enter without a focused item takes the first', () => {
    expect(firstItem(paletteSections(base))?.value).toBe('command:accounts');
    expect(firstItem([])).toBeUndefined();
  });
});

describe('focusedOrFirst', () => {
  const sections = paletteSections({ ...base, mode: 'accounts' });

  it('keeps the focused option while it is listed', () => {
    expect(focusedOrFirst(sections, 'pin:/admin/accounts/e')).toBe('pin:/admin/accounts/e');
  });

  it('falls back to the first when it is gone (new mode, new results) or none is focused', () => {
    expect(focusedOrFirst(sections, 'command:accounts')).toBe('pin:/admin/accounts/s');
    expect(focusedOrFirst(sections, null)).toBe('pin:/admin/accounts/s');
    expect(focusedOrFirst([], 'command:accounts')).toBeNull();
  });
});

describe('commandMatches', () => {
  it('matches the shown label or the command name, case-insensitively', () => {
    expect(commandMatches('accounts', 'Accounts', 'ACC')).toBe(true);
    expect(commandMatches('accounts', 'Conturi', 'acc')).toBe(true);
    expect(commandMatches('accounts', 'Conturi', 'cont')).toBe(true);
    expect(commandMatches('accounts', 'Accounts', 'stijn')).toBe(false);
    expect(commandMatches('portals', 'Portals', '  ')).toBe(true);
  });
});

describe('paths', () => {
  it('an account page', () => {
    expect(accountPath('0192-ab')).toBe('/admin/accounts/0192-ab');
  });
});

describe('pinOf (pinning from the palette)', () => {
  const [root, ...rest] = paletteSections({ ...base, term: 'stijn' });
  const accountsMode = paletteSections({ ...base, mode: 'accounts' });

  it('an account found pins its admin page, name and avatar', () => {
    const found = rest[0]?.items[0];
    expect(pinOf(found)).toEqual({
      uri: '/admin/accounts/s',
      title: 'Stijn Student',
      image: null,
    });
  });

  it('a pin is itself (pinning it again unpins it)', () => {
    expect(pinOf(accountsMode[0]?.items[1])).toEqual(pins[1]);
  });

  it('commands, portals and nothing focused pin nothing', () => {
    expect(pinOf(root?.items[0])).toBeNull();
    expect(pinOf(paletteSections({ ...base, mode: 'portals' })[0]?.items[0])).toBeNull();
    expect(pinOf(undefined)).toBeNull();
  });
});
