'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { FilePicker } from '@/components/forms/file-picker';
import { logoSource } from '@/components/shell/portal-logo';
import { ACCEPT } from '@/lib/files/accept';
import { deleteFile } from '@/lib/files/files';
import { uploadFile } from '@/lib/files/upload';
import { setPortalLogo } from '@/lib/resources/administration';
import { meKeys } from '@/lib/resources/me';
import { type Portal, portalKeys } from '@/lib/resources/portals';
import {
  LOGO_SNIFF_BYTES,
  type LogoProblem,
  logoDimensionsProblem,
  logoSizeProblem,
  logoTypeOf,
} from '@/shared/portals/logo-rules';
import { errorText } from './portal-languages';

type Chosen = { file: File; url: string };
type Problem = LogoProblem | 'type' | 'unreadable';

/** The picture's size in pixels, or null when the browser cannot show it. */
function dimensionsOf(url: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(null);
    image.src = url;
  });
}

/** What is wrong with a chosen file as a logo (shared/portals/logo-rules.ts), or null. */
async function logoProblem(file: File, url: string): Promise<Problem | null> {
  const tooLarge = logoSizeProblem(file.size);
  if (tooLarge) return tooLarge;
  const head = new Uint8Array(await file.slice(0, LOGO_SNIFF_BYTES).arrayBuffer());
  if (!logoTypeOf(head)) return 'type';
  const size = await dimensionsOf(url);
  if (!size) return 'unreadable';
  return logoDimensionsProblem(size);
}

/**
 * Makes `file` the portal's logo: uploaded first, then made the logo. Uploaded but not made the
 * logo, nothing keeps the file, so it goes again.
 */
async function uploadLogo(portalId: string, file: File): Promise<void> {
  const uploaded = (await uploadFile(file, { purpose: 'portal_logo', portalId })).id;
  try {
    await setPortalLogo(portalId, uploaded);
  } catch (error) {
    void deleteFile(uploaded).catch(() => undefined);
    throw error;
  }
}

/**
 * A portal's logo: the current one, a picture chosen with the shared file picker
 * (checked here by its bytes, size and dimensions, then again by the API), its preview, save and
 * remove. The new picture is uploaded first and only then made the logo, so a failed upload
 * leaves the current logo as it was; the header of every visitor of the portal shows the new
 * one on their next page (this browser's at once). One place to swap in a shared file picker.
 */
export function PortalLogoField({ portal }: { portal: Portal }) {
  const t = useTranslations('administration.portals.logo');
  const client = useQueryClient();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<string>('');
  const [status, setStatus] = useState('');
  // The portals are refetched before it says it is done; the header (of Me) behind it.
  const write = useOptimisticMutation({
    queryKey: portalKeys.all(),
    mutationFn: (file: File | null) =>
      file ? uploadLogo(portal.id, file) : setPortalLogo(portal.id, null),
    errors: (error) => setProblem(errorText(error, t('failed'))),
  });
  const busy = write.isPending;
  const logo = portal.assets?.logo ?? null;

  // The preview's object URL lives as long as the choice.
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.url) : undefined), [chosen]);

  const clear = () => {
    setChosen(null);
    if (input.current) input.current.value = '';
  };

  const choose = async (file: File | undefined) => {
    setStatus('');
    setProblem('');
    setChosen(null);
    if (!file) return;
    const url = URL.createObjectURL(file);
    const found = await logoProblem(file, url);
    if (found) {
      URL.revokeObjectURL(url);
      setProblem(t(`errors.${found}`));
      return;
    }
    setChosen({ file, url });
  };

  const save = () => {
    if (!chosen) return;
    setStatus(t('uploading'));
    write.mutate(chosen.file, {
      onSuccess: () => {
        void client.invalidateQueries({ queryKey: meKeys.me() });
        clear();
        setStatus(t('saved', { name: portal.name }));
      },
      onError: () => setStatus(''),
    });
  };

  const remove = () => {
    setProblem('');
    write.mutate(null, {
      onSuccess: () => {
        void client.invalidateQueries({ queryKey: meKeys.me() });
        setStatus(t('removed', { name: portal.name }));
      },
    });
  };

  return (
    // A group, not a region: every portal's card has one (landmark names must be unique).
    <fieldset className="logo-field">
      <legend>{t('title')}</legend>
      <div className="logo-previews">
        <figure className="logo-preview">
          {/* biome-ignore lint/performance/noImgElement: the stored logo as the header shows it. */}
          <img
            src={logoSource(logo)}
            alt={
              logo ? t('current', { name: portal.name }) : t('defaultLogo', { name: portal.name })
            }
            className="portal-logo"
          />
          <figcaption className="muted">
            {logo ? t('currentCaption') : t('defaultCaption')}
          </figcaption>
        </figure>
        {chosen && (
          <figure className="logo-preview logo-preview-new">
            {/* biome-ignore lint/performance/noImgElement: a local preview (an object URL). */}
            <img
              src={chosen.url}
              alt={t('preview', { name: portal.name })}
              className="portal-logo"
            />
            <figcaption className="muted">{chosen.file.name}</figcaption>
          </figure>
        )}
      </div>
      <div className="field">
        <label htmlFor={id}>{t('file')}</label>
        <FilePicker
          ref={input}
          id={id}
          fileName={chosen?.file.name ?? null}
          accept={ACCEPT.portal_logo}
          disabled={busy}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint ${id}-error`}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <span id={`${id}-hint`} className="field-hint">
          {t('hint')}
        </span>
        <span id={`${id}-error`} className="field-error" role="alert">
          {problem}
        </span>
      </div>
      <div className="admin-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={busy || !chosen}
          onClick={save}
        >
          {t('save')}
        </button>
        {chosen && (
          <button type="button" className="button" disabled={busy} onClick={clear}>
            {t('cancel')}
          </button>
        )}
        {logo && !chosen && (
          <button type="button" className="button" disabled={busy} onClick={remove}>
            {t('remove')}
          </button>
        )}
      </div>
      <p role="status" className="muted">
        {status}
      </p>
    </fieldset>
  );
}
