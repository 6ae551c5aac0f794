import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';

/** Spec §8 block template: a title, a description, and the ways out. */
export function ErrorBlock({
  title,
  description,
  homeLabel,
  children,
}: {
  title: string;
  description: string;
  homeLabel: string;
  children?: ReactNode;
}) {
  return (
    <section className="error-block" aria-labelledby="error-title">
      <h1 id="error-title">{title}</h1>
      <p>{description}</p>
      <div className="error-actions">
        {children}
        <Link href="/" className="button button-primary">
          {homeLabel}
        </Link>
      </div>
    </section>
  );
}
