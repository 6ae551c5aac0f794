import { redirect } from 'next/navigation';
import { requireRoute } from '@/lib/server/guard';

/** /admin is the dashboard; who may not enter the admin environment gets its 403 here. */
export default async function AdminIndex() {
  await requireRoute('/admin');
  redirect('/admin/dashboard');
}
