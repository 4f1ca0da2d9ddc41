import fs from 'node:fs';
import path from 'node:path';
import { StartupError } from '../startup-error';

/** What a controller records in its DATA_DIR while it runs there. */
export interface LockRecord {
  /** The controller process. */
  pid: number;
  /** Its PostgreSQL server, once started, with the start time PostgreSQL wrote for it. */
  postmaster?: { pid: number; startedAt: string };
}

export const LOCK_FILE = 'controller.lock';

/** DATA_DIRs held by controllers of this process (tests run several in one process). */
const heldHere = new Set<string>();

/**
 * Whether a process runs (one of another user counts: kill answers EPERM). A zombie (exited,
 * not yet reaped, e.g. under an init that does not reap) has stopped: on Linux its state says so.
 */
export function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    // /proc/<pid>/stat: "pid (comm) state ..."; comm may hold spaces and parentheses.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true; // no /proc (not Linux): kill's answer stands
  }
}

function readLock(file: string): LockRecord | undefined {
  try {
    const record = JSON.parse(fs.readFileSync(file, 'utf8')) as LockRecord;
    return Number.isInteger(record.pid) ? record : undefined;
  } catch {
    return undefined;
  }
}

/** Writes the record in full under a temporary name first, so a reader never sees half of it. */
function writeTemp(dir: string, record: LockRecord): string {
  const tmp = path.join(dir, `${LOCK_FILE}.${process.pid}.tmp`);
  fs.writeFileSync(tmp, `${JSON.stringify(record)}\n`, { mode: 0o600 });
  return tmp;
}

/**
 * One controller per DATA_DIR. PostgreSQL's own lock (postmaster.pid) already refuses a second
 * server on the cluster; this record adds who started that server, so that a controller killed
 * with -9 leaves a server the next start may stop (an orphan), and a live controller's server is
 * never touched.
 */
export class DataDirLock {
  private constructor(private readonly dir: string, private record: LockRecord) {}

  /**
   * Takes the lock, or fails with DATA_DIR_IN_USE when a live controller holds it. A stale record
   * (its controller is gone) is returned as `stale` so the caller can stop the orphaned server.
   */
  static acquire(dir: string): { lock: DataDirLock; stale?: LockRecord } {
    const file = path.join(dir, LOCK_FILE);
    if (heldHere.has(dir)) throw new StartupError(`DATA_DIR ${dir} is in use by another controller (pid ${process.pid})`, 'DATA_DIR_IN_USE');
    const mine: LockRecord = { pid: process.pid };
    const tmp = writeTemp(dir, mine);
    try {
      for (let attempt = 0; attempt < 5; attempt++) {
        try {
          fs.linkSync(tmp, file); // fails if the file exists: atomic create-if-absent
          heldHere.add(dir);
          return { lock: new DataDirLock(dir, mine) };
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
        }
        const holder = readLock(file);
        if (holder && holder.pid !== process.pid && processAlive(holder.pid)) {
          throw new StartupError(`DATA_DIR ${dir} is in use by another controller (pid ${holder.pid})`, 'DATA_DIR_IN_USE');
        }
        // Stale: its controller is gone. Replace it atomically; a racing starter that also
        // replaced it is stopped later by PostgreSQL's own lock on the cluster.
        if (holder || fs.existsSync(file)) {
          fs.renameSync(tmp, file);
          heldHere.add(dir);
          return { lock: new DataDirLock(dir, mine), stale: holder };
        }
      }
      throw new StartupError(`could not take the lock ${file}`, 'DATA_DIR_IN_USE');
    } finally {
      fs.rmSync(tmp, { force: true });
    }
  }

  /** Records the PostgreSQL server this controller started. */
  recordPostmaster(postmaster: LockRecord['postmaster']): void {
    this.record = { ...this.record, postmaster };
    fs.renameSync(writeTemp(this.dir, this.record), path.join(this.dir, LOCK_FILE));
  }

  /** Gives the lock up, unless another controller has replaced the record since. */
  release(): void {
    const file = path.join(this.dir, LOCK_FILE);
    if (readLock(file)?.pid === process.pid) fs.rmSync(file, { force: true });
    heldHere.delete(this.dir);
  }
}
