import { cookies } from 'next/headers';

async function oneCall(session: string | undefined) {
  await Promise.resolve();
  return { name: session ? 'Signed in' : 'Guest' };
}

/** The floor for a signed-in page: dynamic (reads cookies) and awaits one data call. */
export default async function DynamicPage() {
  const session = (await cookies()).get('session')?.value;
  const me = await oneCall(session);
  return <h1>Hello, {me.name}</h1>;
}
