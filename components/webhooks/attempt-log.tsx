'use client';

import { useTranslations } from 'next-intl';
import { Fact } from '@/components/ui/facts';
import { useDateTime } from '@/lib/dates/use-date-time';
import type { WebhookAttempt } from '@/lib/resources/webhooks';

/** A titled block of text as it was sent or received (wrapped, never scrolled sideways). */
export function CodeBlock({
  title,
  text,
  level = 4,
}: {
  title: string;
  text: string;
  /** Its heading's level: 3 beside the tries, 4 inside one. */
  level?: 3 | 4;
}) {
  const t = useTranslations('webhooks.delivery');
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div className="webhooks-code-block">
      <Heading>{title}</Heading>
      <pre className="webhooks-code">{text === '' ? t('emptyBody') : text}</pre>
    </div>
  );
}

/** Headers one a line, as an HTTP message has them. */
const headerLines = (headers: Record<string, string>) =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');

/** Every try of a delivery, oldest first; the latest opened. */
export function AttemptLog({ attempts }: { attempts: readonly WebhookAttempt[] }) {
  const t = useTranslations('webhooks.delivery');
  return (
    <section className="webhooks-attempts kit-stack">
      <h3>{t('attemptsTitle')}</h3>
      {attempts.length === 0 ? (
        <p className="kit-meta">{t('noAttempts')}</p>
      ) : (
        <ol className="kit-list kit-stack">
          {attempts.map((attempt, index) => (
            <li key={attempt.attemptedAt}>
              <Attempt attempt={attempt} number={index + 1} open={index === attempts.length - 1} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Attempt({
  attempt,
  number,
  open,
}: {
  attempt: WebhookAttempt;
  number: number;
  open: boolean;
}) {
  const t = useTranslations('webhooks.delivery');
  const dateTime = useDateTime();
  return (
    <details className="webhooks-attempt kit-box" open={open}>
      <summary>
        {t('attempt', { number, date: dateTime(attempt.attemptedAt) })}
        {' — '}
        {attempt.responseStatus ?? t('noAnswer')}
      </summary>
      <dl className="kit-facts webhooks-facts">
        <Fact label={t('responseStatus')}>{attempt.responseStatus ?? t('noAnswer')}</Fact>
        <Fact label={t('duration')}>{t('milliseconds', { ms: attempt.durationMs })}</Fact>
        {attempt.error ? <Fact label={t('error')}>{attempt.error}</Fact> : null}
      </dl>
      <CodeBlock title={t('requestHeaders')} text={headerLines(attempt.requestHeaders)} />
      <CodeBlock title={t('requestBody')} text={attempt.requestBody} />
      <CodeBlock title={t('responseBody')} text={attempt.responseBody} />
    </details>
  );
}
