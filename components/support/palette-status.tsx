'use client';

import { useTranslations } from 'next-intl';
import type { PaletteMode } from '@/lib/support/palette-state';
import type { PaletteNotice } from './use-palette-pin';
import type { usePaletteResults } from './use-palette-results';

/**
 * The line under the results, a polite live region: what pinning did, "Searching…" only while there is nothing to
 * show yet (and, by CSS, only after a moment, so a fast answer never flashes it), the error, or
 * why the list is empty.
 */
export function PaletteStatus({
  mode,
  term,
  results,
  empty,
  typing,
  notice,
}: {
  mode: PaletteMode;
  term: string | null;
  results: ReturnType<typeof usePaletteResults>;
  empty: boolean;
  /** The typed text is not searched yet: "nothing found" would be premature. */
  typing: boolean;
  /** What pinning just did (or why it failed): said first, until the next keystroke. */
  notice: PaletteNotice | null;
}) {
  const t = useTranslations('support');
  let text: string | null = null;
  let className = 'support-status';
  if (notice) {
    text = notice.text;
    if (notice.error) className += ' support-status-error';
  } else if (results.error) {
    text = t('error');
    className += ' support-status-error';
  } else if (results.loading) {
    text = t('searching');
    className += ' support-status-delayed';
  } else if (empty && results.settled && !typing) {
    text = t(`empty.${emptyKey(mode, term)}`);
  }
  return (
    <p className={className} role="status">
      {text}
    </p>
  );
}

function emptyKey(mode: PaletteMode, term: string | null) {
  if (mode === 'accounts') return term ? 'accounts' : 'pins';
  return mode;
}
