'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { resetPreview } from '@/lib/player/preview-progress';

/** "Start again": forgets what was done in student view of the course, as a new student. */
export function StudentViewReset({ courseId }: { courseId: string }) {
  const t = useTranslations('player.studentView');
  const [said, setSaid] = useState('');
  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() => {
          resetPreview(courseId);
          setSaid(t('resetDone'));
        }}
      >
        {t('reset')}
      </button>
      <span className="visually-hidden" role="status">
        {said}
      </span>
    </>
  );
}
