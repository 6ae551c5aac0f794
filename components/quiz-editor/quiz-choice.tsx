'use client';

import type { ComponentProps, ReactNode } from 'react';
import { Input } from '@/components/forms/native-fields';

/**
 * A checkbox (or a radio) with its text beside it, inside its label: the quiz-choice look the
 * quiz's settings and the question form share. `onCheckedChange` gets whether it is now checked.
 */
export function QuizChoice({
  label,
  onCheckedChange,
  type = 'checkbox',
  ...input
}: Omit<ComponentProps<typeof Input>, 'type' | 'onChange'> & {
  label: ReactNode;
  onCheckedChange: (checked: boolean) => void;
  type?: 'checkbox' | 'radio';
}) {
  return (
    <label className="quiz-choice">
      <Input type={type} {...input} onChange={(event) => onCheckedChange(event.target.checked)} />
      {label}
    </label>
  );
}
