'use client';

import { useTranslations } from 'next-intl';
import { useDateTime } from '@/lib/dates/use-date-time';
import { type AuditEvent, targetText, viaTokenHint } from '@/lib/resources/audit-log';
import type { AuditAction } from '@/shared/audit/audit-actions';
import { AuditChange } from './audit-change';

/** An action's human name ("API token created"). */
export function useActionLabel(): (action: AuditAction) => string {
  const t = useTranslations('auditLog.actions');
  // The actions' dots nest their names in the messages (api_token.created → api_token/created).
  return (action) => t(action);
}

/**
 * The log's entries as a table (a card per entry at phone width): number, when, who (and with
 * which API token, from which address), action, what, and the change with its whole states.
 */
export function AuditLogTable({ events }: { events: readonly AuditEvent[] }) {
  const t = useTranslations('auditLog');
  const dateTime = useDateTime();
  const actionLabel = useActionLabel();
  return (
    <table className="audit-log-table">
      <caption className="visually-hidden">{t('caption')}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span aria-hidden="true">#</span>
            <span className="visually-hidden">{t('columns.seq')}</span>
          </th>
          <th scope="col">{t('columns.when')}</th>
          <th scope="col">{t('columns.who')}</th>
          <th scope="col">{t('columns.action')}</th>
          <th scope="col">{t('columns.target')}</th>
          <th scope="col">{t('columns.change')}</th>
        </tr>
      </thead>
      <tbody>
        {events.map((event) => (
          <tr key={event.id}>
            <th scope="row" className="audit-log-seq">
              {t('seq', { seq: event.seq })}
            </th>
            <td data-label={t('columns.when')}>
              <time dateTime={event.occurredAt}>{dateTime(event.occurredAt)}</time>
            </td>
            <td data-label={t('columns.who')}>
              <Actor event={event} />
            </td>
            <td data-label={t('columns.action')} className="audit-log-action">
              {actionLabel(event.action)}
            </td>
            <td data-label={t('columns.target')} className="audit-log-target">
              {targetText(event)}
            </td>
            <td data-label={t('columns.change')} className="audit-log-change-cell">
              <AuditChange event={event} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Who made the change: their name, the API token they used, and the address it came from. */
function Actor({ event }: { event: AuditEvent }) {
  const t = useTranslations('auditLog.who');
  const hint = viaTokenHint(event.via);
  return (
    <>
      <span className="audit-log-actor">{event.actorName || t('system')}</span>
      {hint ? (
        <span className="audit-log-via">
          {t.rich('viaToken', { hint, code: (chunks) => <code>{chunks}</code> })}
        </span>
      ) : event.via ? (
        <span className="audit-log-via">{t('via', { via: event.via })}</span>
      ) : null}
      {event.actorAddress && (
        <small className="audit-log-address muted">
          {t('from', { address: event.actorAddress })}
        </small>
      )}
    </>
  );
}
