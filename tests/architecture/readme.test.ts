import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README works on a fresh clone with nothing outside the repository. Every link
 * and every path it names exists here; it points to no document a clone does not have; and its
 * configuration table names exactly the variables the app, the API and the start scripts read.
 */
const root = path.resolve(import.meta.dirname, '../..');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('README.md', () => {
  it('links only to this repository and to the demo on this machine', () => {
    const markdownLinks = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? '');
    const autolinks = [...readme.matchAll(/<(https?:\/\/[^>\s]+)>/g)].map((m) => m[1] ?? '');
    // A URL in backticks or in a fenced block (a configuration example such as nginx's
    // `proxy_pass http://academy;`) is a value, not a link.
    const prose = readme.replace(/^```[^\n]*\n[\s\S]*?^```/gm, '');
    const bare = [...prose.matchAll(/(?<![<(`])\bhttps?:\/\/[^\s)>`|]+/g)].map((m) => m[0]);
    for (const target of [...markdownLinks, ...autolinks, ...bare]) {
      if (/^https?:/.test(target)) {
        expect(new URL(target).hostname, target).toMatch(/^(localhost|unlimited\.localhost)$/);
      } else {
        const file = target.split('#')[0] ?? '';
        expect(fs.existsSync(path.join(root, file)), `${target} exists in the repository`).toBe(
          true,
        );
      }
    }
  });

  it('names only files that exist in the repository', () => {
    const paths = [...readme.matchAll(/`([a-z0-9_.-]+(?:\/[A-Za-z0-9_.[\]-]+)+\/?)`/g)]
      .map((m) => m[1] ?? '')
      .filter((name) => !name.startsWith('.data') && !name.startsWith('.next'));
    expect(paths.length).toBeGreaterThan(10);
    const exists = (name: string) =>
      fs.existsSync(path.join(root, name)) ||
      // A package's module (next/dynamic), not a file of ours.
      fs.existsSync(path.join(root, 'node_modules', name.split('/')[0] ?? '', 'package.json'));
    const missing = paths.filter((name) => !exists(name));
    expect(missing).toEqual([]);
  });

  it('refers to no document outside the repository (the spec, issues, shared notes)', () => {
    const outside = readme.match(
      /spec §\d|§\d|\bissues? \d+|SCREENS\.md|DEMO-DATA\.md|DESIGN\.md|STYLE\.md|academy-platform\.md|\/work\//g,
    );
    expect(outside).toBeNull();
  });

  it('says how long the first build takes, which language Demo Academy opens in, and how a guest changes it', () => {
    expect(readme).toMatch(/first `npm start`[^.]*build[^.]*minutes/);
    expect(readme).toMatch(/Demo Academy opens in \*\*Dutch\*\*/);
    expect(readme).toMatch(
      /As a\s+guest, change the language with the language button in the header/,
    );
  });

  it('its configuration table names exactly the variables that are read', () => {
    const section = readme.slice(
      readme.indexOf('## Configuration'),
      readme.indexOf('## Architecture'),
    );
    const documented = new Set(
      [...section.matchAll(/^\| ((?:`[A-Z0-9_]+`(?:, )?)+) \|/gm)].flatMap((m) =>
        [...(m[1] ?? '').matchAll(/`([A-Z0-9_]+)`/g)].map((n) => n[1] ?? ''),
      ),
    );
    const schemaKeys = (file: string) =>
      [...read(file).matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1] ?? '');
    const scriptVariables = (file: string) =>
      [...read(file).matchAll(/\$\{([A-Z][A-Z0-9_]+):-/g)].map((m) => m[1] ?? '');
    // Set by Next.js or the tooling, never by whoever runs the app.
    const internal = new Set(['NEXT_PHASE', 'ACADEMY_MIGRATIONS_DIR']);
    const read_ = new Set(
      [
        ...schemaKeys('lib/env-schema.ts'),
        ...schemaKeys('academy-api/config.ts'),
        ...scriptVariables('scripts/start.sh'),
        ...scriptVariables('scripts/serve.sh'),
      ].filter((name) => !internal.has(name)),
    );
    expect([...read_].filter((name) => !documented.has(name)).sort()).toEqual([]);
    expect([...documented].filter((name) => !read_.has(name)).sort()).toEqual([]);
  });
});
