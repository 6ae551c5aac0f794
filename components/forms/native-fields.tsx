'use client';

import {
  type ChangeEvent,
  type ComponentProps,
  type Ref,
  type RefCallback,
  useCallback,
  useLayoutEffect,
  useRef,
} from 'react';
import { useHydrated } from './use-hydrated';

/*
 * Every field of the app renders through these (or through TextField, TextArea, Select… which
 * use them). A page's fields work in the server's HTML before React runs it; what is typed or
 * picked there stays in the DOM when React hydrates (it keeps an <input>'s and a <select>'s
 * value), but the component's state keeps its initial value: the next render puts that back,
 * and a submit sends it. So on mount a field whose DOM value differs from the value it was
 * rendered with calls its own onChange with it, as if it had just been typed: the state adopts
 * what the field shows and the change logic (a search, a combobox's results) runs.
 *
 * This runs in a layout effect, in the commit that hydrates the field, before any other
 * render can put the old value back; onChange must work from that first commit (not depend
 * on something a parent sets up in an effect). A client-rendered field's DOM value is the
 * value React just gave it, so nothing happens there.
 *
 * A <textarea> is the exception: React sets a hydrated textarea back to its server text, so
 * what was typed is gone before any effect runs. One with server text stays read-only until
 * hydrated; an empty one keeps what is typed like an <input>.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface FieldProps<E extends Field> {
  value?: unknown;
  defaultValue?: unknown;
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (event: ChangeEvent<E>) => void;
  ref?: Ref<E>;
}

/** Inputs whose value a person does not type or pick. */
const NOT_ENTERED = new Set(['hidden', 'submit', 'reset', 'button', 'image']);

/** A value prop as the DOM shows it ('' for none). */
function shownValue(value: unknown): string {
  return value == null ? '' : String(value);
}

/** True when the DOM holds something else than the props rendered: it was entered before. */
export function enteredBeforeHydration<E extends Field>(element: E, props: FieldProps<E>): boolean {
  const rendered = props.value !== undefined ? props.value : props.defaultValue;
  if (element instanceof HTMLInputElement) {
    if (NOT_ENTERED.has(element.type)) return false;
    if (element.type === 'checkbox' || element.type === 'radio') {
      const checked = Boolean(props.checked ?? props.defaultChecked);
      // A radio group changes on the radio that was chosen.
      return element.type === 'radio' ? element.checked && !checked : element.checked !== checked;
    }
    if (element.type === 'file') return (element.files?.length ?? 0) > 0;
    return element.value !== shownValue(rendered);
  }
  if (element instanceof HTMLSelectElement) {
    const options = [...element.options];
    if (element.multiple) {
      const wanted = (Array.isArray(rendered) ? rendered : []).map(shownValue).sort().join('\n');
      const chosen = options
        .filter((option) => option.selected)
        .map((option) => option.value)
        .sort()
        .join('\n');
      return chosen !== wanted;
    }
    // A value no option has shows the first option without anyone picking it.
    const wanted = shownValue(rendered);
    return options.some((option) => option.value === wanted) && element.value !== wanted;
  }
  return element.value !== shownValue(rendered).replace(/\r\n?/g, '\n');
}

/** What a handler reads of a change event: the field as target, with its current value. */
function changeEventOf<E extends Field>(element: E): ChangeEvent<E> {
  const nativeEvent = new Event('change', { bubbles: true });
  let prevented = false;
  let stopped = false;
  const event = {
    nativeEvent,
    target: element,
    currentTarget: element,
    type: 'change',
    bubbles: true,
    cancelable: false,
    eventPhase: Event.AT_TARGET,
    isTrusted: false,
    timeStamp: nativeEvent.timeStamp,
    get defaultPrevented() {
      return prevented;
    },
    preventDefault: () => {
      prevented = true;
    },
    isDefaultPrevented: () => prevented,
    stopPropagation: () => {
      stopped = true;
    },
    isPropagationStopped: () => stopped,
    persist: () => {},
  };
  return event as unknown as ChangeEvent<E>;
}

function assignRef<E>(ref: Ref<E> | undefined, element: E | null) {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}

/**
 * The ref for a field element: on mount, when the DOM holds what was entered before React
 * hydrated it, calls onChange with it (see the top of this file).
 */
export function useAdoptEntered<E extends Field>(props: FieldProps<E>): RefCallback<E> {
  const element = useRef<E | null>(null);
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const adopted = useRef(false);
  useLayoutEffect(() => {
    const field = element.current;
    if (adopted.current || !field) return;
    adopted.current = true;
    if (enteredBeforeHydration(field, latest.current))
      latest.current.onChange?.(changeEventOf(field));
  }, []);
  const { ref } = props;
  return useCallback(
    (field: E | null) => {
      element.current = field;
      assignRef(ref, field);
    },
    [ref],
  );
}

/** An <input> that keeps what was typed into it before hydration. */
export function Input(props: ComponentProps<'input'>) {
  const ref = useAdoptEntered<HTMLInputElement>(props);
  return <input {...props} ref={ref} />;
}

/** A <select> that keeps what was picked in it before hydration. */
export function NativeSelect(props: ComponentProps<'select'>) {
  const ref = useAdoptEntered<HTMLSelectElement>(props);
  return <select {...props} ref={ref} />;
}

/**
 * A <textarea> that keeps what was typed into it before hydration when it was empty, and is
 * read-only until hydrated when it had text (React puts that text back, see above).
 */
export function Textarea(props: ComponentProps<'textarea'>) {
  const ref = useAdoptEntered<HTMLTextAreaElement>(props);
  const hydrated = useHydrated();
  const text = shownValue(props.value !== undefined ? props.value : props.defaultValue);
  return <textarea {...props} ref={ref} readOnly={props.readOnly || (!hydrated && text !== '')} />;
}
