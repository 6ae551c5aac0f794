import { redirect } from 'next/navigation';
import { requireRoute } from '@/lib/server/guard';

/** /coach is the dashboard; who may not enter the coach environment gets its 403 here. */
export default async function CoachIndex() {
  await requireRoute('/coach');
  redirect('/coach/dashboard');
}
