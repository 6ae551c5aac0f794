'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { FilePicker } from '@/components/forms/file-picker';
import { Avatar } from '@/components/shell/avatar';
import { ACCEPT } from '@/lib/files/accept';
import { uploadFile } from '@/lib/files/upload';
import { problemBeforeUpload, type UploadProblem, uploadProblem } from '@/lib/files/upload-errors';
import { type ProfileView, updateProfile } from '@/lib/resources/profiles';
import { AVATAR_WIDTH } from '@/shared/profiles/rules';

/**
 * The profile picture: choosing a file uploads it (POST /v1/files, purpose avatar; the server
 * keeps a 150 × 150 copy) and saves it on the profile at once; "Remove picture" clears it.
 * Progress and the outcome are announced; a refusal says why in the files' own words.
 */
export function AvatarPicker({
  profile,
  onSaved,
}: {
  profile: ProfileView;
  onSaved: (profile: ProfileView) => void;
}) {
  const t = useTranslations('profiles.avatar');
  const files = useTranslations('files');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'uploading' | 'saving' | 'removing' | null>(null);
  const [percent, setPercent] = useState(0);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<UploadProblem | null>(null);

  const fail = (reason: UploadProblem) => {
    setProblem(reason);
    setStatus('');
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    const before = problemBeforeUpload(file);
    if (before) return fail(before);
    try {
      setBusy('uploading');
      setPercent(0);
      setStatus(t('uploading', { percent: 0 }));
      const stored = await uploadFile(file, {
        purpose: 'avatar',
        onProgress: (fraction) => setPercent(Math.round(fraction * 100)),
      });
      setBusy('saving');
      onSaved(await updateProfile(profile.id, { avatarFileId: stored.id }));
      setStatus(t('saved'));
    } catch (error) {
      fail(uploadProblem(error));
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    setProblem(null);
    try {
      setBusy('removing');
      onSaved(await updateProfile(profile.id, { avatarFileId: null }));
      setStatus(t('removed'));
      input.current?.focus();
    } catch (error) {
      fail(uploadProblem(error));
    } finally {
      setBusy(null);
    }
  };

  const message =
    problem === 'unsupportedType'
      ? files('errors.unsupportedImage')
      : problem && files(`errors.${problem}`);

  return (
    <section className="profile-avatar" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('title')}</h2>
      <div className="profile-avatar-body">
        <Avatar name={profile.fullName} url={profile.avatarUrl} size={96} />
        <div className="profile-avatar-controls">
          <label htmlFor={`${id}-file`} className="profile-avatar-label">
            {profile.avatarUrl ? t('replace') : t('choose')}
          </label>
          <FilePicker
            ref={input}
            id={`${id}-file`}
            accept={ACCEPT.avatar}
            disabled={busy !== null}
            aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <p id={`${id}-hint`} className="field-hint">
            {t('hint', { width: AVATAR_WIDTH })}
          </p>
          {profile.avatarUrl && (
            <button type="button" className="button" disabled={busy !== null} onClick={remove}>
              {t('remove')}
            </button>
          )}
        </div>
      </div>
      <p className="field-hint" role="status" aria-live="polite">
        {busy === 'uploading'
          ? t('uploading', { percent })
          : busy === 'saving'
            ? t('saving')
            : status}
      </p>
      {message && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {message}
        </p>
      )}
    </section>
  );
}
