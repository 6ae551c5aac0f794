import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';

/** Where the embedded server under test writes its .eml files (scripts/e2e-server.sh). */
function mailDir(baseURL: string | undefined) {
  const port = new URL(baseURL ?? 'http://localhost:3100').port;
  const root = process.env.E2E_DATA_ROOT ?? '/tmp/academy-e2e';
  return path.join(root, `embedded-${port}`, 'mail', 'account');
}

/** The newest account mail of a kind to an address, parsed; waits for it to be written. */
export async function mailTo(baseURL: string | undefined, kind: string, email: string) {
  const dir = mailDir(baseURL);
  for (let attempt = 0; attempt < 50; attempt++) {
    const names = (await readdir(dir).catch(() => [] as string[]))
      .filter((name) => name.startsWith(`${kind}-`))
      .sort()
      .reverse();
    for (const name of names) {
      const raw = await readFile(path.join(dir, name));
      const mail = await simpleParser(raw);
      const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
      if (to.some((address) => address.value.some((v) => v.address === email))) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No ${kind} mail to ${email} in ${dir}`);
}

/** The link's path and query, opened on the server under test (the mail names the portal's). */
export function linkPath(text: string | undefined, page: string): string {
  const match = text?.match(new RegExp(`https?://\\S+(${page}\\?token=[A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`No ${page} link in:\n${text}`);
  return match[1];
}
