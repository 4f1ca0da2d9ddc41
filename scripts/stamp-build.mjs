// Writes <outDir>/build-info.json after a compile: when the code was built and from which git
// commit, for GET /version (buildDate, revision). Usage: node scripts/stamp-build.mjs [outDir]
// scripts/build.mjs imports it to stamp its own builds (and to restamp after a commit).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The stamp's file name inside the build directory. */
export const STAMP_FILE = 'build-info.json';

/** The commit checked out, or 'unknown' outside a git checkout or with uncommitted changes. */
export function gitRevision() {
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    // A tree with uncommitted changes is not that commit: say so rather than claim it.
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() !== '';
    if (/^[0-9a-f]{40}$/.test(head) && !dirty) return head;
  } catch {
    // not a git checkout (a source archive): the revision stays unknown
  }
  return 'unknown';
}

/** Writes the stamp; `buildDate` defaults to now. */
export function writeBuildStamp(outDir, { buildDate = new Date(), revision = gitRevision() } = {}) {
  writeFileSync(path.join(outDir, STAMP_FILE), `${JSON.stringify({ buildDate: buildDate.toISOString(), revision })}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeBuildStamp(path.resolve(process.argv[2] ?? 'dist'));
}
