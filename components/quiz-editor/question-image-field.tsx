'use client';

import { useTranslations } from 'next-intl';
import { FilePicker } from '@/components/forms/file-picker';
import { Input } from '@/components/forms/native-fields';
import { useFileUpload } from '@/components/forms/use-file-upload';
import { ACCEPT } from '@/lib/files/accept';
import { fileContentUrl } from '@/lib/files/upload';
import { QUIZ_LIMITS } from '@/shared/quiz/types';
import { DraftField, type PartProps } from './draft-fields';

/**
 * A question's image (issue 41): upload (a PNG, JPEG, GIF or WebP of at most 5 MB, checked by
 * the API from its bytes), a preview with the alt text typed for it, and Remove. The image is
 * kept with the question on Save; learners see it above the prompt.
 */
export function QuestionImageField({ courseId, ...part }: PartProps & { courseId?: string }) {
  const t = useTranslations('quizEditor.form');
  const { draft, fields, onChange } = part;
  const { progress, failure, upload } = useFileUpload({
    purpose: 'question_image',
    ...(courseId ? { courseId } : {}),
    // A new picture keeps the alt text typed so far, or starts from nothing.
    onStored: (stored) => onChange({ image: stored.id }),
    failureText: (reason) => t('imageUploadFailed', { reason }),
  });
  const inputId = fields.id('image');
  const hintId = fields.id('image-hint');
  const errorId = fields.id('image-error');
  const message = failure ?? fields.error('image');

  return (
    <div className="field quiz-question-image">
      <label htmlFor={inputId}>{t('image')}</label>
      {draft.image && (
        // biome-ignore lint/performance/noImgElement: a stored upload served by the BFF, not an optimisable asset.
        <img
          src={fileContentUrl(draft.image)}
          alt={draft.imageAlt.trim()}
          className="quiz-question-image-preview"
        />
      )}
      <FilePicker
        id={inputId}
        accept={ACCEPT.question_image}
        buttonText={draft.image ? t('imageReplace') : t('imageChoose')}
        aria-describedby={message ? `${hintId} ${errorId}` : hintId}
        aria-invalid={message ? true : undefined}
        onChange={(event) => {
          void upload(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <p id={hintId} className="field-hint">
        {t('imageHint', { max: QUIZ_LIMITS.maxImageBytes / 1024 / 1024 })}
      </p>
      <p aria-live="polite" className="field-hint">
        {progress !== null && t('imageUploading', { percent: progress })}
      </p>
      {message && (
        <p id={errorId} className="field-error" role="alert">
          {message}
        </p>
      )}
      {draft.image && (
        <>
          <DraftField
            {...part}
            field="imageAlt"
            label={t('imageAlt')}
            hint={t('imageAltHint', { max: QUIZ_LIMITS.maxImageAltLength })}
          >
            {(control) => <Input {...control} maxLength={QUIZ_LIMITS.maxImageAltLength} />}
          </DraftField>
          <div>
            <button
              type="button"
              className="button"
              onClick={() => {
                onChange({ image: '', imageAlt: '' });
                // The focus stays in the form: on the picker that replaced the preview.
                document.getElementById(inputId)?.focus();
              }}
            >
              {t('imageRemove')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
