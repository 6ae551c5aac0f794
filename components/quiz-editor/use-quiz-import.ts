'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { ApiError } from '@/lib/api/errors';
import { type ImportOutcome, importQuestions, quizEditorKeys } from '@/lib/resources/quiz-editor';
import { refusalText } from '@/lib/validation/form-response';
import { type InterchangeFormat, interchangeFormatOf } from '@/shared/quiz/interchange/format';
import { QUIZ_LIMITS } from '@/shared/quiz/types';

/** The import's size limit in MB, as the texts name it. */
export const MAX_MEGABYTES = Math.round(QUIZ_LIMITS.maxImportBytes / (1024 * 1024));

/** A checked file and what the check found. */
export interface ImportPreview extends ImportOutcome {
  file: File;
  format: InterchangeFormat;
}

/** A file's format: by its extension, else by its first characters (docs/question-interchange.md). */
export async function formatOfFile(file: File): Promise<InterchangeFormat> {
  let start = '';
  try {
    start = await file.slice(0, 1024).text();
  } catch {
    // Unreadable here: the extension decides.
  }
  return interchangeFormatOf(file.name, start);
}

type Checked = { file: File; format: InterchangeFormat };

/** Why an import failed, in the API's words when it gave some. */
function useImportFailureReason() {
  const t = useTranslations('quizEditor.import');
  return (error: unknown) =>
    error instanceof ApiError && error.status === 413
      ? t('tooLarge', { max: MAX_MEGABYTES })
      : refusalText(error, t('failed'));
}

/**
 * The file input, and a way to focus it once it is enabled again (after Confirm or Cancel
 * their buttons are gone).
 */
function useRefocusedInput() {
  const input = useRef<HTMLInputElement>(null);
  const [refocus, setRefocus] = useState(0);
  useEffect(() => {
    if (refocus > 0) input.current?.focus();
  }, [refocus]);
  return { input, refocus: () => setRefocus((n) => n + 1) };
}

/** The two requests: the check (writes nothing, so nothing to refetch) and the import. */
function useImportRequests(itemId: string, onFailed: (reason: string, checking: boolean) => void) {
  const reasonOf = useImportFailureReason();
  const checking = useOptimisticMutation<File, ImportOutcome & { format: InterchangeFormat }>({
    mutationFn: async (file) => {
      const format = await formatOfFile(file);
      return { ...(await importQuestions(itemId, file, 'preview', format)), format };
    },
    errors: (error) => onFailed(reasonOf(error), true),
  });
  const importing = useOptimisticMutation<Checked, ImportOutcome>({
    queryKey: quizEditorKeys.detail(itemId),
    mutationFn: ({ file, format }) => importQuestions(itemId, file, 'confirm', format),
    errors: (error) => onFailed(reasonOf(error), false),
  });
  const busy = checking.isPending ? 'preview' : importing.isPending ? 'confirm' : null;
  return { checking, importing, busy };
}

/**
 * The import's steps: check a chosen file (refused at once when too large), then Confirm or
 * Cancel; with the status line, the failure to show on the file field, and the preview.
 */
export function useQuizImport(itemId: string) {
  const t = useTranslations('quizEditor.import');
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const { input, refocus } = useRefocusedInput();
  const { checking, importing, busy } = useImportRequests(itemId, (reason, whileChecking) => {
    if (whileChecking) setStatus('');
    setFailure(reason);
  });
  const problemsFound = (outcome: ImportOutcome) =>
    t('problemsFound', { count: outcome.errors.length });

  const check = (file: File | undefined) => {
    if (!file) return;
    setPreview(null);
    setFailure(null);
    if (file.size > QUIZ_LIMITS.maxImportBytes) {
      setStatus('');
      setFailure(t('tooLarge', { max: MAX_MEGABYTES }));
      return;
    }
    setStatus(t('checking', { file: file.name }));
    checking.mutate(file, {
      onSuccess: (outcome) => {
        setPreview({ ...outcome, file });
        setStatus(
          outcome.errors.length > 0
            ? problemsFound(outcome)
            : outcome.questions > 0
              ? [
                  t('ready', { count: outcome.questions }),
                  // Issue 41: stored on Confirm import only.
                  outcome.images ? t('imagesReady', { count: outcome.images }) : '',
                ]
                  .filter(Boolean)
                  .join(' · ')
              : t('noQuestions'),
        );
      },
    });
  };

  const confirm = () => {
    if (!preview) return;
    const { file, format } = preview;
    setFailure(null);
    importing.mutate(
      { file, format },
      {
        onSuccess: (outcome) => {
          if (outcome.errors.length > 0) {
            setPreview({ ...outcome, file, format });
            setStatus(problemsFound(outcome));
            return;
          }
          setPreview(null);
          setStatus(t('imported', { count: outcome.questions || preview.questions }));
          refocus();
        },
      },
    );
  };

  const cancel = () => {
    setPreview(null);
    setStatus(t('cancelled'));
    refocus();
  };

  return { input, preview, status, failure, busy, check, confirm, cancel };
}
