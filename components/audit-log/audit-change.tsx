'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { AuditEvent } from '@/lib/resources/audit-log';
import { type ChangeLine, compactChange, wholeState } from './change-lines';

/**
 * An entry's change: its fields as `key: old → new` (a field only one side has: its value), cut
 * short, and a disclosure with the whole before and after.
 */
export function AuditChange({ event }: { event: Pick<AuditEvent, 'seq' | 'before' | 'after'> }) {
  const t = useTranslations('auditLog.change');
  const [open, setOpen] = useState(false);
  const id = useId();
  const { lines, more } = compactChange(event.before, event.after);
  if (!event.before && !event.after) return <span className="muted">{t('nothing')}</span>;
  return (
    <div className="audit-log-change">
      {lines.length > 0 ? (
        <ul className="audit-log-lines">
          {lines.map((line) => (
            <li key={line.key}>
              <ChangeLineText line={line} />
            </li>
          ))}
        </ul>
      ) : (
        <span className="muted">{t('nothing')}</span>
      )}
      {more > 0 && <p className="audit-log-more muted">{t('more', { count: more })}</p>}
      <button
        type="button"
        className="kit-flat-button audit-log-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true" className="audit-log-toggle-icon">
          {open ? '▾' : '▸'}
        </span>
        {open ? t('hide') : t('show')}{' '}
        <span className="visually-hidden">{t('ofEntry', { seq: event.seq })}</span>
      </button>
      <div id={id} className="audit-log-whole" hidden={!open}>
        {open && (
          <>
            <WholeState label={t('before')} state={event.before} />
            <WholeState label={t('after')} state={event.after} />
          </>
        )}
      </div>
    </div>
  );
}

function ChangeLineText({ line }: { line: ChangeLine }) {
  const t = useTranslations('auditLog.change');
  const both = line.before !== undefined && line.after !== undefined;
  return (
    <>
      <span className="audit-log-key">{line.key}</span>:{' '}
      {both ? (
        <>
          <code className="audit-log-old">{line.before}</code> <span aria-hidden="true">→</span>
          <span className="visually-hidden">{t('becomes')}</span>{' '}
          <code className="audit-log-new">{line.after}</code>
        </>
      ) : (
        <code>{line.after ?? line.before}</code>
      )}
    </>
  );
}

function WholeState({ label, state }: { label: string; state: Record<string, unknown> | null }) {
  const t = useTranslations('auditLog.change');
  const text = wholeState(state);
  return (
    <div className="audit-log-state">
      <p className="audit-log-state-label">{label}</p>
      {text === null ? <p className="muted">{t('none')}</p> : <pre>{text}</pre>}
    </div>
  );
}
