#!/usr/bin/env node
// npm start: compiles only when the build is missing or older than its sources, then runs the
// controller in this same process, so signals (SIGTERM, SIGINT) reach its handlers directly and
// its exit code is the process's.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { OUT_DIR, buildIfStale } from './build.mjs';

const status = buildIfStale();
if (status !== 0) {
  process.stderr.write('controller not started: the build failed\n');
  process.exit(status);
}
await import(pathToFileURL(path.join(OUT_DIR, 'src', 'main.js')).href);
