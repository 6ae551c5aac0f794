import type { SupportCommand } from '@/lib/access/shell';

/** The window event that opens the header's support palette (/admin/support's buttons). */
export const OPEN_PALETTE_EVENT = 'academy:open-support-palette';

export type OpenPaletteDetail = { mode: SupportCommand | null };

/** Opens the support palette, in a command's mode (accounts, portals) or at its commands. */
export function openSupportPalette(mode: SupportCommand | null = null): void {
  window.dispatchEvent(
    new CustomEvent<OpenPaletteDetail>(OPEN_PALETTE_EVENT, { detail: { mode } }),
  );
}
