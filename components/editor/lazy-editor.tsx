'use client';

/**
 * The shared rich text editor — the one way pages get it (SCREENS.md "The shared rich text
 * editor"). Its code (TipTap, ProseMirror) loads only when a page renders it, never
 * on pages that only show rich text; until then a placeholder of the same size shows the label.
 *
 * Usage
 * ```tsx
 * import { RichTextEditor } from '@/components/editor/lazy-editor';
 *
 * <RichTextEditor
 *   label={t('content')}                 // visible label; names the editing area
 *   value={html}                         // stored HTML ('' when empty)
 *   onChange={setHtml}                   // the editor's HTML, ~200 ms after typing stops
 *   onBlur={field.onBlur}                // the focus left the editor (text, toolbar, dialogs)
 *   id={field.id}                        // the editing area's id (error summaries link to it)
 *   hint={t('contentHint')}
 *   error={message}                      // shown under it; aria-invalid follows
 *   maxLength={20_000}                   // default 100,000; "n / max" under the text
 *   images={{ purpose: 'lesson_image', courseId }} // the Image button; no images without it
 *   video                                // the Video button (YouTube, Vimeo); off by default
 * />
 * ```
 *
 * - The page must send the `editor` translations to the browser:
 *   `<ClientMessages namespaces={['editor', …]}>` (lib/i18n/client-messages.test.ts checks it).
 * - `value` is controlled, but `onChange` is debounced and flushed on blur, so a submit handler
 *   that runs on a button click already has the latest text. Setting `value` to something else
 *   (a reset, a loaded draft) replaces the text; the editor's own echo is ignored.
 * - What the editor produces is exactly what the server's sanitiser keeps
 *   (shared/rich-text/sanitize.ts): the API sanitises every write with it all the same, and
 *   pages show stored HTML with components/rich-text/rich-text.tsx, styled like the editor.
 */

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { createContext, useContext } from 'react';
import { toolbarSlots } from './toolbar-layout';
import type { RichTextEditorProps } from './types';
import './editor-frame.css';

const PlaceholderProps = createContext<RichTextEditorProps | null>(null);

/**
 * The editor's outline while its code loads: label, hint, toolbar slots, text box, footer — the
 * same boxes with the same classes, so the editor takes exactly its place.
 */
export function EditorPlaceholder(props: RichTextEditorProps) {
  const t = useTranslations('editor');
  const slots = toolbarSlots({ images: Boolean(props.images), video: Boolean(props.video) });
  return (
    <div
      className={`rich-text-editor rich-text-editor-placeholder${props.error ? ' rich-text-editor-invalid' : ''}`}
      aria-busy="true"
    >
      <span className="rich-text-editor-label">{props.label}</span>
      {props.hint ? <p className="field-hint">{props.hint}</p> : null}
      <div className="rich-text-editor-frame">
        <div className="rich-text-editor-toolbar" aria-hidden="true">
          {slots.map((slot) => (
            <span
              key={slot.key}
              className={
                slot.group ? 'rich-text-editor-button group-start' : 'rich-text-editor-button'
              }
            />
          ))}
        </div>
        <div className="rich-text-editor-area-placeholder" role="status">
          {t('loading')}
        </div>
      </div>
      <div className="rich-text-editor-footer">
        {props.error ? <p className="field-error">{props.error}</p> : <span />}
        <p className="rich-text-editor-counter" aria-hidden="true">
          &nbsp;
        </p>
      </div>
    </div>
  );
}

function Loading() {
  const props = useContext(PlaceholderProps);
  return props ? <EditorPlaceholder {...props} /> : null;
}

const LoadedEditor = dynamic(() => import('./rich-text-editor'), {
  ssr: false,
  loading: Loading,
});

export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <PlaceholderProps.Provider value={props}>
      <LoadedEditor {...props} />
    </PlaceholderProps.Provider>
  );
}

export type { RichTextEditorProps } from './types';
