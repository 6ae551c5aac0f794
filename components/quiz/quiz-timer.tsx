'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import {
  clockOffset,
  dueAnnouncement,
  formatClock,
  remainingSeconds,
  type TimerAnnouncement,
} from '@/lib/quiz/timer';

/**
 * The time left (mm:ss), counted on the server's clock. The ticking figure is not a live region
 * (a screen reader would hear it every second); at 5 and at 1 minute left an assertive region
 * says so, once each. At 0 it calls `onExpire` once.
 */
export function QuizTimer({
  deadlineAt,
  serverNow,
  receivedAt,
  onExpire,
}: {
  deadlineAt: string;
  serverNow: string;
  receivedAt: number;
  onExpire: () => void;
}) {
  const t = useTranslations('quiz.timer');
  const offset = clockOffset(serverNow, receivedAt);
  const [remaining, setRemaining] = useState(() =>
    remainingSeconds(deadlineAt, offset, Date.now()),
  );
  const [announcement, setAnnouncement] = useState('');
  const announced = useRef(new Set<TimerAnnouncement>());
  const expired = useRef(false);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    const tick = () => setRemaining(remainingSeconds(deadlineAt, offset, Date.now()));
    tick();
    const interval = setInterval(tick, 1000);
    return () => clearInterval(interval);
  }, [deadlineAt, offset]);

  useEffect(() => {
    const due = dueAnnouncement(remaining, announced.current);
    if (due) {
      announced.current.add(due);
      setAnnouncement(t('warning', { minutes: due }));
    }
    if (remaining <= 0 && !expired.current) {
      expired.current = true;
      expire.current();
    }
  }, [remaining, t]);

  return (
    <div className="quiz-timer" data-low={remaining <= 60 || undefined}>
      <span className="quiz-timer-label">{t('label')}</span>{' '}
      <span className="quiz-timer-clock">{formatClock(remaining)}</span>
      <p className="visually-hidden" aria-live="assertive" aria-atomic="true">
        {announcement}
      </p>
    </div>
  );
}
