import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '@/messages';
import {
  GUEST_NAMESPACES,
  pickNamespaces,
  SHELL_NAMESPACES,
  SIGNED_IN_ONLY_NAMESPACES,
  shellNamespaces,
} from './client-messages';

/**
 * The browser gets only the namespaces its client components use. For every page,
 * layout and error view: walk the modules it reaches, then the client graph beneath each
 * 'use client' module among them, and collect the namespaces used there (useTranslations('x'),
 * and keys written out as 'x.…' anywhere in that graph, such as the menus' label keys). They
 * must all be sent: the shell's, or the page's own <ClientMessages namespaces={[…]}>.
 */
const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.join(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    const full = path.join(root, candidate);
    if (fs.existsSync(full) && fs.statSync(full).isFile() && /\.tsx?$/.test(candidate)) {
      return path.normalize(candidate);
    }
  }
  return null;
}

function imports(file: string, lazy = true): string[] {
  const source = read(file);
  const pattern = lazy
    ? /from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)|import\s+'([^']+)'/g
    : /from\s+'([^']+)'|()import\s+'([^']+)'/g;
  const found = [...source.matchAll(pattern)].map((m) => m[1] || m[2] || m[3] || '');
  return found.flatMap((specifier) => resolve(file, specifier) ?? []);
}

/** Every module `starts` reach; with `lazy` false, not through import() (next/dynamic). */
function reachable(starts: string[], lazy = true): Set<string> {
  const seen = new Set(starts);
  const queue = [...starts];
  while (queue.length > 0) {
    for (const next of imports(queue.shift()!, lazy)) {
      if (!seen.has(next) && !next.endsWith('.test.ts') && !next.endsWith('.test.tsx')) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

const isClient = (file: string) => /^['"]use client['"];/m.test(read(file));

/**
 * The parts of namespaces the client part of what `start` renders uses: `'coaching.queue'` for
 * useTranslations('coaching.queue…') or a key written out as 'coaching.queue.…', the whole
 * `'coaching'` for useTranslations('coaching') (its keys are then not known).
 */
/**
 * Modules whose dotted names are not translation keys: webhook event types
 * ('account.created', 'quiz.passed') and audit actions ('account.roles_changed') read like keys
 * of the account and quiz namespaces. Their labels are keys of their own namespaces.
 */
const NOT_KEYS = new Set([
  'shared/integrations/webhook-events.ts',
  'shared/audit/audit-actions.ts',
]);

function clientNamespaces(start: string): Set<string> {
  const clientRoots = [...reachable([start])].filter(isClient);
  const used = new Set<string>();
  for (const file of reachable(clientRoots)) {
    if (NOT_KEYS.has(file)) continue;
    const source = read(file);
    for (const m of source.matchAll(/useTranslations\(\s*'([^'.]+)(?:\.([^'.]+))?/g)) {
      used.add(m[2] ? `${m[1]}.${m[2]}` : (m[1] ?? ''));
    }
    for (const namespace of NAMESPACES) {
      const keys = source.matchAll(new RegExp(`['\`"](${namespace}\\.[a-zA-Z_][\\w.-]*)`, 'g'));
      for (const m of keys) {
        const key = m[1] ?? '';
        if (/\.(com|org|net|io|nl|ro|eu)$/.test(key)) continue;
        used.add(key.split('.').slice(0, 2).join('.'));
      }
    }
  }
  return used;
}

/** Whether what is sent (`provided`) covers a used part: the part itself or its namespace. */
function covered(part: string, provided: Set<string>): boolean {
  return provided.has(part) || provided.has(part.split('.')[0] ?? '');
}

/** What a page sends on top of the shell's: `<ClientMessages namespaces={['a', 'b']}>`. */
function pageNamespaces(file: string): string[] {
  const match = /<ClientMessages\s+namespaces=\{\[([^\]]*)\]\}/.exec(read(file));
  return match ? [...(match[1] ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1] ?? '') : [];
}

function filesNamed(dir: string, names: RegExp): string[] {
  return fs
    .readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && names.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe('translations sent to the browser', () => {
  const shell = new Set<string>(SHELL_NAMESPACES);

  it('the shell namespaces exist', () => {
    for (const namespace of SHELL_NAMESPACES) expect(NAMESPACES).toContain(namespace);
  });

  it('the shell (layouts, error views) needs nothing beyond the shell namespaces', () => {
    const shellFiles = filesNamed('app', /^(layout|error|not-found|forbidden)\.tsx$/);
    expect(shellFiles.length).toBeGreaterThan(3);
    for (const file of shellFiles) {
      const missing = [...clientNamespaces(file)].filter((part) => !covered(part, shell));
      expect(missing, file).toEqual([]);
    }
  });

  for (const page of filesNamed('app', /^page\.tsx$/)) {
    it(`${page} sends what its client components use`, () => {
      const provided = new Set([...shell, ...pageNamespaces(page)]);
      const missing = [...clientNamespaces(page)].filter((part) => !covered(part, provided));
      expect(missing).toEqual([]);
      // What a page sends must reach all of it: <ClientMessages> wraps what it returns
      // (inside <Hydrate> or a <Suspense> boundary of its own at most), not one part.
      if (pageNamespaces(page).length > 0) {
        expect(read(page)).toMatch(
          /return \(\s*(<(Hydrate|Suspense)>\s*)?(\{\/\*[\s\S]*?\*\/\}\s*)?<ClientMessages\s/,
        );
      }
    });
  }

  it('guests get the shell namespaces but those only the signed-in shell uses', () => {
    expect(shellNamespaces(true)).toEqual(SHELL_NAMESPACES);
    expect(shellNamespaces(false)).toEqual(GUEST_NAMESPACES);
    for (const namespace of SIGNED_IN_ONLY_NAMESPACES) {
      expect(SHELL_NAMESPACES).toContain(namespace);
      expect(GUEST_NAMESPACES).not.toContain(namespace);
    }
  });

  it('no module a guest page loads with it uses a signed-in-only namespace', () => {
    // What a guest's page is made of: the layouts and error views, the landing page and the
    // sign-in pages, through their static imports (the signed-in shell is loaded by import()).
    const guestStarts = [
      ...filesNamed('app', /^(layout|error|not-found|forbidden)\.tsx$/),
      'app/(portal)/page.tsx',
      ...filesNamed('app/(portal)/auth', /^page\.tsx$/),
    ];
    const loaded = reachable(guestStarts, false);
    // environmentLabelKey() names 'environments.*' keys; only the breadcrumbs and the
    // environment switch (signed in, loaded by import()) call it.
    loaded.delete('shared/access/environment.ts');
    const offenders = [...loaded].filter((file) => {
      const source = read(file);
      return SIGNED_IN_ONLY_NAMESPACES.some((namespace) =>
        new RegExp(`useTranslations\\(\\s*'${namespace}[.']|['\`"]${namespace}\\.[a-zA-Z_]`).test(
          source,
        ),
      );
    });
    expect(offenders).toEqual([]);
  });

  it('picks whole namespaces and ignores unknown ones', () => {
    const messages = { a: { x: '1' }, b: { y: '2' }, c: 'three' };
    expect(pickNamespaces(messages, ['a', 'c', 'missing'])).toEqual({ a: { x: '1' }, c: 'three' });
  });

  it("picks a namespace's parts, merged, without changing the bundle", () => {
    const messages = { a: { x: { deep: '1' }, y: '2', z: '3' }, b: { y: '4' } };
    const before = JSON.stringify(messages);
    expect(pickNamespaces(messages, ['a.x', 'a.y', 'a.nothing', 'b'])).toEqual({
      a: { x: { deep: '1' }, y: '2' },
      b: { y: '4' },
    });
    // A whole namespace wins over its parts, in either order.
    expect(pickNamespaces(messages, ['a.x', 'a'])).toEqual({ a: messages.a });
    expect(pickNamespaces(messages, ['a', 'a.x'])).toEqual({ a: messages.a });
    expect(JSON.stringify(messages)).toBe(before);
  });

  it('a part is covered by itself or its whole namespace, never by a sibling', () => {
    expect(covered('coaching.queue', new Set(['coaching']))).toBe(true);
    expect(covered('coaching.queue', new Set(['coaching.queue']))).toBe(true);
    expect(covered('coaching.queue', new Set(['coaching.ticket']))).toBe(false);
    expect(covered('coaching', new Set(['coaching.queue']))).toBe(false);
  });
});
