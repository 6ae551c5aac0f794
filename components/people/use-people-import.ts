'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { ApiError } from '@/lib/api/errors';
import {
  type AccountImport,
  accountImportQuery,
  checkPeopleFile,
  confirmPeopleImport,
  type ImportCheck,
  type ImportProblem,
  peopleKeys,
  resendInvitations,
} from '@/lib/resources/people';
import { refusalText } from '@/lib/validation/form-response';
import { PEOPLE_LIMITS } from '@/shared/accounts/people-limits';

export const MAX_MEGABYTES = Math.round(PEOPLE_LIMITS.maxImportBytes / (1024 * 1024));

/** A file that is no import at all: its name and every problem (row 1). */
export type FileProblems = { file: string; problems: ImportProblem[] };

/**
 * The import's steps (issue 43): check a chosen file (refused at once when too large), then
 * Confirm or choose another; the import's id is kept in the address, so a reload shows the same
 * check (kept 24 hours on the server). The status line says what happened last.
 */
export function usePeopleImport(initialId: string | null) {
  const t = useTranslations('people.import');
  const router = useRouter();
  const pathname = usePathname();
  const client = useQueryClient();
  const [importId, setImportId] = useState(initialId);
  const [fileProblems, setFileProblems] = useState<FileProblems | null>(null);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  // What this visit just did (not a check shown again after a reload): where the focus goes.
  const [lastStep, setLastStep] = useState<'checked' | 'confirmed' | 'another' | null>(null);
  const record = useQuery({ ...accountImportQuery(importId ?? ''), enabled: importId !== null });
  const reasonOf = (error: unknown) =>
    error instanceof ApiError && error.status === 413
      ? t('tooLarge', { mb: MAX_MEGABYTES })
      : error instanceof ApiError && error.status === 409
        ? t('conflict')
        : refusalText(error, t('failed'));
  const checking = useOptimisticMutation<File, ImportCheck>({
    mutationFn: checkPeopleFile,
    errors: (error) => {
      setStatus('');
      setFailure(reasonOf(error));
    },
  });
  const confirming = useOptimisticMutation<string, AccountImport>({
    mutationFn: confirmPeopleImport,
    errors: (error) => setFailure(reasonOf(error)),
  });
  const show = (made: AccountImport) => {
    client.setQueryData(peopleKeys.import(made.id), made);
    setImportId(made.id);
    router.replace(`${pathname}?${new URLSearchParams({ import: made.id })}`, { scroll: false });
  };

  const check = (file: File | undefined) => {
    if (!file) return;
    setFileProblems(null);
    setFailure(null);
    if (file.size > PEOPLE_LIMITS.maxImportBytes) {
      setFailure(t('tooLarge', { mb: MAX_MEGABYTES }));
      return;
    }
    setStatus(t('checking', { file: file.name }));
    checking.mutate(file, {
      onSuccess: (answer) => {
        if (!answer.ok) {
          setStatus(t('fixAndRetry'));
          setFileProblems({ file: file.name, problems: answer.problems });
          return;
        }
        show(answer.import);
        setLastStep('checked');
        setStatus(t('checked', { file: file.name, rows: answer.import.rows }));
      },
    });
  };
  const confirm = (then: (done: AccountImport) => void) => {
    if (!importId) return;
    setFailure(null);
    confirming.mutate(importId, {
      onSuccess: (done) => {
        client.setQueryData(peopleKeys.import(done.id), done);
        setStatus(t('done', { file: done.fileName }));
        setLastStep('confirmed');
        then(done);
      },
    });
  };
  const another = () => {
    setImportId(null);
    setFileProblems(null);
    setFailure(null);
    setStatus('');
    setLastStep('another');
    router.replace(pathname, { scroll: false });
  };
  // A check past its 24 hours (or another's): as if none was chosen, saying why.
  const gone = record.error instanceof ApiError && record.error.status === 404;
  return {
    importId: gone ? null : importId,
    gone,
    lastStep,
    record,
    fileProblems,
    status,
    failure,
    busy: checking.isPending
      ? ('check' as const)
      : confirming.isPending
        ? ('confirm' as const)
        : null,
    check,
    confirm,
    another,
  };
}

/**
 * Invitations for the accounts an import made, a batch at a time until none is left (the API
 * sends at most 500 per call): how far it got, and whether any mail failed.
 */
export function useImportInvitations(importId: string | null) {
  const [progress, setProgress] = useState<{ sent: number; total: number; failed: number } | null>(
    null,
  );
  const sending = useOptimisticMutation<number, void>({
    mutationFn: async (total) => {
      if (!importId) return;
      let sent = 0;
      let failed = 0;
      setProgress({ sent, total, failed });
      for (;;) {
        const batch = await resendInvitations({ importId });
        sent += batch.results.length;
        failed += batch.results.filter((result) => result.problem).length;
        setProgress({ sent, total: Math.max(total, sent + (batch.remaining ?? 0)), failed });
        if (batch.results.length === 0 || !batch.remaining) break;
      }
    },
    refetch: importId ? [peopleKeys.import(importId), peopleKeys.invitations()] : [],
  });
  return { progress, sending: sending.isPending, send: (total: number) => sending.mutate(total) };
}
