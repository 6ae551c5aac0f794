'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { Editor } from '@tiptap/core';
import { NodeSelection } from '@tiptap/pm/state';
import { useTranslations } from 'next-intl';
import {
  type ComponentProps,
  type FormEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { FilePicker } from '@/components/forms/file-picker';
import { Input, Textarea } from '@/components/forms/native-fields';
import { ApiError } from '@/lib/api/errors';
import {
  type FilePurpose,
  MAX_UPLOAD_BYTES,
  type UploadedFile,
  uploadFile,
} from '@/lib/files/upload';
import { isAllowedLinkHref, NEW_TAB_REL, videoEmbedUrl } from '@/shared/rich-text/allowlist';
import '@/components/modals/modals.css';

/**
 * The editor's small dialogs (link, image, video): Radix dialogs (focus trapped, Escape
 * closes, focus returns to the text), each a form whose messages are tied to their fields.
 */

interface DialogFrameProps {
  title: string;
  onClose: () => void;
  editor: Editor;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  /** The primary button's text (Insert, Save). */
  submitLabel: string;
  /** Still working on the last submit: the primary button says so (aria-disabled). */
  busy?: boolean;
  /** Actions before Cancel (the link's Remove). */
  extraActions?: ReactNode;
}

/** A dialog's frame: title, the form with its fields, then any extra action, Cancel and submit. */
function DialogFrame({
  title,
  onClose,
  editor,
  onSubmit,
  children,
  submitLabel,
  busy,
  extraActions,
}: DialogFrameProps) {
  const common = useTranslations('editor');
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          className="modal-dialog rich-text-editor-dialog"
          // The fields' own hints describe them; the dialog has no description of its own.
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // Back to the text, where the cursor was.
            event.preventDefault();
            if (!editor.isDestroyed) editor.commands.focus();
          }}
        >
          <Dialog.Title>{title}</Dialog.Title>
          <form className="form" noValidate onSubmit={onSubmit}>
            {children}
            <div className="modal-actions">
              {extraActions}
              <Dialog.Close type="button" className="button">
                {common('cancel')}
              </Dialog.Close>
              <button
                type="submit"
                className="button button-primary"
                aria-disabled={busy || undefined}
              >
                {submitLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The props that tie a field's control to its label, hint and error. */
type ControlProps = { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true };

/** A labelled input with its hint and error, tied together for screen readers. */
function Field({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string;
  error?: string | null;
  /** Renders the control with the props that tie it to the label, hint and error. */
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A one-line text field (see Field). `url`: an address, typed on the URL keyboard without a
 * spelling check; `required`: said to screen readers (the dialog checks it on submit).
 */
function TextField({
  label,
  hint,
  error,
  inputRef,
  url,
  required,
  onValue,
  ...input
}: Pick<ComponentProps<'input'>, 'value' | 'autoComplete'> & {
  label: string;
  hint: string;
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
  url?: boolean;
  required?: boolean;
  onValue: (value: string) => void;
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <Input
          ref={inputRef}
          {...control}
          type="text"
          {...(url ? { inputMode: 'url', spellCheck: false } : {})}
          {...input}
          onChange={(event) => onValue(event.target.value)}
          aria-required={required ? 'true' : undefined}
        />
      )}
    </Field>
  );
}

/** A web or e-mail address typed without its scheme, completed (the rest is checked as is). */
function completeAddress(text: string): string {
  if (/^[^\s@/:]+@[^\s@/:]+\.[a-z]{2,}$/i.test(text)) return `mailto:${text}`;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}([/?#]\S*)?$/i.test(text)) return `https://${text}`;
  return text;
}

export function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const t = useTranslations('editor.link');
  const existing = editor.getAttributes('link') as { href?: string; target?: string | null };
  const editing = Boolean(existing.href);
  const needsText = !editing && editor.state.selection.empty;
  const [href, setHref] = useState(existing.href ?? '');
  const [text, setText] = useState('');
  const [newTab, setNewTab] = useState(existing.target === '_blank');
  const [error, setError] = useState<string | null>(null);
  const urlRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = href.trim();
    const address = completeAddress(typed);
    if (!typed || !isAllowedLinkHref(address)) {
      setError(typed ? t('invalid') : t('required'));
      urlRef.current?.focus();
      return;
    }
    const attributes = {
      href: address,
      target: newTab ? '_blank' : null,
      rel: newTab ? NEW_TAB_REL : null,
    };
    if (needsText) {
      editor
        .chain()
        .focus()
        .insertContent({
          type: 'text',
          text: text.trim() || typed,
          marks: [{ type: 'link', attrs: attributes }],
        })
        // What is typed next is not part of the link.
        .unsetMark('link')
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink(attributes).run();
    }
    onClose();
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };

  return (
    <DialogFrame
      title={editing ? t('editTitle') : t('title')}
      editor={editor}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={editing ? t('save') : t('insert')}
      extraActions={
        editing ? (
          <button type="button" className="button" onClick={remove}>
            {t('remove')}
          </button>
        ) : null
      }
    >
      <TextField
        label={t('url')}
        hint={t('urlHint')}
        error={error}
        inputRef={urlRef}
        url
        autoComplete="url"
        required
        value={href}
        onValue={(value) => {
          setHref(value);
          if (error) setError(null);
        }}
      />
      {needsText ? (
        <TextField label={t('text')} hint={t('textHint')} value={text} onValue={setText} />
      ) : null}
      <div className="field rich-text-editor-checkbox">
        <label>
          <Input
            type="checkbox"
            checked={newTab}
            onChange={(event) => setNewTab(event.target.checked)}
          />{' '}
          {t('newTab')}
        </label>
      </div>
    </DialogFrame>
  );
}

