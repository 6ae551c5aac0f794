'use client';

import type { FormMessage } from '@/lib/validation/form-types';
import { useMessageText } from './use-message-text';

/**
 * The form's general error (spec §4/§8), announced as it appears. Several server texts arrive
 * joined by a line break, which the form-error class keeps (white-space: pre-line).
 */
export function FormError({ message }: { message: FormMessage | null }) {
  const text = useMessageText();
  if (!message) return null;
  return (
    <p role="alert" className="form-error">
      {text(message)}
    </p>
  );
}
