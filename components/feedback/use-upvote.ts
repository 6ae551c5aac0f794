'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { upvoteFailure } from '@/lib/feedback/upvote-failure';
import { feedbackKeys, type ProjectView, upvoteProject, withUpvote } from './queries';

/**
 * Upvoting one project (spec §4, §8): success raises the cached count by one and marks the
 * card; ALREADY_UPVOTED is a toast; any other failure an inline error on the card.
 * Without a synthetic address (`allowed` false) it does nothing (spec §5).
 */
export function useUpvote(projectId: string, allowed: boolean) {
  const t = useTranslations('feedback.project.result');
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const mutation = useMutation({
    mutationFn: () => upvoteProject(projectId),
    onMutate: () => setFailed(false),
    onSuccess: () =>
      queryClient.setQueryData<ProjectView[]>(feedbackKeys.projects(), (projects) =>
        withUpvote(projects, projectId),
      ),
    onError: (error) => {
      if (upvoteFailure(error) === 'toast') toast.error(t('already_upvoted'));
      else setFailed(true);
    },
  });
  return {
    upvote: () => {
      if (allowed && !mutation.isPending) mutation.mutate();
    },
    pending: mutation.isPending,
    failed,
  };
}
