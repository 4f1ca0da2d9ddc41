import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { LOG_LEVELS } from '../../../src/config';
import { startControllerProcess, stopControllerProcesses, type ControllerProcess } from '../../support/controller-process';

/**
 * What an operator reads when a controller process starts: a configuration it can not use is one
 * line naming the variable (not a stack), and an ordinary start or restart of the embedded
 * PostgreSQL server logs nothing at error level (the readiness wait does not make PostgreSQL
 * log "FATAL: the database system is starting up").
 */

const START_DEADLINE_MS = 30_000;
const dirs: string[] = [];
after(async () => {
  await stopControllerProcesses();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A new DATA_DIR under /tmp (as root the server runs as `postgres`, which must be able to enter it). */
function newDataDir(): string {
  const dir = fs.mkdtempSync('/tmp/zt-start-output-');
  dirs.push(dir);
  return dir;
}

interface LogLine {
  level: number;
  msg: string;
}

/** The JSON log lines a process wrote on stdout. */
function logLines(c: ControllerProcess): LogLine[] {
  return c.stdout.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as LogLine);
}

describe('configuration refused at start', () => {
  // The suite's store: the configuration is refused before any database is opened, on either.
  const store: Record<string, string> = process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {};

  test('an unknown LOG_LEVEL: exit code 2 and one line naming the variable and its levels; nothing is started', async () => {
    const dataDir = newDataDir();
    const c = await startControllerProcess({ ...store, DATA_DIR: dataDir, LOG_LEVEL: 'verbose', ADMIN_PASSWORD: 'pw-not-used' });
    assert.deepEqual(await c.waitExit(START_DEADLINE_MS), { code: 2, signal: null }, `stderr: ${c.stderr}`);
    assert.equal(c.stderr, `controller failed to start: invalid configuration: LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "verbose"\n`);
    assert.equal(c.stdout, '', 'nothing logged');
    assert.deepEqual(fs.readdirSync(dataDir), [], 'no database made in DATA_DIR');
  });

  test('any other value the controller can not use is one line the same way (PORT)', async () => {
    const c = await startControllerProcess({ ...store, DATA_DIR: newDataDir(), PORT: '99999' });
    assert.deepEqual(await c.waitExit(START_DEADLINE_MS), { code: 2, signal: null }, `stderr: ${c.stderr}`);
    assert.equal(c.stderr, 'controller failed to start: invalid configuration: PORT must be 0 to 65535, got "99999"\n');
  });

  test('a level LOG_LEVEL names starts the controller, logging at that level', async () => {
    // The value reaches the logger as given: silent writes nothing, info its start.
    for (const level of ['silent', 'info'] as const) {
      const c = await startControllerProcess({ ...store, DATA_DIR: 'memory://', LOG_LEVEL: level, ADMIN_PASSWORD: `pw-${randomBytes(6).toString('hex')}` });
      await c.waitReady(START_DEADLINE_MS);
      await c.stop();
      assert.deepEqual(c.exit, { code: 0, signal: null }, `${level}: ${c.stderr}`);
      const lines = logLines(c);
      if (level === 'silent') assert.deepEqual(lines, [], 'silent logs nothing');
      else assert.ok(lines.some((l) => l.level === 30 && l.msg === 'controller started'), 'info logs the start');
    }
  });
});

describe('the embedded PostgreSQL server started and restarted', () => {
  test('a new DATA_DIR and three restarts on it: nothing at error level, no "the database system is starting up"', async () => {
    const dataDir = newDataDir();
    const env = { DATA_DIR: dataDir, ADMIN_PASSWORD: `pw-${randomBytes(9).toString('base64url')}`, LOG_LEVEL: 'info' };
    const outputs: { start: number; lines: LogLine[] }[] = [];
    for (let start = 1; start <= 4; start++) {
      const c = await startControllerProcess(env);
      await c.waitReady(START_DEADLINE_MS);
      await c.stop();
      assert.deepEqual(c.exit, { code: 0, signal: null }, `start ${start}: ${c.stderr}`);
      outputs.push({ start, lines: logLines(c) });
    }
    for (const { start, lines } of outputs) {
      // PostgreSQL's own lines are in the log (at info), so their absence below is not a lost log.
      assert.ok(lines.some((l) => l.msg.includes('postgres: LOG:  database system is ready to accept connections')), `start ${start}: the server's log is read`);
      const errors = lines.filter((l) => l.level >= 50);
      assert.deepEqual(errors, [], `start ${start}: nothing at error level`);
      assert.deepEqual(lines.filter((l) => l.msg.includes('starting up')), [], `start ${start}: no start-up probe refused`);
    }
    assert.ok(fs.existsSync(path.join(dataDir, 'postgres', 'PG_VERSION')), 'one cluster, made by the first start');
  });
});
