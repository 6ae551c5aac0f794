'use client';

import Link from 'next/link';
import type { ComponentProps } from 'react';
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
