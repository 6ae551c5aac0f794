import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquirePgliteLock } from './pglite-lock';

const dirs: string[] = [];
function dataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-lock-'));
  dirs.push(dir);
  return path.join(dir, 'pglite');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('acquirePgliteLock', () => {
  it('writes our pid next to the directory and removes it on release', () => {
    const dir = dataDir();
    const release = acquirePgliteLock(dir);
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });

  it('refuses while a live process holds it, naming the directory and the pid', () => {
    const dir = dataDir();
    fs.writeFileSync(`${dir}.lock`, String(process.ppid));
    expect(() => acquirePgliteLock(dir)).toThrow(
      new RegExp(
        `${dir.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} is already open in process ${process.ppid}`,
      ),
    );
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.ppid));
  });

  it('refuses a second instance in this very process', () => {
    const dir = dataDir();
    const release = acquirePgliteLock(dir);
    expect(() => acquirePgliteLock(dir)).toThrow(/this process/);
    release();
  });

  it('takes over a lock left by a dead process', () => {
    const dir = dataDir();
    fs.writeFileSync(`${dir}.lock`, '2147483646'); // no such pid
    const release = acquirePgliteLock(dir);
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
  });
});
