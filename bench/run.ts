/**
 * `npm run bench`: seeds a 100k-identity network on PostgreSQL, starts the controller on it and
 * measures the client API under load, each figure also as a ratio to a bare Node http server
 * answering a fixed JSON body on the same machine (absolute figures drift between machines;
 * ratios hold). Prints a table and writes bench/results.json.
 *
 * Every measurement runs BENCH_ROUNDS times, interleaved, and reports its median run: on a
 * shared VM single runs drift by ±20 %.
 *
 * Env: DATABASE_URL (PostgreSQL server to create the bench database on; default
 * postgres://postgres@127.0.0.1:5432/test), BENCH_DURATION seconds per run (default 10),
 * BENCH_ROUNDS (default 3).
 */
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { loadConfig } from '../src/config';
import { closeDatabase, openDatabase } from '../src/db/orm';
import { BENCH_PASSWORD, SIZE, seed } from './seed';

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 32;
const ROOT = path.resolve(__dirname, '..', '..');

interface Figure {
  name: string;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** Requests of the run (for sessions: how many of them created a session). */
  requests: number;
  ratioToBaseline?: number;
  /** req/s of every round; the figure is the median round. */
  rounds?: number[];
}

function withDb(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

async function admin(sql: string): Promise<void> {
  const c = new Client({ connectionString: SERVER_URL });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

function startProcess(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  child.on('exit', (code) => code && code !== 0 && console.error(`process ${args.join(' ')} exited with ${code}`));
  return child;
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

async function load(name: string, opts: autocannon.Options): Promise<Figure> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts });
  const bad = result.errors + result.non2xx + result.timeouts;
  return { name, requestsPerSec: Math.round(result.requests.average), p50Ms: result.latency.p50, p99Ms: result.latency.p99, errors: bad, requests: result.requests.total };
}

