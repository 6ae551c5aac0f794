'use client';

import { createDocument, type Editor, getHTMLFromFragment } from '@tiptap/core';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { useLocale, useTranslations } from 'next-intl';
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useShellMe } from '@/components/shell/shell-me';
import { portalImageHosts } from '@/lib/resources/portals';
import { RICH_TEXT_MAX_LENGTH } from '@/shared/rich-text/allowlist';
import { ImageDialog, LinkDialog, VideoDialog } from './dialogs';
import { richTextExtensions, storedHtml } from './extensions';
import { refusedImageCount } from './paste';
import { type EditorDialog, Toolbar } from './toolbar';
import type { RichTextEditorProps } from './types';
import '@/components/rich-text/rich-text.css';
import './editor-frame.css';
import '@/components/forms/forms.css';
import './editor.css';

/** How long typing may pause before the parent hears of it (blur sends it at once). */
export const CHANGE_DELAY_MS = 200;

/** From this share of the limit on, the counter speaks up (politely, once per step). */
const NEAR_LIMIT = 0.9;

type CounterLevel = 'ok' | 'near' | 'full' | 'over';

function counterLevel(count: number, max: number): CounterLevel {
  if (count > max) return 'over';
  if (count === max) return 'full';
  return count >= max * NEAR_LIMIT ? 'near' : 'ok';
}

/**
 * "n / max" under the text, and a polite announcement when the count crosses into "near the
 * limit", reaches it or goes past it (not at every keystroke).
 */
const Counter = memo(function Counter({
  editor,
  id,
  max,
}: {
  editor: Editor;
  id: string;
  max: number;
}) {
  const t = useTranslations('editor.counter');
  const locale = useLocale();
  const count =
    useEditorState({
      editor,
      // A destroyed editor (unmounting, or replaced by another lesson's) has no storage left.
      selector: ({ editor: current }) =>
        (
          current?.storage as { characterCount?: { characters?: () => number } } | undefined
        )?.characterCount?.characters?.() ?? 0,
    }) ?? 0;
  const level = counterLevel(count, max);
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<CounterLevel>(level);

  useEffect(() => {
    if (level === previous.current) return;
    previous.current = level;
    if (level === 'near') setAnnouncement(t('near', { remaining: max - count }));
    else if (level === 'full') setAnnouncement(t('full'));
    else if (level === 'over') setAnnouncement(t('over', { over: count - max }));
    else setAnnouncement('');
  }, [level, count, max, t]);

  const format = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  return (
    <>
      <p id={id} className={`rich-text-editor-counter counter-${level}`}>
        <span aria-hidden="true">
          {format.format(count)} / {format.format(max)}
        </span>
        <span className="visually-hidden">{t('description', { count, max })}</span>
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </>
  );
});

