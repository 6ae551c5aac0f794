import { type Pin, parsePin } from './view-settings-schema';

/** The account preference that keeps an admin's pinned accounts (spec §3 admin account pin). */
export const ADMIN_PINS_PROPERTY = 'admin_account_pins';

/** Pins from a stored preference payload; anything malformed is dropped, never thrown. */
export function parsePins(payload: unknown): Pin[] {
  if (!Array.isArray(payload)) return [];
  return payload.flatMap((item) => {
    const pin = parsePin(item);
    return pin ? [pin] : [];
  });
}

/** Adds the pin, or removes it when one with the same uri is pinned already. */
export function togglePin(pins: readonly Pin[], pin: Pin): Pin[] {
  return pins.some((existing) => existing.uri === pin.uri)
    ? pins.filter((existing) => existing.uri !== pin.uri)
    : [...pins, pin];
}

/** The pin of an account: its admin page, name and avatar. */
export function accountPin(account: {
  id: string;
  fullName: string;
  avatarUrl?: string | null;
}): Pin {
  return {
    uri: `/admin/accounts/${account.id}`,
    title: account.fullName,
    image: account.avatarUrl ?? null,
  };
}

/** A cached admin_account_pins preference with the pin toggled (a new one when none was saved). */
export function withPinToggled<P extends { id: string; property: string; payload: unknown }>(
  preference: P | null,
  pin: Pin,
): P | { id: string; property: string; payload: Pin[] } {
  if (!preference) return { id: '', property: ADMIN_PINS_PROPERTY, payload: [pin] };
  return { ...preference, payload: togglePin(parsePins(preference.payload), pin) };
}
