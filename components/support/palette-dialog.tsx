'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { Command } from 'cmdk';
import { useTranslations } from 'next-intl';
import type { Dispatch } from 'react';
import type { PaletteAction, PaletteState } from '@/lib/support/palette-state';
import { PaletteBody } from './palette-body';
import './support-palette.css';

/**
 * The palette's dialog (cmdk's Command.Dialog on Radix Dialog): named by its title "Support",
 * described by the keyboard help, focus trapped, Escape and an outside click close it. Its
 * body mounts only while open, so nothing is fetched for a closed palette.
 */
export function PaletteDialog({
  state,
  dispatch,
}: {
  state: PaletteState;
  dispatch: Dispatch<PaletteAction>;
}) {
  const t = useTranslations('support');
  return (
    <Command.Dialog
      open={state.open}
      onOpenChange={(open) => {
        if (!open) dispatch({ type: 'close' });
      }}
      // Names the search input (the dialog itself is named by its title).
      label={t(`input.${state.mode}`)}
      // Results come filtered from the API; the root's commands are filtered in paletteSections.
      shouldFilter={false}
      // The focused option is the palette's state: cmdk loses it when a whole list is replaced.
      value={state.focused ?? ''}
      onValueChange={(value) => dispatch({ type: 'focus', value: value || null })}
      // Ctrl+K must stay the palette's own toggle, not "move up" (cmdk's vim bindings).
      vimBindings={false}
      loop
      className="support-command"
      overlayClassName="support-overlay"
      contentClassName="support-dialog"
    >
      <Dialog.Title className="support-title">{t('title')}</Dialog.Title>
      <Dialog.Description className="visually-hidden">{t('description')}</Dialog.Description>
      <PaletteBody state={state} dispatch={dispatch} />
    </Command.Dialog>
  );
}
