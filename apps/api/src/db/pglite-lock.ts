import { closeSync, existsSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite does not lock its data folder itself, and two processes writing one
 * folder corrupt it. We hold an exclusive lock file with our process id. A lock whose
 * process is gone (killed with -9) is stale: it is removed with PGlite's own stale
 * postmaster.pid, so the next start recovers instead of being blocked.
 */
export class DataDirLockedError extends Error {}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface FolderLock {
  release(): void;
}

export function acquireFolderLock(lockFile: string, pgDataDir: string): FolderLock {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return {
        release() {
          if (
            existsSync(lockFile) &&
            readFileSync(lockFile, 'utf8').trim() === String(process.pid)
          ) {
            rmSync(lockFile, { force: true });
          }
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number.parseInt(readFileSync(lockFile, 'utf8').trim(), 10);
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isProcessAlive(owner)) {
        throw new DataDirLockedError(
          `The embedded database in ${pgDataDir} is already in use by another DegreeWorth process (pid ${owner}). ` +
            'Stop that process, or give this one its own DATA_DIR, or set DATABASE_URL to share a PostgreSQL server.',
        );
      }
      // Stale lock from a process that died without cleaning up.
      rmSync(lockFile, { force: true });
      rmSync(join(pgDataDir, 'postmaster.pid'), { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${lockFile}; another process keeps taking it.`);
}
