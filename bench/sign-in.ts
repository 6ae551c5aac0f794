const PASSWORD = 'academy-demo';

/** A demo account's session cookie, in English, so every run renders the same bundle. */
export async function signIn(origin: string, email: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`Sign-in of ${email} failed: ${response.status}`);
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]);
  return [...cookie, 'custom-language=en'].join('; ');
}
