/**
 * Cost of single admin writes and of password logins, per request, on one controller process
 * (HTTPS; WORKERS=1, access log off and LOG_LEVEL=warn unless set): sequential p50 latency, controller CPU (the process, and
 * with its embedded database: `tree`) and database statements (counted by count-statements.ts,
 * preloaded). CPU and statements are the figures to compare on a busy machine; latency is noisy.
 * Logins: 16 concurrent for LOGIN_SECONDS (10), against bare argon2id (argon2-baseline.ts), with
 * the CPU per login of the main thread and of the others (argon2 runs on the libuv pool).
 * Not part of `npm run bench`:
 *   node dist/bench/write-cost.js [all|login|<kind prefix>,...] [N=300] [embedded|postgres]
 * SHOW_SQL=1 prints the statements of one request of each kind; PROFILE=1 keeps a CPU profile of
 * each measured run; MAIN_JS=<path of another build's dist/src/main.js> measures that build.
 */
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { cpuSeconds, treeCpuSeconds, sleep } from './harness';
import { percentile } from './writes';

const N = Number(process.argv[3] ?? 300);
const WARM = Math.min(50, Math.max(10, Math.round(N / 6)));
const STORE = process.argv[4] ?? 'embedded';
const PASSWORD = 'write-cost-password';
const PORT = 21000 + Math.floor(Math.random() * 2000);
const DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'zt-write-cost-'));
const PRELOAD = path.join(__dirname, 'count-statements.js');
const agent = new https.Agent({ keepAlive: true, maxSockets: 32, rejectUnauthorized: false });

function call(method: string, p: string, body?: unknown, token?: string, api = 'management'): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = https.request({ host: '127.0.0.1', port: PORT, method, path: `/edge/${api}/v1${p}`, agent,
      headers: { ...(data ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } : {}), ...(token ? { 'zt-session': token } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        resolve({ status: res.statusCode!, body: text ? JSON.parse(text) : undefined });
      });
    });
    req.on('error', reject);
    req.end(data);
  });
}

