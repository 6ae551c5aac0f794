import { notFound } from 'next/navigation';

/** Unknown paths of a known portal get the 404 page inside the shell, not a bare one. */
export default function UnknownPage() {
  notFound();
}
