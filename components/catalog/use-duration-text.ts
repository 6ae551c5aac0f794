import { useTranslations } from 'next-intl';
import { durationParts } from '@/lib/catalog/course-paths';

/** "45 min", "2 h", "1 h 30 min" (server and client components alike). */
export function useDurationText() {
  const t = useTranslations('catalog.duration');
  return (totalMinutes: number) => {
    const { hours, minutes } = durationParts(totalMinutes);
    if (hours === 0) return t('minutes', { minutes });
    return minutes === 0 ? t('hours', { hours }) : t('hoursMinutes', { hours, minutes });
  };
}
