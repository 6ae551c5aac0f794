import { redirect } from 'next/navigation';

export default function CoachIndex() {
  redirect('/coach/dashboard');
}
