'use client';

import type { ComponentProps } from 'react';
import { Link } from '@/components/ui/link';
import { expectArrival } from './arrival';

/** A link to another lesson: the lesson's heading takes focus when it arrives. */
export function PlayerLink({ onClick, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      {...props}
      onClick={(event) => {
        expectArrival();
        onClick?.(event);
      }}
    />
  );
}
