import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { specifiers } from './specifiers';

/**
 * The seams of DESIGN.md, checked on every run.
 * - academy-api/ (the embedded upstream, a replaceable room) imports nothing of the app: only
 *   itself, shared/ and packages (and, for the override check, the translation bundles' data).
 * - shared/ (pure rules both sides use) imports only shared/ and packages.
 * - The embedded API is reached only through lib/server (the upstream); components, app and
 *   the rest of lib never import it.
 * - lib/ holds rules and data, no UI: it never imports components/ or app/.
 * - Browser code never reaches server-only code: no module a 'use client' file imports,
 *   directly or through others, is server-only.
 */
const root = path.resolve(import.meta.dirname, '../..');
const SOURCE = /\.(ts|tsx)$/;
const FOLDERS = ['app', 'components', 'lib', 'shared', 'academy-api'];

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

const all = FOLDERS.flatMap(filesUnder);
const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The project file a specifier names, or null for packages and node builtins. */
function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.join(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    const full = path.join(root, candidate);
    if (fs.existsSync(full) && fs.statSync(full).isFile()) return path.normalize(candidate);
  }
  return path.normalize(base);
}

const importsOf = (file: string) =>
  specifiers(read(file), { types: false }).map((specifier) => ({
    specifier,
    target: resolve(file, specifier),
  }));

const under = (file: string | null, folder: string) =>
  file !== null && (file === folder || file.startsWith(`${folder}/`));

describe('import boundaries', () => {
  it('academy-api imports only itself, shared/ and packages', () => {
    const bad = filesUnder('academy-api').flatMap((file) =>
      importsOf(file)
        .filter(
          ({ specifier, target }) =>
            specifier.startsWith('@/') ||
            (target !== null &&
              !under(target, 'academy-api') &&
              !under(target, 'shared') &&
              // Its tests compare the API's texts with the app's translation bundles, the
              // override check reads which keys and arguments the bundles have, and the error
              // texts are the bundles' api and validation namespaces: data, not app code.
              !(isTest(file) && under(target, 'messages')) &&
              !(file === 'academy-api/i18n/message-catalog.ts' && target === 'messages/index.ts') &&
              !(
                file === 'academy-api/i18n/error-texts.ts' &&
                /^messages\/(en|nl|ro)\/(api|validation)\.json$/.test(target)
              )),
        )
        .map(({ specifier }) => `${file} → ${specifier}`),
    );
    expect(bad).toEqual([]);
  });

  it('shared/ imports only shared/ and packages', () => {
    const bad = filesUnder('shared')
      .filter((file) => !isTest(file))
      .flatMap((file) =>
        importsOf(file)
          .filter(({ target }) => target !== null && !under(target, 'shared'))
          .map(({ specifier }) => `${file} → ${specifier}`),
      );
    expect(bad).toEqual([]);
  });

  it('only lib/server reaches the embedded API', () => {
    // Tests may read the demo seed (e.g. that every seeded lesson survives the editor).
    const seedData = (file: string, target: string | null) =>
      isTest(file) &&
      target !== null &&
      /^academy-api\/(db\/seed-[a-z-]+|[a-z]+\/[a-z-]+\.seed)\.ts$/.test(target);
    const bad = all
      .filter((file) => !under(file, 'academy-api') && !under(file, 'lib/server'))
      .flatMap((file) =>
        importsOf(file)
          .filter(({ target }) => under(target, 'academy-api') && !seedData(file, target))
          .map(({ specifier }) => `${file} → ${specifier}`),
      );
    expect(bad).toEqual([]);
  });

  it('lib/ never imports components/ or app/', () => {
    const bad = filesUnder('lib').flatMap((file) =>
      importsOf(file)
        .filter(({ target }) => under(target, 'components') || under(target, 'app'))
        .map(({ specifier }) => `${file} → ${specifier}`),
    );
    expect(bad).toEqual([]);
  });

  it('no module a client component imports is server-only', () => {
    const serverOnly = (file: string) =>
      /^import 'server-only';/m.test(read(file)) || under(file, 'lib/server');
    const clientFiles = all.filter(
      (file) => !isTest(file) && /^['"]use client['"];/m.test(read(file)),
    );
    expect(clientFiles.length).toBeGreaterThan(20);
    const bad: string[] = [];
    for (const start of clientFiles) {
      const seen = new Set<string>([start]);
      const queue: { file: string; via: string[] }[] = [{ file: start, via: [start] }];
      while (queue.length > 0) {
        const { file, via } = queue.shift()!;
        for (const { target } of importsOf(file)) {
          if (!target || seen.has(target) || !fs.existsSync(path.join(root, target))) continue;
          seen.add(target);
          if (serverOnly(target)) bad.push([...via, target].join(' → '));
          else queue.push({ file: target, via: [...via, target] });
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('the parts on every signed-in page (shell, feedback, notifications, ui) ship no zod', () => {
    // zod is ~110 KB of script; the screens that validate with it (quiz, grading, integrations)
    // load it with their own chunks, the shell's dynamic parts must not drag it onto every page.
    const everyPage = ['components/shell', 'components/feedback', 'components/notifications'];
    const starts = all.filter(
      (file) =>
        !isTest(file) &&
        /^['"]use client['"];/m.test(read(file)) &&
        (everyPage.some((folder) => under(file, folder)) || under(file, 'components/ui')),
    );
    expect(starts.length).toBeGreaterThan(10);
    // Its contract check loads the contracts only in development (and in the server, when told).
    const loadsOnlyInDevelopment = new Set(['lib/api/jsonapi.ts']);
    const staticImportsOf = (file: string) =>
      specifiers(read(file), { types: false, dynamic: false }).map((specifier) => ({
        specifier,
        target: resolve(file, specifier),
      }));
    const bad: string[] = [];
    for (const start of starts) {
      const seen = new Set<string>([start]);
      const queue: { file: string; via: string[] }[] = [{ file: start, via: [start] }];
      while (queue.length > 0) {
        const { file, via } = queue.shift()!;
        const imports = loadsOnlyInDevelopment.has(file) ? staticImportsOf(file) : importsOf(file);
        for (const { specifier, target } of imports) {
          if (specifier === 'zod' || specifier.startsWith('zod/')) bad.push(via.join(' → '));
          if (!target || seen.has(target) || !fs.existsSync(path.join(root, target))) continue;
          seen.add(target);
          queue.push({ file: target, via: [...via, target] });
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('server modules take only components from client modules (values arrive as references)', () => {
    const isClientFile = (file: string) => /^['"]use client['"];/m.test(read(file));
    const bad: string[] = [];
    for (const file of all.filter((f) => !isTest(f) && !isClientFile(f))) {
      for (const match of read(file).matchAll(/import\s+\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
        const target = resolve(file, match[2] ?? '');
        if (!target || !fs.existsSync(path.join(root, target)) || !isClientFile(target)) continue;
        const values = (match[1] ?? '')
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name && !name.startsWith('type '))
          .map((name) => name.split(/\s+as\s+/)[0] ?? name)
          // A component is PascalCase; CONSTANTS, functions and hooks are values.
          .filter((name) => !/^[A-Z][a-z0-9]\w*$/.test(name));
        for (const name of values) bad.push(`${file} → ${name} from ${match[2]}`);
      }
    }
    expect(bad).toEqual([]);
  });
});
