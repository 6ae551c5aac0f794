/**
 * npm run bench:page-sizes [-- <path>:<who> …] — how much each signed-in page sends (issue 36,
 * item 4): the HTML a first visit gets, the part of it that is the React Server Components
 * payload (the `self.__next_f.push` scripts), and the RSC payload a client-side navigation
 * fetches, all uncompressed and gzipped. Runs the standalone build over a fresh seed (run
 * `npm run build` first); BENCH_DATABASE_URL runs it on PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { checkBuild, startStandalone } from '../academy-api/bench/standalone-server';
import { signIn } from './sign-in';

const PAGES = ['/catalog:student', '/admin/dashboard:admin', '/coach/tickets:coach'];

/** The RSC payload inlined in a page's HTML: the strings pushed to `self.__next_f`. */
export function inlinePayload(html: string): string {
  let payload = '';
  for (const match of html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)) {
    payload += JSON.parse(match[1] ?? '""') as string;
  }
  return payload;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sizes = (text: string) => {
  const raw = Buffer.byteLength(text);
  return `${kb(raw)} (gzip ${kb(gzipSync(text).length)})`;
};

async function main() {
  checkBuild();
  const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : PAGES;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-page-sizes-'));
  const app = await startStandalone({
    ACADEMY_DATA_DIR: dataDir,
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  });
  try {
    const rows: string[] = [
      '| page | as | HTML | of which RSC payload | RSC navigation |',
      '|---|---|---|---|---|',
    ];
    for (const page of pages) {
      const [pagePath = '/', who = 'student'] = page.split(':');
      const cookie = await signIn(app.origin, `${who}@demo.academy`);
      const htmlResponse = await fetch(`${app.origin}${pagePath}`, { headers: { cookie } });
      const html = await htmlResponse.text();
      const rscResponse = await fetch(`${app.origin}${pagePath}`, {
        headers: { cookie, rsc: '1' },
      });
      const rsc = await rscResponse.text();
      if (!htmlResponse.ok || !rscResponse.ok) {
        throw new Error(`${pagePath} as ${who}: ${htmlResponse.status} / ${rscResponse.status}`);
      }
      rows.push(
        `| ${pagePath} | ${who} | ${sizes(html)} | ${sizes(inlinePayload(html))} | ${sizes(rsc)} |`,
      );
    }
    console.info(rows.join('\n'));
  } finally {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
