import type { FeedbackMode, FieldState, FormMessage } from './form-types';

export interface FieldFeedback {
  state: 'none' | 'valid' | 'invalid';
  messages: FormMessage[];
}

/**
 * What a field shows, per spec §4 feedback mode: nothing until evaluated; 'standard' shows an
 * invalid field's first message only, 'full' all its messages and marks valid fields too.
 */
export function fieldFeedback(field: FieldState, mode: FeedbackMode): FieldFeedback {
  if (!field.evaluated) return { state: 'none', messages: [] };
  if (!field.valid) {
    return {
      state: 'invalid',
      messages: mode === 'full' ? field.messages : field.messages.slice(0, 1),
    };
  }
  return { state: mode === 'full' ? 'valid' : 'none', messages: [] };
}