/**
 * The shared rich text editor (SCREENS.md "The shared rich text editor"). Load it through
 * `@/components/editor/lazy-editor`, never directly: see the usage notes there.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  id,
  maxLength,
  hint,
  error,
  required,
  disabled = false,
  images,
  video = false,
  lang,
}: RichTextEditorProps) {
  const t = useTranslations('editor');
  const baseId = useId();
  const inputId = id ?? `${baseId}-text`;
  const labelId = `${baseId}-label`;
  const hintId = hint ? `${baseId}-hint` : undefined;
  const errorId = error ? `${baseId}-error` : undefined;
  const counterId = `${baseId}-counter`;
  const max = maxLength ?? RICH_TEXT_MAX_LENGTH;
  const [dialog, setDialog] = useState<EditorDialog | null>(null);
  const dialogRef = useRef<EditorDialog | null>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);

  // What the parent last heard from us (or gave us): a `value` equal to it is our own echo.
  const lastHtml = useRef(value);
  // Whether the text changed since the parent last heard of it.
  const dirty = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const editorRef = useRef<Editor | null>(null);
  // Images the allowlist left out of the text: of another site, pasted or already in
  // a text stored before the rule. The writer is told, and told to upload them instead.
  // The portal's allowlisted image hosts, as a key that changes only with the list.
  const hostsKey = portalImageHosts(useShellMe()?.me.portal).join(' ');
  const imageHosts = useMemo(() => (hostsKey ? hostsKey.split(' ') : []), [hostsKey]);
  const [refusedImages, setRefusedImages] = useState(() => refusedImageCount(value, imageHosts));

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const current = editorRef.current;
    if (!dirty.current || !current || current.isDestroyed) return;
    dirty.current = false;
    const html = storedHtml(current.getHTML(), current.isEmpty);
    if (html === lastHtml.current) return;
    lastHtml.current = html;
    onChangeRef.current(html);
  }, []);

  const openDialog = useCallback((next: EditorDialog) => {
    dialogRef.current = next;
    setDialog(next);
  }, []);
  const closeDialog = useCallback(() => {
    dialogRef.current = null;
    setDialog(null);
  }, []);

  const describedBy = [hintId, errorId, counterId].filter(Boolean).join(' ');
  const attributes = useMemo(
    () => ({
      id: inputId,
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      'aria-describedby': describedBy,
      ...(error ? { 'aria-invalid': 'true' } : {}),
      ...(required ? { 'aria-required': 'true' } : {}),
      ...(disabled ? { 'aria-disabled': 'true' } : {}),
      ...(lang ? { lang } : {}),
      class: 'rich-text rich-text-editor-content',
      spellcheck: 'true',
    }),
    [inputId, labelId, describedBy, error, required, disabled, lang],
  );
  const editorProps = useMemo(
    () => ({
      attributes,
      handleKeyDown: (_view: unknown, event: KeyboardEvent) => {
        // Ctrl/Cmd+K: the link dialog, as in most editors.
        if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          openDialog('link');
          return true;
        }
        return false;
      },
    }),
    [attributes, openDialog],
  );
  // The schema depends only on the limit and the image hosts; a change of either builds a new
  // editor.
  const extensions = useMemo(
    () => richTextExtensions({ maxLength: max, onRefusedImages: setRefusedImages, imageHosts }),
    [max, imageHosts],
  );
  // The text a new editor starts from: the first value, or the latest one when a new limit (or
  // list of image hosts) builds a new editor.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new editor is exactly when to read it.
  const initialContent = useMemo(() => lastHtml.current, [max, imageHosts]);

  const editor = useEditor(
    {
      extensions,
      content: initialContent,
      editable: !disabled,
      // Only ever rendered in the browser (lazy-editor.tsx loads it without SSR).
      immediatelyRender: true,
      // Typing re-renders nothing here: the toolbar and counter subscribe to what they show.
      shouldRerenderOnTransaction: false,
      injectCSS: false,
      editorProps,
      onUpdate: () => {
        dirty.current = true;
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(flush, CHANGE_DELAY_MS);
      },
    },
    [max, imageHosts],
  );
  editorRef.current = editor;

  // A new `value` from the parent (a reset, a loaded draft) replaces the text. Our own echo does
  // not, nor the same text written differently (the server's copy after a save): the cursor
  // stays where it is.
  useEffect(() => {
    if (!editor || value === lastHtml.current) return;
    lastHtml.current = value;
    setRefusedImages(refusedImageCount(value, imageHosts));
    const incoming = createDocument(value, editor.schema);
    const same =
      storedHtml(getHTMLFromFragment(incoming.content, editor.schema), false) ===
      storedHtml(editor.getHTML(), editor.isEmpty);
    if (same) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    dirty.current = false;
    editor.chain().setMeta('addToHistory', false).setContent(value, { emitUpdate: false }).run();
  }, [editor, value, imageHosts]);

  useEffect(() => {
    if (editor && editor.isEditable === disabled) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  // Leaving the page with a change still waiting: the parent gets it.
  useEffect(() => flush, [flush]);

  // The editor counts as left when the focus leaves all of it (text, toolbar and dialogs).
  const onBlurRef = useRef(onBlur);
  onBlurRef.current = onBlur;
  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (!wrapper) return;
    const left = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (dialogRef.current || (next && wrapper.contains(next))) return;
      flush();
      onBlurRef.current?.();
    };
    wrapper.addEventListener('focusout', left);
    return () => wrapper.removeEventListener('focusout', left);
  }, [flush]);

  if (!editor) return null;

  return (
    <div
      ref={wrapperRef}
      className={`rich-text-editor${error ? ' rich-text-editor-invalid' : ''}${disabled ? ' rich-text-editor-disabled' : ''}`}
    >
      {/* Not a <label>: the editing area is not a form control; it is named by this text. */}
      <span id={labelId} className="rich-text-editor-label">
        {label}
      </span>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <div className="rich-text-editor-frame">
        <Toolbar
          editor={editor}
          name={t('toolbar.name', { label })}
          disabled={disabled}
          images={Boolean(images)}
          video={video}
          onOpenDialog={openDialog}
        />
        <EditorContent editor={editor} className="rich-text-editor-area" />
      </div>
      <div className="rich-text-editor-footer">
        {error ? (
          <p id={errorId} className="field-error">
            {error}
          </p>
        ) : (
          <span />
        )}
        <Counter editor={editor} id={counterId} max={max} />
      </div>
      <div role="status" className="rich-text-editor-notice-region">
        {refusedImages > 0 ? (
          <p className="rich-text-editor-notice">
            <span>
              {t(images ? 'refusedImages.upload' : 'refusedImages.noUpload', {
                count: refusedImages,
              })}
            </span>{' '}
            <button type="button" className="link-button" onClick={() => setRefusedImages(0)}>
              {t('refusedImages.dismiss')}
            </button>
          </p>
        ) : null}
      </div>
      {dialog === 'link' ? <LinkDialog editor={editor} onClose={closeDialog} /> : null}
      {dialog === 'image' && images ? (
        <ImageDialog
          editor={editor}
          purpose={images.purpose}
          courseId={images.courseId}
          onClose={closeDialog}
        />
      ) : null}
      {dialog === 'video' ? <VideoDialog editor={editor} onClose={closeDialog} /> : null}
    </div>
  );
}

export default RichTextEditor;
