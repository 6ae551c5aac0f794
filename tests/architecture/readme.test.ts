import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README and the pages of docs/ work on a fresh clone with nothing outside the repository.
 * Every link and every path they name exists here; they point to no document a clone does not
 * have; the README stays short enough to find the two commands in; and the configuration page
 * names exactly the variables the app, the API and the start scripts read.
 */
const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const readme = read('README.md');
const configuration = read('docs/configuration.md');
/** The README and every page of docs/, by their path from the repository's root. */
const documents = [
  'README.md',
  ...fs
    .readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join('docs', name)),
];
/** The owner's specification and screens, kept as written: they name things to build, not files. */
const ownersTexts = new Set(['docs/specification.md', 'docs/screens.md']);

/** The links of a markdown text: markdown links, autolinks and bare URLs outside code. */
function linksOf(text: string): string[] {
  const markdownLinks = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? '');
  const autolinks = [...text.matchAll(/<(https?:\/\/[^>\s]+)>/g)].map((m) => m[1] ?? '');
  // A URL in backticks or in a fenced block (a configuration example such as nginx's
  // `proxy_pass http://academy;`) is a value, not a link.
  const prose = text.replace(/^```[^\n]*\n[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  const bare = [...prose.matchAll(/(?<![<(`])\bhttps?:\/\/[^\s)>`|]+/g)].map((m) => m[0]);
  return [...markdownLinks, ...autolinks, ...bare];
}

const topLevel = new Set(fs.readdirSync(root));
/**
 * The repository paths a text names in backticks (`academy-api/db/schema.ts`), from the root:
 * those that start at a top-level folder or end in a source file's extension (`text/csv` and
 * `meta.previous_slug/next_slug` are values, not paths).
 */
function pathsOf(text: string): string[] {
  return [...text.matchAll(/`([a-z0-9_.-]+(?:\/[A-Za-z0-9_.[\]-]+)+\/?)`/g)]
    .map((m) => m[1] ?? '')
    .filter((name) => !name.startsWith('.data') && !name.startsWith('.next'))
    .filter(
      (name) =>
        topLevel.has(name.split('/')[0] ?? '') || /\.(tsx?|mts|md|json|sql|css|sh)$/.test(name),
    );
}

const exists = (name: string) =>
  fs.existsSync(path.join(root, name)) ||
  // A package's module (next/dynamic), not a file of ours.
  fs.existsSync(path.join(root, 'node_modules', name.split('/')[0] ?? '', 'package.json'));

describe.each(documents)('%s', (document) => {
  const text = read(document);

  it('links only to this repository and to the demo on this machine', () => {
    for (const target of linksOf(text)) {
      if (/^(https?|mailto):/.test(target)) {
        expect(new URL(target).hostname, target).toMatch(/^(localhost|unlimited\.localhost)$/);
      } else {
        const file = path.join(path.dirname(document), target.split('#')[0] ?? '');
        expect(fs.existsSync(path.join(root, file)), `${target} exists in the repository`).toBe(
          true,
        );
      }
    }
  });

  if (!ownersTexts.has(document)) {
    it('names only files that exist in the repository', () => {
      expect(pathsOf(text).filter((name) => !exists(name))).toEqual([]);
    });
  }
});

describe('README.md', () => {
  it('names paths and leads to every page of docs/ through the index', () => {
    expect(pathsOf(readme).length).toBeGreaterThan(3);
    expect(documents.flatMap((document) => pathsOf(read(document))).length).toBeGreaterThan(100);
    const index = read('docs/README.md');
    const listed = new Set(linksOf(index).map((target) => target.split('#')[0]));
    const pages = documents.filter((name) => name.startsWith('docs/') && name !== 'docs/README.md');
    expect(pages.filter((page) => !listed.has(path.relative('docs', page)))).toEqual([]);
    expect(readme).toContain('(docs/README.md)');
  });

  it('is short: the two commands, the demo accounts, a tour and a map of docs/', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(150);
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

  it('the configuration page names exactly the variables that are read', () => {
    const section = configuration;
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
