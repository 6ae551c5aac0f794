import fs from 'node:fs';
import path from 'node:path';

/** The page routes under app/(portal), e.g. `/admin/accounts/[id]`, with their files. */
export function portalPages(): { route: string; file: string }[] {
  const root = path.resolve(import.meta.dirname, '../../app/(portal)');
  const walk = (dir: string, route: string): { route: string; file: string }[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        // Route groups `(x)` add no segment.
        const segment = entry.name.startsWith('(') ? '' : `/${entry.name}`;
        return walk(full, `${route}${segment}`);
      }
      return entry.name === 'page.tsx' ? [{ route: route || '/', file: full }] : [];
    });
  return walk(root, '');
}
