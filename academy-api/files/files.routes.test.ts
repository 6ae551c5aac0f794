import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileRouteTests } from './files.routes.suite';
import { DataDirStorage } from './storage';

// The files routes on the data directory (the default storage); files.routes.s3.test.ts runs
// the same tests on a bucket.
fileRouteTests(async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-files-route-'));
  return {
    storage: new DataDirStorage(root),
    // Partial files (`.partial-…` beside their key) included.
    async stored() {
      const found = new Map<string, number>();
      if (!fs.existsSync(root)) return found;
      for (const entry of fs.readdirSync(root, { withFileTypes: true, recursive: true })) {
        if (!entry.isFile()) continue;
        const full = path.join(entry.parentPath, entry.name);
        found.set(path.relative(root, full), fs.statSync(full).size);
      }
      return found;
    },
    close: async () => fs.rmSync(root, { recursive: true, force: true }),
  };
});
