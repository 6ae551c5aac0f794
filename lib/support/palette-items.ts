import type { SupportCommand } from '@/lib/access/shell';
import { accountPin } from '@/lib/lists/admin-pins';
import type { Pin } from '@/lib/lists/view-settings-schema';
import type { Account } from '@/lib/resources/accounts';
import type { Portal } from '@/lib/resources/portals';
import type { PaletteMode } from './palette-state';

export type PaletteItem =
  | { kind: 'command'; value: string; command: SupportCommand }
  | { kind: 'pin'; value: string; pin: Pin }
  | { kind: 'account'; value: string; account: Account }
  | { kind: 'portal'; value: string; portal: Portal; current: boolean };

export type PaletteSectionId = 'commands' | 'pins' | 'accounts' | 'portals';

export interface PaletteSection {
  id: PaletteSectionId;
  items: PaletteItem[];
}

export interface PaletteContent {
  mode: PaletteMode;
  input: string;
  term: string | null;
  /** The commands this user has (supportPaletteCommands), with their shown labels. */
  commands: readonly { command: SupportCommand; label: string }[];
  pins: readonly Pin[];
  /** Search results for `term`, or undefined while there are none yet. */
  accounts: readonly Account[] | undefined;
  portals: readonly Portal[] | undefined;
  currentPortalId: string;
}

/** A command matches when the typed text occurs in its label or its (English) name. */
export function commandMatches(command: SupportCommand, label: string, input: string): boolean {
  const wanted = input.trim().toLowerCase();
  return wanted === '' || label.toLowerCase().includes(wanted) || command.includes(wanted);
}

const commandItem = (command: SupportCommand): PaletteItem => ({
  kind: 'command',
  value: `command:${command}`,
  command,
});
const accountItem = (account: Account): PaletteItem => ({
  kind: 'account',
  value: `account:${account.id}`,
  account,
});
const pinItem = (pin: Pin): PaletteItem => ({ kind: 'pin', value: `pin:${pin.uri}`, pin });

const section = (id: PaletteSectionId, items: PaletteItem[]): PaletteSection[] =>
  items.length > 0 ? [{ id, items }] : [];

/**
 * What the palette lists, in order. Root: the matching commands, then (once a term is
 * searched) the accounts found, so the most common task needs no command first. Accounts: the
 * pins with no term, else the accounts found. Portals: the portals found, the current marked.
 */
export function paletteSections(content: PaletteContent): PaletteSection[] {
  const accounts = content.term ? (content.accounts ?? []).map(accountItem) : [];
  switch (content.mode) {
    case 'root':
      return [
        ...section(
          'commands',
          content.commands
            .filter(({ command, label }) => commandMatches(command, label, content.input))
            .map(({ command }) => commandItem(command)),
        ),
        ...section('accounts', accounts),
      ];
    case 'accounts':
      return content.term
        ? section('accounts', accounts)
        : section('pins', content.pins.map(pinItem));
    case 'portals':
      return section(
        'portals',
        (content.portals ?? []).map((portal) => ({
          kind: 'portal',
          value: `portal:${portal.id}`,
          portal,
          current: portal.id === content.currentPortalId,
        })),
      );
  }
}

/** Spec §2: Enter with no item focused chooses the first one. */
export function firstItem(sections: readonly PaletteSection[]): PaletteItem | undefined {
  return sections[0]?.items[0];
}

/**
 * The option to show focused: the focused one while it is still listed, else the first (spec §2:
 * Enter chooses the first result), else none. New results or a new mode thus never leave the
 * focus on an option that is gone.
 */
export function focusedOrFirst(
  sections: readonly PaletteSection[],
  focused: string | null,
): string | null {
  const values = sections.flatMap((entry) => entry.items.map((item) => item.value));
  return focused !== null && values.includes(focused) ? focused : (values[0] ?? null);
}

/** The listed item with this value (the focused one, for Enter). */
export function findItem(
  sections: readonly PaletteSection[],
  value: string | null,
): PaletteItem | undefined {
  return sections.flatMap((entry) => entry.items).find((item) => item.value === value);
}

export function accountPath(id: string): string {
  return `/admin/accounts/${encodeURIComponent(id)}`;
}

/** What pinning this item would pin: an account (found or pinned already); nothing else pins. */
export function pinOf(item: PaletteItem | undefined): Pin | null {
  if (item?.kind === 'account') return accountPin(item.account);
  if (item?.kind === 'pin') return item.pin;
  return null;
}
