'use client';

import { type ReactNode, useEffect, useRef } from 'react';
import { takeArrival } from './arrival';

/**
 * The lesson's title. After moving on with the player's links (outline, previous/next) it takes
 * focus, so keyboard and screen reader users start reading the new lesson where it begins.
 */
export function LessonHeading({
  id,
  itemSlug,
  children,
}: {
  id: string;
  itemSlug: string;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when another lesson arrives.
  useEffect(() => {
    if (takeArrival()) heading.current?.focus();
  }, [itemSlug]);
  return (
    <h1 id={id} ref={heading} tabIndex={-1} className="player-title">
      {children}
    </h1>
  );
}