async function ok(method: string, p: string, body: unknown, token: string): Promise<any> {
  const r = await call(method, p, body, token);
  if (r.status >= 300) throw new Error(`${method} ${p}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

let seq = 0;
const tag = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

/** CPU ticks of a process's threads by thread name (libuv-worker: the thread pool, where argon2 runs). */
function threadTicks(pid: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const name = tid === String(pid) ? 'main' : stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out[name] = (out[name] ?? 0) + Number(f[11]) + Number(f[12]);
    } catch { /* ended */ }
  }
  return out;
}

interface Kind { name: string; prepare?: (n: number) => Promise<void>; run: (i: number) => Promise<unknown> }

async function main(): Promise<void> {
  const want = (process.argv[2] ?? 'all').split(',');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zt-wc-'));
  let dbName: string | undefined;
  const env: Record<string, string> = { PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', ACCESS_LOG: process.env.ACCESS_LOG ?? 'off', WORKERS: process.env.WORKERS ?? '1',
    ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: PASSWORD, AUTH_RATE_LIMIT_PER_MINUTE: '1000000', AUTH_RATE_LIMIT_PER_USERNAME: '1000', CTRL_PORT: 'off' };
  if (STORE === 'postgres') {
    dbName = `zt_wc_${Date.now().toString(36)}`;
    spawnSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-c', `create database "${dbName}"`]);
    env.DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${dbName}`;
  } else env.DATA_DIR = dataDir;
  const child = spawn(process.execPath, [...(fs.existsSync(PRELOAD) ? ['--require', PRELOAD] : []), process.env.MAIN_JS ?? path.join(__dirname, '..', 'src', 'main.js')],
    { env: { ...process.env, ...env, WRITE_COST_DIR: DIR }, stdio: ['ignore', 'inherit', 'inherit'] });
  const pid = child.pid!;
  try {
    for (let i = 0; ; i++) {
      try { if ((await call('GET', '/version', undefined, undefined, 'client')).status === 200) break; } catch { /* not yet */ }
      if (i > 600) throw new Error('controller did not start');
      await sleep(200);
    }
    const login = await call('POST', '/authenticate?method=password', { username: 'admin', password: PASSWORD });
    const token = login.body.data.token as string;
    let profiling = false;
    const queries = async (record: boolean): Promise<{ count: number; log: string[] }> => {
      const flag = `${DIR}/rec-${pid}`;
      if (process.env.PROFILE) { if (record === false && !profiling) { fs.writeFileSync(`${DIR}/prof-${pid}`, ''); profiling = true; } else { fs.rmSync(`${DIR}/prof-${pid}`, { force: true }); profiling = false; } }
      if (record) fs.writeFileSync(flag, ''); else fs.rmSync(flag, { force: true });
      const file = `${DIR}/q-${pid}.json`;
      fs.rmSync(file, { force: true });
      process.kill(pid, 'SIGUSR2');
      for (let i = 0; i < 100 && !fs.existsSync(file); i++) await sleep(10);
      try { return JSON.parse(fs.readFileSync(file, 'utf8')); } catch { return { count: NaN, log: [] }; }
    };
    // Fixtures.
    const ct = (await ok('POST', '/config-types', { name: `wc-ct-${tag()}`, schema: {} }, token)).data.id;
    const router = (await ok('POST', '/edge-routers', { name: `wc-er-${tag()}`, roleAttributes: [] }, token)).data.id;
    const svc0 = (await ok('POST', '/services', { name: `wc-svc0-${tag()}`, encryptionRequired: true }, token)).data.id;
    const ids: Record<string, string[]> = { identity: [], service: [], config: [], sp: [] };
    const kinds: Kind[] = [
      { name: 'identity create', run: async () => ids.identity.push((await ok('POST', '/identities', { name: `wc-id-${tag()}`, type: 'Device', isAdmin: false }, token)).data.id) },
      { name: 'identity create +attrs', run: async () => ids.identity.push((await ok('POST', '/identities', { name: `wc-id-${tag()}`, type: 'Device', isAdmin: false, roleAttributes: ['wc-nobody'] }, token)).data.id) },
      { name: 'identity patch tags', run: (i) => ok('PATCH', `/identities/${ids.identity[i % ids.identity.length]}`, { tags: { n: tag() } }, token) },
      { name: 'identity patch attrs', run: (i) => ok('PATCH', `/identities/${ids.identity[i % ids.identity.length]}`, { roleAttributes: [`wc-${tag()}`] }, token) },
      { name: 'identity delete', run: () => ok('DELETE', `/identities/${ids.identity.pop()}`, undefined, token) },
      { name: 'service create', run: async () => ids.service.push((await ok('POST', '/services', { name: `wc-svc-${tag()}`, encryptionRequired: true }, token)).data.id) },
      { name: 'service create +attrs', run: async () => ids.service.push((await ok('POST', '/services', { name: `wc-svc-${tag()}`, encryptionRequired: true, roleAttributes: ['wc-unused'] }, token)).data.id) },
      { name: 'service patch tags', run: (i) => ok('PATCH', `/services/${ids.service[i % ids.service.length]}`, { tags: { n: tag() } }, token) },
      { name: 'service patch attrs', run: (i) => ok('PATCH', `/services/${ids.service[i % ids.service.length]}`, { roleAttributes: [`wc-${tag()}`] }, token) },
      { name: 'service delete', run: () => ok('DELETE', `/services/${ids.service.pop()}`, undefined, token) },
      { name: 'config create', run: async () => ids.config.push((await ok('POST', '/configs', { name: `wc-cfg-${tag()}`, configTypeId: ct, data: { a: 1 } }, token)).data.id) },
      { name: 'service-policy create', run: async () => ids.sp.push((await ok('POST', '/service-policies', { name: `wc-sp-${tag()}`, type: 'Dial', semantic: 'AnyOf', identityRoles: ['#wc-none'], serviceRoles: ['#wc-none'] }, token)).data.id) },
      { name: 'edge-router-policy create', run: () => ok('POST', '/edge-router-policies', { name: `wc-erp-${tag()}`, semantic: 'AnyOf', identityRoles: ['#wc-none'], edgeRouterRoles: ['#wc-none'] }, token) },
      { name: 'service-edge-router-policy create', run: () => ok('POST', '/service-edge-router-policies', { name: `wc-serp-${tag()}`, semantic: 'AnyOf', serviceRoles: ['#wc-none'], edgeRouterRoles: ['#wc-none'] }, token) },
      { name: 'terminator create', run: () => ok('POST', '/terminators', { service: svc0, router, binding: 'transport', address: `tcp:h${tag()}:1` }, token) },
    ];
    const results: Record<string, unknown>[] = [];
    for (const kind of kinds) {
      if (!want.includes('all') && !want.some((w) => kind.name.startsWith(w))) continue;
      for (let i = 0; i < WARM; i++) await kind.run(i);
      await queries(true);
      await kind.run(WARM);
      const one = await queries(false);
      const q0 = one.count;
      const cpu0 = cpuSeconds(pid);
      const tree0 = treeCpuSeconds(pid);
      const samples: number[] = [];
      for (let i = 0; i < N; i++) {
        const t = performance.now();
        await kind.run(i);
        samples.push(performance.now() - t);
      }
      const cpu1 = cpuSeconds(pid);
      const tree1 = treeCpuSeconds(pid);
      const q1 = (await queries(false)).count;
      samples.sort((a, b) => a - b);
      const r = (x: number) => Math.round(x * 100) / 100;
      const row = { kind: kind.name, n: N, p50Ms: r(percentile(samples, 50)), p90Ms: r(percentile(samples, 90)),
        cpuMsPerReq: r(((cpu1 - cpu0) * 1000) / N), treeCpuMsPerReq: r(((tree1 - tree0) * 1000) / N), statementsPerReq: r((q1 - q0 - 0) / N) };
      results.push(row);
      console.log(JSON.stringify(row));
      if (process.env.SHOW_SQL) for (const s of one.log) console.log('   ', s);
    }
    if (want.includes('all') || want.includes('login')) {
      const seconds = Number(process.env.LOGIN_SECONDS ?? 10);
      const conc = 16;
      const doLogin = async () => {
        const r = await call('POST', '/authenticate?method=password', { username: 'admin', password: PASSWORD }, undefined, 'client');
        if (r.status !== 200) throw new Error(`login ${r.status} ${JSON.stringify(r.body)}`);
      };
      await Promise.all(Array.from({ length: conc }, doLogin));
      await queries(true);
      await doLogin();
      const one = await queries(false);
      const cpu0 = cpuSeconds(pid);
      const tree0 = treeCpuSeconds(pid);
      const threads0 = threadTicks(pid);
      let done = 0;
      const start = performance.now();
      const until = start + seconds * 1000;
      await Promise.all(Array.from({ length: conc }, async () => { while (performance.now() < until) { await doLogin(); done++; } }));
      const elapsed = (performance.now() - start) / 1000;
      const cpu1 = cpuSeconds(pid);
      const tree1 = treeCpuSeconds(pid);
      const q1 = (await queries(false)).count;
      const threads1 = threadTicks(pid);
      const threadMs = Object.fromEntries(Object.keys(threads1).map((k) => [k, Math.round(((threads1[k] - (threads0[k] ?? 0)) * 1000) / done) / 100]).filter(([, v]) => (v as number) > 0));
      const baseline = spawnSync(process.execPath, [path.join(__dirname, 'argon2-baseline.js'), String(conc), String(seconds)], { encoding: 'utf8' });
      const bare = JSON.parse(baseline.stdout.trim()).verificationsPerSec as number;
      const row = { kind: 'login (16 concurrent)', loginsPerSec: Math.round(done / elapsed), bareArgon2PerSec: bare, ratio: Math.round((done / elapsed / bare) * 100) / 100,
        cpuMsPerLogin: Math.round(((cpu1 - cpu0) * 1e5) / done) / 100, treeCpuMsPerLogin: Math.round(((tree1 - tree0) * 1e5) / done) / 100, statementsPerLogin: Math.round(((q1 - one.count) / done) * 100) / 100, threadCpuMsPerLogin: threadMs };
      console.log(JSON.stringify(row));
      if (process.env.SHOW_SQL) for (const s of one.log) console.log('   ', s);
    }
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (!process.env.PROFILE) fs.rmSync(DIR, { recursive: true, force: true });
    if (dbName) spawnSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-c', `drop database if exists "${dbName}" with (force)`]);
    agent.destroy();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
