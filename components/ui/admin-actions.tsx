import type { Ref } from 'react';

/** One action button of a screen, card or row. */
export interface AdminAction {
  /** The visible text. */
  text: string;
  /** The accessible name, naming the item acted on, where the text alone would repeat per row. */
  label?: string;
  /** Runs on click with the button itself: the element focus returns to when what it opened closes. */
  onClick: (trigger: HTMLElement) => void;
  /** The button's classes; the plain `button` unless told. */
  className?: string;
  disabled?: boolean;
}

/** A button that opens something (a dialog, a confirmation) and hands itself over for focus return. */
export function OpenerButton({
  text,
  label,
  onClick,
  className = 'button',
  disabled,
  ref,
}: AdminAction & { ref?: Ref<HTMLButtonElement> }) {
  return (
    <button
      ref={ref}
      type="button"
      className={className}
      aria-label={label}
      disabled={disabled}
      onClick={(event) => onClick(event.currentTarget)}
    >
      {text}
    </button>
  );
}

/** A card's or row's action buttons in order; `false` stands for an action that does not apply. */
export function AdminActions({ actions }: { actions: readonly (AdminAction | false)[] }) {
  return (
    <>
      {actions.map(
        (action) => action && <OpenerButton key={action.label ?? action.text} {...action} />,
      )}
    </>
  );
}
