'use client';

import type { FieldBinding } from './field-binding';
import { useMessageText } from './use-message-text';

/** A field's messages, under the id its control's aria-describedby names. */
export function FieldMessages({ field }: { field: FieldBinding }) {
  const text = useMessageText();
  if (!field.errorId) return null;
  return (
    <div id={field.errorId} className="field-error">
      {field.messages.map((message, index) => (
        // Messages have no identity of their own; their order is stable per render.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <p key={index}>{text(message)}</p>
      ))}
    </div>
  );
}

/** The class of a field's wrapper: full feedback mode marks valid fields too. */
export function fieldClass(field: FieldBinding): string {
  return field.state === 'valid' ? 'field field-valid' : 'field';
}
