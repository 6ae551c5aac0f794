'use client';

import { useState } from 'react';
import { ApiError } from '@/lib/api/errors';
import { type FilePurpose, type UploadedFile, uploadFile } from '@/lib/files/upload';
import { refusalText } from '@/lib/validation/form-response';

/**
 * One file picked in a form and uploaded at once (a course cover, a question's image): its
 * progress in per cent while it goes, and why it was refused — the API's words, else the status
 * it answered, without an answer the error's message — put in the screen's sentence by
 * `failureText`.
 */
export function useFileUpload(options: {
  purpose: FilePurpose;
  courseId?: string;
  onStored: (file: UploadedFile) => void;
  failureText: (reason: string) => string;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setFailure(null);
    setProgress(0);
    try {
      const stored = await uploadFile(file, {
        purpose: options.purpose,
        ...(options.courseId ? { courseId: options.courseId } : {}),
        onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
      });
      options.onStored(stored);
    } catch (reason) {
      const fallback =
        reason instanceof ApiError && reason.code !== 'NO_RESPONSE'
          ? String(reason.status)
          : (reason as Error).message;
      setFailure(options.failureText(refusalText(reason, fallback)));
    } finally {
      setProgress(null);
    }
  };
  return { progress, failure, upload };
}