type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number }
  | { status: 'done'; file: UploadedFile }
  | { status: 'failed'; message: string };

/** The message for a refused upload (413 too large, 415 a type this purpose does not take). */
function uploadErrorKey(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 413) return 'tooLarge';
    if (error.status === 415) return 'wrongType';
    if (error.status === 403) return 'forbidden';
  }
  return 'failed';
}

export function ImageDialog({
  editor,
  purpose,
  courseId,
  onClose,
}: {
  editor: Editor;
  purpose: FilePurpose;
  courseId?: string;
  onClose: () => void;
}) {
  const t = useTranslations('editor.image');
  const selection = editor.state.selection;
  // An image already in the text: only its description is edited here.
  const selected =
    selection instanceof NodeSelection && selection.node.type.name === 'image'
      ? selection.node
      : null;
  const [alt, setAlt] = useState<string>(selected ? String(selected.attrs.alt ?? '') : '');
  const [altError, setAltError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [upload, setUpload] = useState<UploadState>({ status: 'idle' });
  const [waiting, setWaiting] = useState(false);
  const pending = useRef<Promise<UploadedFile> | null>(null);
  const abort = useRef<AbortController | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const altRef = useRef<HTMLTextAreaElement>(null);

  // Closing the dialog cancels an upload still on its way.
  useEffect(() => () => abort.current?.abort(), []);

  const choose = (file: File | undefined) => {
    abort.current?.abort();
    pending.current = null;
    setFileError(null);
    if (!file) {
      setUpload({ status: 'idle' });
      return;
    }
    if (file.type && !file.type.startsWith('image/')) {
      setUpload({ status: 'failed', message: t('wrongType') });
      return;
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      setUpload({ status: 'failed', message: t('tooLarge') });
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setUpload({ status: 'uploading', progress: 0 });
    const promise = uploadFile(file, {
      purpose,
      courseId,
      signal: controller.signal,
      onProgress: (fraction) => {
        if (!controller.signal.aborted) setUpload({ status: 'uploading', progress: fraction });
      },
    });
    pending.current = promise;
    promise.then(
      (stored) => {
        if (!controller.signal.aborted) setUpload({ status: 'done', file: stored });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setUpload({ status: 'failed', message: t(uploadErrorKey(error)) });
        }
      },
    );
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (waiting) return;
    const description = alt.trim();
    const missingFile = !selected && !pending.current;
    setAltError(description ? null : t('altRequired'));
    if (upload.status !== 'failed') setFileError(missingFile ? t('fileRequired') : null);
    if (missingFile) {
      fileRef.current?.focus();
      return;
    }
    if (!description) {
      altRef.current?.focus();
      return;
    }
    if (selected) {
      editor.chain().focus().updateAttributes('image', { alt: description }).run();
      onClose();
      return;
    }
    let stored: UploadedFile;
    try {
      setWaiting(true);
      stored = await pending.current!;
    } catch {
      // The message is already shown beside the file.
      setWaiting(false);
      fileRef.current?.focus();
      return;
    }
    editor.chain().focus().setImage({ src: stored.url, alt: description }).run();
    onClose();
  };

  const progress = upload.status === 'uploading' ? Math.round(upload.progress * 100) : null;
  const fileMessage = fileError ?? (upload.status === 'failed' ? upload.message : null);

  return (
    <DialogFrame
      title={selected ? t('editTitle') : t('title')}
      editor={editor}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={selected ? t('save') : t('insert')}
      busy={waiting}
    >
      {selected ? null : (
        <Field label={t('file')} hint={t('fileHint')} error={fileMessage}>
          {(control) => (
            <FilePicker
              ref={fileRef}
              {...control}
              accept="image/*"
              onChange={(event) => choose(event.target.files?.[0])}
              required
            />
          )}
        </Field>
      )}
      {selected ? null : (
        <div className="rich-text-editor-upload" role="status">
          {progress !== null ? (
            <>
              <progress value={progress} max={100} aria-label={t('progressLabel')} />
              <span>{t('uploading', { percent: progress })}</span>
            </>
          ) : upload.status === 'done' ? (
            <span>{t('uploaded', { name: upload.file.fileName })}</span>
          ) : null}
        </div>
      )}
      <Field label={t('alt')} hint={t('altHint')} error={altError}>
        {(control) => (
          <Textarea
            ref={altRef}
            {...control}
            rows={3}
            value={alt}
            onChange={(event) => {
              setAlt(event.target.value);
              if (altError && event.target.value.trim()) setAltError(null);
            }}
            aria-required="true"
          />
        )}
      </Field>
    </DialogFrame>
  );
}

export function VideoDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const t = useTranslations('editor.video');
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);
  const [titleError, setTitleError] = useState<string | null>(null);
  const urlRef = useRef<HTMLInputElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const src = videoEmbedUrl(url);
    const name = title.trim();
    setUrlError(src ? null : url.trim() ? t('invalid') : t('required'));
    setTitleError(name ? null : t('titleRequired'));
    if (!src) {
      urlRef.current?.focus();
      return;
    }
    if (!name) {
      titleRef.current?.focus();
      return;
    }
    editor.chain().focus().setVideoEmbed({ src, title: name }).run();
    onClose();
  };

  return (
    <DialogFrame
      title={t('title')}
      editor={editor}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('insert')}
    >
      <TextField
        label={t('url')}
        hint={t('urlHint')}
        error={urlError}
        inputRef={urlRef}
        url
        required
        value={url}
        onValue={setUrl}
      />
      <TextField
        label={t('name')}
        hint={t('nameHint')}
        error={titleError}
        inputRef={titleRef}
        required
        value={title}
        onValue={setTitle}
      />
    </DialogFrame>
  );
}
