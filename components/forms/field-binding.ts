import type { FieldFeedback } from '@/lib/validation/form-feedback';
import type { FormMessage } from '@/lib/validation/form-types';

/** What a field component needs from useForm: its value, feedback, handlers and ids. */
export interface FieldBinding {
  name: string;
  /** The control's DOM id; its messages live under `${id}-error`. */
  id: string;
  value: unknown;
  /** The field's rules include `required`. */
  required: boolean;
  /** Spec §4 feedback: 'invalid' once evaluated and failing; 'valid' only in full mode. */
  state: FieldFeedback['state'];
  messages: FormMessage[];
  /** The id of the element holding the messages, when there are any. */
  errorId: string | undefined;
  setValue(value: unknown): void;
  /** With the blur event: leaving for the submit button only trims (see isLeavingForSubmit). */
  onBlur(event?: { target: EventTarget | null; relatedTarget: EventTarget | null }): void;
  /** Lets a blocked submit move focus to this field. */
  ref(element: HTMLElement | null): void;
}

/** The aria-describedby of a control: its hint, then its messages. */
export function describedBy(field: FieldBinding, hintId?: string): string | undefined {
  return [hintId, field.errorId].filter(Boolean).join(' ') || undefined;
}

/** Option of a Select, Dropdown or OptionPicker (spec §3: value, label). */
export interface Option {
  value: string;
  label: string;
}

/** A choice field's value as the option value it names, or '' for none. */
export function choiceValue(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
