'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { showToast } from '@/components/ui/show-toast';
import { accountKeys } from '@/lib/resources/accounts';
import { enrollInPath, learningPathKeys } from '@/lib/resources/learning-paths';

/**
 * "Enrol in this path": enrols the viewer in every course of the path at once (the API refuses
 * with 402 what they may not learn in: the page names the products then), and shows the page
 * again with their locks and progress.
 */
export function EnrolInPath({ slug }: { slug: string }) {
  const t = useTranslations('learningPaths.catalog');
  const router = useRouter();
  const client = useQueryClient();
  const enrol = useOptimisticMutation({
    mutationFn: () => enrollInPath(slug),
    queryKey: learningPathKeys.all(),
  });
  return (
    <button
      type="button"
      className="button button-primary"
      disabled={enrol.isPending}
      onClick={async () => {
        try {
          await enrol.mutateAsync();
        } catch {
          return;
        }
        // Every enrolment list of the account (my courses) has new courses now.
        await client.invalidateQueries({ queryKey: accountKeys.all() });
        showToast({ scheme: 'success', message: t('enrolledNow') });
        router.refresh();
      }}
    >
      {enrol.isPending ? t('enrolling') : t('enrol')}
    </button>
  );
}
