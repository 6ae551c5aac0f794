'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { previewHref } from '@/lib/player/student-view';

/**
 * "Student view" (issue 43 item 4): the course in the player as a student sees it, draft or
 * published. What is typed is saved first, so the preview shows it; a click with a modifier
 * (a new tab) goes at once.
 */
export function StudentViewLink({
  courseId,
  beforeLeave,
}: {
  courseId: string;
  beforeLeave: () => Promise<unknown>;
}) {
  const t = useTranslations('authoring.editor');
  const router = useRouter();
  const href = previewHref(courseId);
  return (
    <Link
      className="button course-editor-student-view"
      href={href}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void beforeLeave()
          .catch(() => undefined)
          .finally(() => router.push(href));
      }}
    >
      {t('viewAsStudent')}
    </Link>
  );
}
