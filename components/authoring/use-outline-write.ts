'use client';

import { useTranslations } from 'next-intl';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { showToast } from '@/components/ui/show-toast';
import { authoringKeys } from '@/lib/resources/authoring';
import { refusalText } from '@/lib/validation/form-response';

/** The outline's "could not be saved" toast, with the API's text when it gave one. */
export function useFailureToast() {
  const t = useTranslations('authoring.outline');
  return (error: unknown) => {
    const detail = refusalText(error, '');
    showToast({
      scheme: 'error',
      message: t('failed'),
      ...(detail ? { description: detail } : {}),
    });
  };
}

/** A write that adds to the course's outline: refetches the editor, and says so when refused. */
export function useOutlineWrite<TVariables>(
  courseId: string,
  write: (courseId: string, variables: TVariables) => Promise<unknown>,
) {
  return useOptimisticMutation<TVariables>({
    queryKey: authoringKeys.editor(courseId),
    mutationFn: (variables) => write(courseId, variables),
    errors: useFailureToast(),
  });
}
