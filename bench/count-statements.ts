/**
 * Preloaded into a controller by bench/write-cost.ts (`node --require dist/bench/count-statements.js`):
 * counts the statements the process sends through pg. On SIGUSR2 it writes the count, and the
 * statements recorded since the last signal, to <dir>/q-<pid>.json (dir: WRITE_COST_DIR, default
 * the system's temporary directory); then it records statement texts while <dir>/rec-<pid> exists,
 * and takes a CPU profile (written to <dir>/prof-<pid>-<time>.cpuprofile at the next signal
 * without it) while <dir>/prof-<pid> exists.
 */
import fs from 'node:fs';
import inspector from 'node:inspector';
import os from 'node:os';
import path from 'node:path';

const dir = process.env.WRITE_COST_DIR ?? os.tmpdir();
// The controller's own pg (the one next to its main script).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pg = require(require.resolve('pg', { paths: [path.dirname(process.argv[1] ?? '.')] })) as typeof import('pg');
const state = { count: 0, log: [] as string[] };
let recording = false;
let session: inspector.Session | undefined;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
  state.count++;
  if (recording) {
    const config = args[0] as string | { text?: string; name?: string };
    const text = typeof config === 'string' ? config : config?.text;
    const name = typeof config === 'object' && config?.name ? `[${config.name}] ` : '';
    state.log.push(name + String(text).replace(/\s+/g, ' ').slice(0, 400));
  }
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

process.on('SIGUSR2', () => {
  fs.writeFileSync(path.join(dir, `q-${process.pid}.json`), JSON.stringify(state));
  state.log = [];
  recording = fs.existsSync(path.join(dir, `rec-${process.pid}`));
  const profile = fs.existsSync(path.join(dir, `prof-${process.pid}`));
  if (profile && !session) {
    const s = (session = new inspector.Session());
    s.connect();
    s.post('Profiler.enable', () => s.post('Profiler.setSamplingInterval', { interval: 200 }, () => s.post('Profiler.start')));
  } else if (!profile && session) {
    const s = session;
    session = undefined;
    s.post('Profiler.stop', (err, result) => {
      if (!err) fs.writeFileSync(path.join(dir, `prof-${process.pid}-${Date.now()}.cpuprofile`), JSON.stringify(result.profile));
      s.disconnect();
    });
  }
});
