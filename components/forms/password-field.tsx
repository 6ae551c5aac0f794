'use client';

import { TextField, type TextFieldProps } from './text-field';

/**
 * A password input. `purpose` tells password managers what it is: the saved password to fill
 * in ('current'), or a new one to offer and save ('new').
 */
export function PasswordField({
  purpose,
  ...props
}: Omit<TextFieldProps, 'type' | 'autoComplete'> & { purpose: 'current' | 'new' }) {
  return <TextField {...props} type="password" autoComplete={`${purpose}-password`} />;
}
