'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { FilePicker } from '@/components/forms/file-picker';
import { Avatar } from '@/components/shell/avatar';
import { ACCEPT } from '@/lib/files/accept';
import { type UploadedFile, uploadFile } from '@/lib/files/upload';
import { problemBeforeUpload, type UploadProblem, uploadProblem } from '@/lib/files/upload-errors';
import { type ProfileView, updateProfile } from '@/lib/resources/profiles';
import { AVATAR_WIDTH } from '@/shared/profiles/rules';

/**
 * The picture's writes: the upload (its progress in percent) and saving the file, or none, on
 * the profile; `busy` names the one under way. The saved profile is the caller's: no refetch.
 */
function useAvatarWrites(
  profileId: string,
  onProgress: (percent: number) => void,
  errors: (error: unknown) => void,
) {
  const upload = useOptimisticMutation<File, UploadedFile>({
    mutationFn: (file) =>
      uploadFile(file, {
        purpose: 'avatar',
        onProgress: (fraction) => onProgress(Math.round(fraction * 100)),
      }),
    errors,
  });
  const save = useOptimisticMutation<string | null, ProfileView>({
    mutationFn: (avatarFileId) => updateProfile(profileId, { avatarFileId }),
    errors,
  });
  const removing = save.variables === null;
  const busy = upload.isPending
    ? 'uploading'
    : save.isPending
      ? removing
        ? 'removing'
        : 'saving'
      : null;
  return { upload, save, busy };
}

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
  const [percent, setPercent] = useState(0);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<UploadProblem | null>(null);

  const fail = (reason: UploadProblem) => {
    setProblem(reason);
    setStatus('');
  };
  const { upload, save, busy } = useAvatarWrites(profile.id, setPercent, (error) =>
    fail(uploadProblem(error)),
  );

  const choose = (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    const before = problemBeforeUpload(file);
    if (before) return fail(before);
    setPercent(0);
    setStatus(t('uploading', { percent: 0 }));
    upload.mutate(file, {
      onSuccess: (stored) =>
        save.mutate(stored.id, {
          onSuccess: (saved) => {
            onSaved(saved);
            setStatus(t('saved'));
          },
        }),
    });
  };

  const remove = () => {
    setProblem(null);
    save.mutate(null, {
      onSuccess: (saved) => {
        onSaved(saved);
        setStatus(t('removed'));
        input.current?.focus();
      },
    });
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
              choose(event.target.files?.[0]);
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
