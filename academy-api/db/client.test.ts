import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getConfig } from '../config';
import { ensureSnapshot } from '../test/test-database';
import { closeDatabase, openDatabase } from './client';
import { accounts } from './schema';
import { seedDatabase } from './seed';

afterEach(async () => {
  await closeDatabase();
  vi.unstubAllEnvs();
});

describe('openDatabase (PGlite)', () => {
  it('refuses to open during next build', () => {
    vi.stubEnv('NEXT_PHASE', 'phase-production-build');
    expect(() => openDatabase()).toThrow(/next build/);
  });

  it('starts an empty data directory from the snapshot, once per process, behind a lock', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-client-'));
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('ACADEMY_DATA_DIR', dir);
    vi.stubEnv('ACADEMY_DB_SNAPSHOT', await ensureSnapshot());
    vi.stubEnv('ACADEMY_MIGRATIONS_DIR', path.join(import.meta.dirname, 'migrations'));
    try {
      const first = openDatabase();
      expect(openDatabase()).toBe(first); // the same instance, kept on globalThis
      const { db, kind } = await first;
      expect(kind).toBe('pglite');
      expect(fs.readFileSync(path.join(dir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
      const [row] = await db.select({ n: count() }).from(accounts);
      expect(row?.n).toBe(51); // 11 named demo accounts (DEMO-DATA.md) and 40 plain students
      // Seeding again (as every start does) adds nothing.
      expect(await seedDatabase(db)).toEqual({ createdAccounts: 0 });
      await closeDatabase();
      expect(fs.existsSync(path.join(dir, 'pglite.lock'))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('getConfig', () => {
  it('applies defaults and treats empty values as unset', () => {
    expect(getConfig({ API_PORT: '' })).toMatchObject({
      ACADEMY_DATA_DIR: '.data',
      API_PORT: 4000,
      API_HOST: '127.0.0.1',
      ACADEMY_SEED: true,
    });
  });

  it('names the invalid variable', () => {
    expect(() => getConfig({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
    expect(() => getConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
});
