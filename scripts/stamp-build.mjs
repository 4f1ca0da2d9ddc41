// Writes <outDir>/build-info.json after a compile: when the code was built and from which git
// commit, for GET /version (buildDate, revision). Usage: node scripts/stamp-build.mjs [outDir]
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const outDir = path.resolve(process.argv[2] ?? 'dist');
let revision = 'unknown';
try {
  const head = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  // A tree with uncommitted changes is not that commit: say so rather than claim it.
  const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() !== '';
  if (/^[0-9a-f]{40}$/.test(head) && !dirty) revision = head;
} catch {
  // not a git checkout (a source archive): the revision stays unknown
}
writeFileSync(path.join(outDir, 'build-info.json'), `${JSON.stringify({ buildDate: new Date().toISOString(), revision })}\n`);
