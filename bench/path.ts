/**
 * The REST request path in isolation (issue 27): one controller process (WORKERS=1) over HTTPS,
 * autocannon at 32 connections for BENCH_DURATION seconds per workload, and the controller's own
 * CPU time per request (from /proc), which holds on a busy machine where the request rate does not.
 *
 *   node dist/bench/path.js                   every workload, access log on and off
 *   BENCH_MAIN=/a/main.js,/b/main.js          other builds of the controller, measured in turn (an A/B)
 *   BENCH_ROUNDS=n                            rounds of every build (the summary gives the least and the median CPU per request)
 *   BENCH_ONLY=version,updates                only these workloads (version, updates, filtered, cached)
 *   BENCH_ACCESS_LOG=on|off|both              (default both)
 *   BENCH_PROFILE=dir                         the controller writes a CPU profile (--cpu-prof) there
 *   BENCH_RATE=n                              at most n requests a second (the same work for two builds on a busy machine)
 *   BENCH_STORE=embedded|postgres             (default postgres: the database's CPU is not the controller's)
 *
 * Network: 1,000 services; the logged-in identity sees about 100 of them through its service policies.
 */
import path from 'node:path';
import autocannon from 'autocannon';
import { BENCH_PASSWORD, type NetworkSize } from './seed';
import { DURATION, cpuSeconds, createStore, json, seedStore, startProcess, stopProcess, waitFor } from './harness';

const SIZE: NetworkSize = {
  identities: 1_000, services: 1_000, servicePolicies: 200, edgeRouters: 10, edgeRouterPolicies: 5,
  users: 20, groupSize: 1_000, teams: 40, serviceAttributes: 100, regions: 2,
};
/** The builds to compare, measured in turn, round after round (BENCH_ROUNDS). */
const MAINS = (process.env.BENCH_MAIN ?? path.join(__dirname, '..', 'src', 'main.js')).split(',');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const ONLY = process.env.BENCH_ONLY?.split(',');
const ACCESS = process.env.BENCH_ACCESS_LOG ?? 'both';

interface Figure { build: string; workload: string; accessLog: string; reqPerSec: number; cpuUsPerReq: number; non2xx: number; errors: number }

async function measure(pid: number, opts: autocannon.Options): Promise<{ reqPerSec: number; cpuUsPerReq: number; non2xx: number; errors: number }> {
  const cpu0 = cpuSeconds(pid);
  const rate = process.env.BENCH_RATE ? { overallRate: Number(process.env.BENCH_RATE) } : {};
  const r = await autocannon({ connections: 32, duration: DURATION, ...rate, ...opts });
  const cpu = cpuSeconds(pid) - cpu0;
  return { reqPerSec: Math.round(r.requests.average), cpuUsPerReq: Math.round((cpu * 1e6) / Math.max(1, r.requests.total)), non2xx: r.non2xx, errors: r.errors + r.timeouts };
}

async function main(): Promise<void> {
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  const store = await createStore((process.env.BENCH_STORE as 'embedded' | 'postgres' | undefined) ?? 'postgres');
  const figures: Figure[] = [];
  try {
    await seedStore(store, SIZE);
    for (let round = 0; round < ROUNDS; round++) for (const [build, main] of MAINS.entries()) for (const accessLog of ACCESS === 'both' ? ['on', 'off'] : [ACCESS]) {
      const port = 19_000 + Math.floor(Math.random() * 500);
      const base = `https://127.0.0.1:${port}`;
      const args = [main];
      if (process.env.BENCH_PROFILE) args.unshift('--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`);
      const controller = startProcess(args, {
        ...store.dbEnv, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', TLS: 'true', CTRL_PORT: 'off', WORKERS: '1',
        ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: BENCH_PASSWORD, AUTH_RATE_LIMIT_PER_MINUTE: '1000000', ACCESS_LOG: accessLog === 'on' ? 'true' : 'false',
      });
      try {
        await waitFor(`${base}/version`);
        const client = `${base}/edge/client/v1`;
        const login = await json(`${client}/authenticate?method=password`, {
          method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'bench-user-1', password: BENCH_PASSWORD }),
        });
        const token = login.data.token as string;
        const all = await json(`${client}/services?limit=500`, { headers: { 'zt-session': token } });
        if (process.env.BENCH_SIGNAL) controller.kill(process.env.BENCH_SIGNAL as NodeJS.Signals);
        console.log(`[${accessLog}] the identity sees ${all.meta.pagination.totalCount} services`);
        let n = 0;
        const workloads: [string, autocannon.Options][] = [
          ['version', { url: `${client}/version` }],
          ['updates', { url: `${client}/current-api-session/service-updates`, headers: { 'zt-session': token } }],
          ['filtered', {
            url: `${client}/services`,
            headers: { 'zt-session': token },
            requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/edge/client/v1/services?limit=100&filter=${encodeURIComponent(`name != "no-such-${n++}"`)}` }) }],
          }],
          ['cached', { url: `${client}/services?limit=100&filter=${encodeURIComponent('name != "no-such"')}`, headers: { 'zt-session': token } }],
        ];
        for (const [workload, opts] of workloads) {
          if (ONLY && !ONLY.includes(workload)) continue;
          // A short warm-up: the JIT and the caches, as in a running controller.
          await autocannon({ connections: 32, duration: 2, ...opts });
          const f = await measure(controller.pid!, opts);
          figures.push({ build: String(build), workload, accessLog, ...f });
          console.log(JSON.stringify(figures[figures.length - 1]));
        }
      } finally {
        await stopProcess(controller);
      }
    }
  } finally {
    await store.cleanup();
  }
  const summary = new Map<string, Figure[]>();
  for (const f of figures) summary.set(`${f.workload} ${f.accessLog} ${f.build}`, [...(summary.get(`${f.workload} ${f.accessLog} ${f.build}`) ?? []), f]);
  console.table([...summary].sort(([a], [b]) => a.localeCompare(b)).map(([key, all]) => {
    const cpu = all.map((f) => f.cpuUsPerReq).sort((a, b) => a - b);
    const rps = all.map((f) => f.reqPerSec).sort((a, b) => a - b);
    return { key, minCpuUs: cpu[0], medianCpuUs: cpu[Math.floor((cpu.length - 1) / 2)], maxReqPerSec: rps[rps.length - 1], medianReqPerSec: rps[Math.floor((rps.length - 1) / 2)] };
  }));
}

void main().catch((err) => {
  console.error(err);
  process.exit(1);
});
