'use client';

import { useTranslations } from 'next-intl';
import {
  type ChangeEvent,
  type InputHTMLAttributes,
  type Ref,
  useId,
  useRef,
  useState,
} from 'react';
import { Input } from './native-fields';
import './file-picker.css';

export interface FilePickerProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'children'> {
  ref?: Ref<HTMLInputElement>;
  /** The file to name when the caller keeps one (else the last one chosen here). */
  fileName?: string | null;
  /** The button's words, when "Choose file" is not the best fit ("Choose a picture"). */
  buttonText?: string;
  className?: string;
}

/**
 * The one file input of the product: the browser's own "Choose file" / "No file
 * chosen" are in the browser's language, not the page's. The native input stays the control
 * (keyboard focus, its <label> and accessible name, `setInputFiles` in tests) but is visually
 * hidden; a button in the page's language shows its focus and opens it, and the chosen file's
 * name (or "No file chosen") is shown beside it and read as part of its description.
 */
export function FilePicker({
  ref,
  fileName,
  buttonText,
  className,
  onChange,
  'aria-describedby': describedBy,
  ...input
}: FilePickerProps) {
  const t = useTranslations('forms.filePicker');
  const nameId = `${useId()}-name`;
  const own = useRef<HTMLInputElement | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const shown = fileName === undefined ? chosen : fileName;

  const setRef = (element: HTMLInputElement | null) => {
    own.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Read before the caller's handler, which often clears the input to allow the same file again.
    if (files.length > 0) setChosen(files.map((file) => file.name).join(', '));
    onChange?.(event);
  };

  return (
    <span className={['file-picker', className].filter(Boolean).join(' ')}>
      <Input
        {...input}
        ref={setRef}
        type="file"
        className="visually-hidden file-picker-input"
        onChange={change}
        aria-describedby={[describedBy, nameId].filter(Boolean).join(' ')}
      />
      {/* Pointer users click this; keyboard users are on the input itself (its focus shows here).
          Dimmed while the input is disabled: an inactive control, which WCAG 1.4.3 exempts from
          the contrast minimum; aria-disabled says so to checkers (it is hidden from AT anyway). */}
      <span
        className="button file-picker-button"
        aria-hidden="true"
        aria-disabled={input.disabled ? 'true' : undefined}
        data-disabled={input.disabled ? 'true' : undefined}
        onClick={() => {
          if (!input.disabled) own.current?.click();
        }}
      >
        {buttonText ?? t('choose')}
      </span>
      <span id={nameId} className="file-picker-name">
        {shown || t('none')}
      </span>
    </span>
  );
}