async function json(url: string, init?: RequestInit): Promise<any> {
  const res = await fetch(url, init);
  const body = await res.json();
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

async function main(): Promise<void> {
  const dbName = `zt_bench_${Date.now().toString(36)}`;
  const dbUrl = withDb(SERVER_URL, dbName);
  await admin(`create database "${dbName}"`);
  const children: ChildProcess[] = [];
  try {
    // ---- seed ----
    const started = Date.now();
    const db = await openDatabase(loadConfig({ DATABASE_URL: dbUrl }));
    await seed(db.orm.em.fork() as never);
    await closeDatabase(db);
    const seedSeconds = (Date.now() - started) / 1000;
    console.log(`seeded in ${seedSeconds.toFixed(1)} s`);

    // ---- controller and baseline ----
    const port = 18_600 + Math.floor(Math.random() * 300);
    const base = `http://127.0.0.1:${port}`;
    children.push(startProcess(['dist/src/main.js'], {
      DATABASE_URL: dbUrl, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', TLS: 'false',
      ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: BENCH_PASSWORD, AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    }));
    const baselinePort = port + 1;
    children.push(startProcess(['-e', `const b=JSON.stringify({data:{lastChangeAt:new Date().toISOString()},meta:{}});require('http').createServer((q,s)=>{s.writeHead(200,{'content-type':'application/json'});s.end(b)}).listen(${baselinePort},'127.0.0.1')`], {}));
    await waitFor(`${base}/version`);
    await waitFor(`http://127.0.0.1:${baselinePort}/`);

    // ---- log in the bench users ----
    const client = `${base}/edge/client/v1`;
    const logInAll = async (): Promise<string[]> => {
      const tokens: string[] = [];
      for (let i = 1; i <= SIZE.users; i += 25) {
        const batch = await Promise.all(Array.from({ length: Math.min(25, SIZE.users - i + 1) }, (_, k) =>
          json(`${client}/authenticate?method=password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: `bench-user-${i + k}`, password: BENCH_PASSWORD }) })));
        tokens.push(...batch.map((b) => b.data.token as string));
      }
      return tokens;
    };
    const tokens = await logInAll();
    const pick = <T>(xs: T[]): T => xs[Math.floor(Math.random() * xs.length)];
    console.log(`${tokens.length} users logged in`);

    /**
     * Every (API session, Dial service) pair of fresh logins, shuffled: each session request
     * takes the next pair, so each one creates a session (a repeated create would only return
     * the existing one).
     */
    const freshDialPairs = async (): Promise<{ token: string; serviceId: string }[]> => {
      const pairs: { token: string; serviceId: string }[] = [];
      for (const token of await logInAll()) {
        const page = await json(`${client}/services?limit=500`, { headers: { 'zt-session': token } });
        for (const s of page.data) if (s.permissions.includes('Dial')) pairs.push({ token, serviceId: s.id });
      }
      for (let i = pairs.length - 1; i > 0; i--) {
        const j = Math.floor(Math.random() * (i + 1));
        [pairs[i], pairs[j]] = [pairs[j], pairs[i]];
      }
      return pairs;
    };

    // ---- load: every measurement once per round, interleaved ----
    const measurements: { name: string; run: () => Promise<Figure> }[] = [
      { name: 'baseline: bare node http, fixed JSON', run: () => load('baseline: bare node http, fixed JSON', { url: `http://127.0.0.1:${baselinePort}/` }) },
      {
        name: 'GET /edge/client/v1/services',
        run: () => load('GET /edge/client/v1/services', {
          url: `${client}/services`,
          requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'zt-session': pick(tokens) } }) }],
        }),
      },
      {
        name: 'GET /current-api-session/service-updates',
        run: () => load('GET /current-api-session/service-updates', {
          url: `${client}/current-api-session/service-updates`,
          requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'zt-session': pick(tokens) } }) }],
        }),
      },
      {
        name: 'POST /edge/client/v1/sessions (Dial), each a new session',
        run: async () => {
          const pairs = await freshDialPairs();
          let next = 0;
          const figure = await load('POST /edge/client/v1/sessions (Dial), each a new session', {
            url: `${client}/sessions`,
            requests: [{
              method: 'POST',
              setupRequest: (req) => {
                const { token, serviceId } = pairs[next++ % pairs.length];
                return { ...req, headers: { ...req.headers, 'zt-session': token, 'content-type': 'application/json' }, body: JSON.stringify({ serviceId, type: 'Dial' }) };
              },
            }],
          });
          if (figure.requests > pairs.length) console.warn(`only ${pairs.length} fresh pairs for ${figure.requests} requests: some returned an existing session`);
          return figure;
        },
      },
    ];
    const runs = new Map<string, Figure[]>(measurements.map((m) => [m.name, []]));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const m of measurements) runs.get(m.name)!.push(await m.run());
      console.log(`round ${round}/${ROUNDS}: ${measurements.map((m) => `${runs.get(m.name)!.at(-1)!.requestsPerSec}`).join(', ')} req/s`);
    }
    const figures = measurements.map((m) => {
      const all = runs.get(m.name)!;
      const median = [...all].sort((a, b) => a.requestsPerSec - b.requestsPerSec)[Math.floor((all.length - 1) / 2)];
      return { ...median, rounds: all.map((f) => f.requestsPerSec) };
    });
    const baseline = figures[0].requestsPerSec;
    for (const f of figures.slice(1)) f.ratioToBaseline = Number((f.requestsPerSec / baseline).toFixed(3));
    console.table(figures.map((f) => ({ measurement: f.name, 'req/s': f.requestsPerSec, 'p50 ms': f.p50Ms, 'p99 ms': f.p99Ms, errors: f.errors, 'x baseline': f.ratioToBaseline ?? 1, 'rounds req/s': f.rounds?.join(' / ') })));

    // ---- a policy change that moves 10,000 identities into a policy ----
    const mgmt = `${base}/edge/management/v1`;
    const adminToken = (await json(`${mgmt}/authenticate?method=password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: BENCH_PASSWORD }) })).data.token;
    const t0 = performance.now();
    await json(`${mgmt}/service-policies/bsp1`, { method: 'PATCH', headers: { 'content-type': 'application/json', 'zt-session': adminToken }, body: JSON.stringify({ identityRoles: ['#grp-3'] }) });
    const policyChangeMs = Math.round(performance.now() - t0);
    const affected = (await json(`${mgmt}/service-policies/bsp1/identities?limit=1`, { headers: { 'zt-session': adminToken } })).meta.pagination.totalCount;

    // ---- report ----
    const pg = new Client({ connectionString: SERVER_URL });
    await pg.connect();
    const pgVersion = (await pg.query('show server_version')).rows[0].server_version;
    await pg.end();
    const machine = { cpu: os.cpus()[0]?.model ?? 'unknown', cores: os.cpus().length, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version, postgres: pgVersion, platform: `${os.type()} ${os.release()}` };
    const results = { date: new Date().toISOString(), machine, size: SIZE, connections: CONNECTIONS, durationSeconds: DURATION, rounds: ROUNDS, seedSeconds, policyChange: { identities: affected, ms: policyChangeMs }, figures };
    fs.writeFileSync(path.join(ROOT, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\nmachine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node}, PostgreSQL ${machine.postgres}`);
    console.log(`seed: ${SIZE.identities} identities, ${SIZE.services} services, ${SIZE.servicePolicies} service policies, ${SIZE.edgeRouters} edge routers, ${SIZE.edgeRouterPolicies} edge router policies in ${seedSeconds.toFixed(1)} s`);
    console.log(`policy change selecting ${affected} identities: ${policyChangeMs} ms`);
    console.log('written to bench/results.json');
  } finally {
    for (const c of children) c.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await admin(`drop database if exists "${dbName}" with (force)`).catch((err) => console.error('could not drop the bench database', err));
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
