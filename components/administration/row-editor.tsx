'use client';

import { type ReactNode, useCallback, useState } from 'react';

/**
 * A settings list whose rows open one edit form at a time (the LTI tools and platforms): the row
 * being edited, the list's status line, and `close`, which says what was done and gives the
 * keyboard back to the row's Edit button (`buttonId` names it).
 */
export function useRowEditor<T extends { id: string }>(list: string) {
  const [editing, setEditing] = useState<T | null>(null);
  const [status, setStatus] = useState('');
  const buttonId = (id: string) => `${list}-edit-${id}`;
  const close = (message?: string) => {
    const id = editing?.id;
    setEditing(null);
    if (message) setStatus(message);
    if (id) requestAnimationFrame(() => document.getElementById(buttonId(id))?.focus());
  };
  return { editing, edit: setEditing, status, setStatus, close, buttonId };
}

/** A list form's heading; an edit form's takes the keyboard when it opens. */
export function FormHeading({
  id,
  focus,
  children,
}: {
  id?: string;
  focus: boolean;
  children: ReactNode;
}) {
  const take = useCallback((node: HTMLHeadingElement | null) => node?.focus(), []);
  return (
    <h3 id={id} tabIndex={-1} ref={focus ? take : undefined}>
      {children}
    </h3>
  );
}

/** The form's submit and, while editing a row, Cancel (which changes nothing). */
export function FormActions({
  submit,
  submitting,
  cancel,
}: {
  submit: string;
  submitting: boolean;
  cancel?: { label: string; onCancel: () => void };
}) {
  return (
    <div className="kit-row">
      <button type="submit" className="button button-primary" disabled={submitting}>
        {submit}
      </button>
      {cancel && (
        <button type="button" className="button" onClick={cancel.onCancel}>
          {cancel.label}
        </button>
      )}
    </div>
  );
}
