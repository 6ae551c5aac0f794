import type { ReactNode } from 'react';

/**
 * One term and value row of a facts list (`<dl className="facts">`), wrapped in a <div> so the
 * list's grid keeps each pair on one row; the screens' fact lists are all written with it.
 */
export function Fact({
  className,
  label,
  testId,
  children,
}: {
  /** The row's class, where a list sets one row apart (an order's grand total). */
  className?: string;
  label: ReactNode;
  /** The test id of the value, where an end-to-end test reads it. */
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** A fact whose value is a date, kept machine-readable in a <time> and shown as `format` words it. */
export function DateFact({
  label,
  value,
  format,
}: {
  label: ReactNode;
  value: string;
  format: (value: string) => string;
}) {
  return (
    <Fact label={label}>
      <time dateTime={value}>{format(value)}</time>
    </Fact>
  );
}
