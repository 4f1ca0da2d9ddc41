#!/usr/bin/env node
// Runs every compiled test file (dist/test/**/*.test.js) with node's test runner.
// Each file starts its own controller and database, so files run in parallel.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

function find(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? find(p) : p.endsWith('.test.js') ? [p] : [];
  });
}

const only = process.argv.slice(2);
// TEST_DIST: another build directory at the repository root (parallel builds of one checkout).
const root = process.env.TEST_DIST ?? 'dist';
const files = find(`${root}/test`).filter((f) => only.length === 0 || only.some((o) => f.includes(o))).sort();
if (files.length === 0) {
  console.error(`no test files found under ${root}/test`);
  process.exit(1);
}
const concurrency = process.env.TEST_CONCURRENCY ?? '3';
// A hung test fails on its own after two minutes instead of holding the whole run.
const timeout = process.env.TEST_TIMEOUT_MS ?? '120000';
const result = spawnSync(process.execPath, ['--test', `--test-concurrency=${concurrency}`, `--test-timeout=${timeout}`, '--test-reporter=spec', ...files], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'test' },
});
process.exit(result.status ?? 1);
