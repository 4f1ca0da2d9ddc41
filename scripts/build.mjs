#!/usr/bin/env node
// Compiles the TypeScript into dist and stamps the build (scripts/stamp-build.mjs).
//   node scripts/build.mjs             always compiles (npm run build)
//   node scripts/build.mjs --if-stale  compiles only when dist is missing or older than its sources
//                                      (npm start, npm test, npm run bench): a restart costs no compile
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { STAMP_FILE, gitRevision, writeBuildStamp } from './stamp-build.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const OUT_DIR = path.join(ROOT, 'dist');

/** Folders the tsconfig compiles; in them, the files that go into the build. */
const SOURCE_DIRS = ['src', 'test', 'bench', 'scripts'];
const COMPILED = /\.(ts|json)$/;
/** The compiler's settings, and its version and the types it compiles against (the lockfile). */
const SOURCE_FILES = ['tsconfig.json', 'package.json', 'package-lock.json'];

/** The newest modification time (ms) under `dir` of a compiled file or of a folder (a file added, renamed or deleted). */
function newestUnder(dir) {
  let newest = 0;
  let entries;
  try {
    newest = fs.statSync(dir).mtimeMs;
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const e of entries) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) newest = Math.max(newest, newestUnder(p));
    else if (COMPILED.test(e.name)) newest = Math.max(newest, fs.statSync(p).mtimeMs);
  }
  return newest;
}

/** Why dist must be compiled again, or undefined when it is current. */
export function staleReason(root = ROOT, outDir = OUT_DIR) {
  let stamped;
  try {
    stamped = fs.statSync(path.join(outDir, STAMP_FILE)).mtimeMs;
  } catch {
    return 'no build yet';
  }
  if (!fs.existsSync(path.join(outDir, 'src', 'main.js'))) return 'the build is incomplete';
  for (const file of SOURCE_FILES) {
    try {
      if (fs.statSync(path.join(root, file)).mtimeMs > stamped) return `${file} changed`;
    } catch {
      // an optional file (no lockfile in a source archive)
    }
  }
  for (const dir of SOURCE_DIRS) if (newestUnder(path.join(root, dir)) > stamped) return `files under ${dir}/ changed`;
  return undefined;
}

/**
 * Compiles and stamps. The stamp's modification time is set to when the compile began, so a
 * source saved during the compile still counts as newer than the build.
 */
export function build(root = ROOT, outDir = OUT_DIR) {
  const began = new Date();
  const tsc = createRequire(path.join(root, 'package.json')).resolve('typescript/bin/tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.json')], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) return result.status ?? 1;
  writeBuildStamp(outDir, { buildDate: began });
  fs.utimesSync(path.join(outDir, STAMP_FILE), began, began);
  return 0;
}

/**
 * The build is current but was stamped before a commit (or with a different one checked out
 * and back): only the stamp's revision is rewritten, keeping its date and modification time.
 */
function restampRevision(outDir = OUT_DIR) {
  const file = path.join(outDir, STAMP_FILE);
  try {
    const stamp = JSON.parse(fs.readFileSync(file, 'utf8'));
    const revision = gitRevision();
    if (stamp.revision === revision || Number.isNaN(Date.parse(stamp.buildDate))) return;
    const { mtime } = fs.statSync(file);
    writeBuildStamp(outDir, { buildDate: new Date(stamp.buildDate), revision });
    fs.utimesSync(file, mtime, mtime);
  } catch {
    // an unreadable stamp: GET /version falls back to the compiled files' date
  }
}

/** Compiles when stale (saying why, on stderr); returns the compiler's exit status, 0 when nothing was to do. */
export function buildIfStale(root = ROOT, outDir = OUT_DIR) {
  const reason = staleReason(root, outDir);
  if (!reason) {
    restampRevision(outDir);
    return 0;
  }
  process.stderr.write(`building (${reason})...\n`);
  return build(root, outDir);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  if (args.some((a) => a !== '--if-stale')) {
    process.stderr.write('usage: node scripts/build.mjs [--if-stale]\n');
    process.exit(2);
  }
  process.exit(args.includes('--if-stale') ? buildIfStale() : build());
}
