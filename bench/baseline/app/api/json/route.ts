import { cookies } from 'next/headers';

export const dynamic = 'force-dynamic';

/** The floor for /api: a route handler that reads the cookies and answers JSON. */
export async function GET() {
  const session = (await cookies()).get('session')?.value;
  return Response.json({ data: { type: 'me', id: session ?? 'guest' } });
}
