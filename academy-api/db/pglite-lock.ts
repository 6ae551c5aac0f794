import fs from 'node:fs';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else — still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockFile, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes the single-process lock for a PGlite data directory: PGlite is not multi-process safe,
 * and two writers corrupt the directory. A lock left by a dead process is taken over.
 * Returns the release function (also run on process exit).
 */
export function acquirePgliteLock(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      const release = () => {
        if (readPid(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
        process.off('exit', release);
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readPid(lockFile);
    if (holder !== null && isAlive(holder)) {
      const who = holder === process.pid ? 'this process (a second instance)' : `process ${holder}`;
      throw new Error(
        `The embedded database directory ${dataDir} is already open in ${who}. ` +
          'PGlite allows one process per directory: stop that process, or point ACADEMY_DATA_DIR ' +
          `at another directory, or set DATABASE_URL to use PostgreSQL. If process ${holder} is ` +
          `not an Academy server, delete ${lockFile}.`,
      );
    }
    // Stale lock (holder gone or unreadable): remove it and try again.
    fs.rmSync(lockFile, { force: true });
  }
  throw new Error(`Could not take the lock ${lockFile}; another process keeps recreating it.`);
}
