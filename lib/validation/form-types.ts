import type { ApiErrorObject } from '@/lib/api/errors';
import type { MessageValues, ValidationMessage } from '@/shared/validation/messages';
import type { Rule } from '@/shared/validation/parse-rules';
import type { RuleInput } from '@/shared/validation/validate';

/** Spec §4 feedback mode: standard shows a field's first problem, full all and valid fields too. */
export type FeedbackMode = 'standard' | 'full';

/** A message to show: a key with ICU values, or text the server already wrote. */
export type FormMessage =
  | ValidationMessage
  | { key: 'forms.general_error'; values: MessageValues }
  | { text: string };

/** Spec §4: a field's value, dirty, evaluated, valid and messages. */
export interface FieldState {
  value: unknown;
  initial: unknown;
  rules: Rule[];
  dropdown: boolean;
  dirty: boolean;
  /** Validated and shown to the user (after blur, validate or submit). */
  evaluated: boolean;
  /** Always current, even before evaluation, so a screen can disable its submit button. */
  valid: boolean;
  /** The rules' failures (once evaluated), then the server's. */
  messages: FormMessage[];
  /** A 422's messages for this field; they stay until its value changes. */
  serverMessages: FormMessage[];
}

export type FormStatus = 'idle' | 'blocked' | 'submitting' | 'success' | 'error';

export interface FormState {
  fields: Record<string, FieldState>;
  status: FormStatus;
  generalError: FormMessage | null;
  feedback: FeedbackMode;
  resetOnSuccess: boolean;
}

export interface FormConfig {
  fields: Record<string, { value?: unknown; rules?: RuleInput; dropdown?: boolean }>;
  feedback?: FeedbackMode;
  /** Spec §4: success resets the form by default. */
  resetOnSuccess?: boolean;
}

export type FormAction =
  | { type: 'change'; field: string; value: unknown }
  | { type: 'blur'; field: string }
  | { type: 'validate'; field?: string }
  | { type: 'submit' }
  /** The submit call's answer: its HTTP status and, for failures, its JSON:API errors. */
  | {
      type: 'response';
      status: number;
      errors?: readonly ApiErrorObject[];
      /** A 422 names its fields by the API's attribute: attribute → the form's field where
       * they differ (else an attribute matches a field of its name or camelCase form). */
      fieldOf?: Readonly<Record<string, string>>;
      /** False: a failure no field claims is said elsewhere (a toast), not above the form. */
      general?: boolean;
    }
  /** A check of the whole form refused it: messages on the named fields, until they change. */
  | { type: 'refuse'; messages: Readonly<Record<string, readonly FormMessage[]>> }
  /** The named fields' refusal messages go (a change elsewhere answered them). */
  | { type: 'clear'; fields: readonly string[] }
  | { type: 'reset' };
