'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { toast } from '@/components/ui/toast';
import { upvoteFailure } from '@/lib/feedback/upvote-failure';
import {
  feedbackKeys,
  type ProjectView,
  upvoteProject,
  withUpvote,
} from '@/lib/resources/feedback';

/**
 * Upvoting one project: success raises the cached count by one and marks the
 * card; ALREADY_UPVOTED is a toast; any other failure an inline error on the card.
 * Without a synthetic address (`allowed` false) it does nothing.
 */
export function useUpvote(projectId: string, allowed: boolean) {
  const t = useTranslations('feedback.project.result');
  const [failed, setFailed] = useState(false);
  const mutation = useOptimisticMutation<void, undefined, ProjectView[]>({
    queryKey: feedbackKeys.projects(),
    mutationFn: () => {
      setFailed(false);
      return upvoteProject(projectId);
    },
    // Not shown before the service agrees: a count that jumps back reads as a glitch.
    confirmed: (projects) => withUpvote(projects, projectId) ?? projects,
    errors: (error) => {
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
