import { Fragment } from 'react';

/**
 * An e-mail address split where it may wrap: before each '.' and '@' of it, as typesetting does
 * (addresses ran into the next column, or broke in the middle of a word).
 */
export function emailParts(email: string): string[] {
  return email.split(/(?=[.@])/).filter(Boolean);
}

/** An e-mail address that wraps only at its dots and the @ (with `.email-address` CSS). */
export function EmailAddress({ email }: { email: string }) {
  return (
    <span className="email-address">
      {emailParts(email).map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string.
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
