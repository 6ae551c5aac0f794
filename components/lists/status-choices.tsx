'use client';

/**
 * A list's status buttons (the list kit): one pressed at a time, named by a legend that only
 * screen readers hear. The erasure requests and the invitations filter by it.
 */
export function StatusChoices<Choice extends string>({
  legend,
  choices,
  value,
  label,
  onChange,
  className = '',
}: {
  legend: string;
  choices: readonly Choice[];
  value: Choice;
  label: (choice: Choice) => string;
  onChange: (choice: Choice) => void;
  className?: string;
}) {
  return (
    <fieldset className={`${className} kit-fieldset kit-wrap`.trim()}>
      <legend className="visually-hidden">{legend}</legend>
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          className="button"
          aria-pressed={value === choice}
          onClick={() => onChange(choice)}
        >
          {label(choice)}
        </button>
      ))}
    </fieldset>
  );
}
