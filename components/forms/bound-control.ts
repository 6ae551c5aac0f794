import { describedBy, type FieldBinding } from './field-binding';

/** A native control's own props, less those boundControlProps, its value and onChange set. */
export type UnboundProps<Attributes> = Omit<
  Attributes,
  'id' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'required'
>;

/** The id of a field's hint, when it has one: its control's aria-describedby names it first. */
export function fieldHintId(field: FieldBinding, hint: string | undefined): string | undefined {
  return hint ? `${field.id}-hint` : undefined;
}

/** The id of a custom widget's label span: a `<label>` only labels native controls. */
export function fieldLabelId(field: FieldBinding): string {
  return `${field.id}-label`;
}

/** The state a field's control announces: invalid once it fails, described by its hint and messages. */
export function fieldAria(field: FieldBinding, hint: string | undefined) {
  return {
    'aria-invalid': field.state === 'invalid' ? true : undefined,
    'aria-describedby': describedBy(field, fieldHintId(field, hint)),
  } as const;
}

/**
 * What a native input, textarea or select takes from its field binding, its value and onChange
 * aside (each control reads and writes those its own way): the ids, the handlers that register
 * and blur it, `required`, and fieldAria.
 */
export function boundControlProps(field: FieldBinding, hint: string | undefined) {
  return {
    ref: field.ref,
    id: field.id,
    name: field.name,
    onBlur: field.onBlur,
    required: field.required,
    ...fieldAria(field, hint),
  };
}
