'use client';

import { useTranslations } from 'next-intl';
import { FilePicker } from '@/components/forms/file-picker';
import { useFileUpload } from '@/components/forms/use-file-upload';
import { fileContentUrl } from '@/lib/files/upload';

interface CoverUploadProps {
  courseId: string;
  /** The saved cover's address (null while a new one is not saved yet). */
  coverUrl: string | null;
  coverFileId: string | null;
  error?: string;
  onChange: (fileId: string | null) => void;
}

/** The course cover: upload (with progress), a preview, remove. Saved by the editor's autosave. */
export function CoverUpload({
  courseId,
  coverUrl,
  coverFileId,
  error,
  onChange,
}: CoverUploadProps) {
  const t = useTranslations('authoring.fields');
  const { progress, failure, upload } = useFileUpload({
    purpose: 'course_cover',
    courseId,
    onStored: (stored) => onChange(stored.id),
    failureText: (reason) => t('uploadFailed', { reason }),
  });
  const preview = coverFileId ? (coverUrl ?? fileContentUrl(coverFileId)) : coverUrl;
  const message = failure ?? error ?? null;

  return (
    <div className="field course-cover">
      <label htmlFor="course-cover">{t('cover')}</label>
      {preview && (
        // biome-ignore lint/performance/noImgElement: a stored upload served by the BFF, not an optimisable asset.
        <img src={preview} alt={t('coverAlt')} className="course-cover-preview" />
      )}
      <FilePicker
        id="course-cover"
        accept="image/jpeg,image/png,image/webp,image/gif"
        aria-describedby={message ? 'course-cover-hint course-cover-error' : 'course-cover-hint'}
        onChange={(event) => {
          void upload(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <p id="course-cover-hint" className="field-hint">
        {t('coverHint')}
      </p>
      <p aria-live="polite" className="field-hint">
        {progress !== null && t('uploading', { percent: progress })}
      </p>
      {message && (
        <p id="course-cover-error" className="field-error" role="alert">
          {message}
        </p>
      )}
      {preview && (
        <div>
          <button type="button" className="button" onClick={() => onChange(null)}>
            {t('removeCover')}
          </button>
        </div>
      )}
    </div>
  );
}
