/**
 * `npm run bench`: the controller under load, on the embedded PostgreSQL server (the default
 * store, a 10,000-identity network) and on an external PostgreSQL server (100,000 identities).
 * For each: client API reads (service list, service-updates, session creation), single writes
 * that move nobody, a policy change that moves 10,000 identities, and reads (with the
 * controller's event-loop delay) while writes run. Read figures are also given as a ratio to a
 * bare Node http server answering a fixed JSON body on the same machine (absolute figures drift
 * between machines; ratios hold). Prints tables and writes bench/results.json.
 *
 * Every read measurement runs BENCH_ROUNDS times, interleaved, and reports its median run: on a
 * shared VM single runs drift by ±20 %.
 *
 * Then, on each store, the routers part (bench/routers.ts): 100 simulated edge routers
 * heartbeating, logins with edge routers connected, a full resync of 100,000 API sessions,
 * terminator creates and circuit setup through the control channel (bench/circuits.ts).
 *
 * Side by side with another controller: `npm run bench -- --against <url> …` (bench/side-by-side.ts;
 * `npm run bench -- --help` lists the options).
 *
 * Args: `--only embedded` or `--only postgres`; `--part main` or `--part routers` runs one part
 * (its figures replace only its own in bench/results.json). Env: DATABASE_URL (the PostgreSQL server to
 * create the bench database on; default postgres://postgres@127.0.0.1:5432/test),
 * BENCH_DURATION seconds per run (default 10), BENCH_ROUNDS (default 3), BENCH_WRITES (writes of
 * each kind, default 200).
 */
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { BENCH_PASSWORD, LARGE, SMALL, type NetworkSize } from './seed';
import { DURATION, LOGIN_CONCURRENCY, ROOT, ROUNDS, argon2Rate, createStore, json, machine as benchMachine, rssMiB, seedStore, startController, startProcess, stopProcess, waitFor } from './harness';
import { ROUTER_PART, benchRouters, reportRouters, type RouterFigures } from './routers';
import { terminatorsAtScale, type TerminatorFigures } from './terminators';
import { IMPORT_SIZE, measureImport, type ImportFigures } from './import-document';
import { adminApi, backgroundWriter, patchIdentityRoles, writeLatencies, type Latency } from './writes';
import { SIDE_BY_SIDE_USAGE, sideBySide, type CtrlAddress } from './side-by-side';
import { CTRL_ROUTERS } from './circuits';

const WRITES = Number(process.env.BENCH_WRITES ?? 200);
/** Terminators created, listed and deleted through the management API (BENCH_TERMINATORS). */
const TERMINATORS = Number(process.env.BENCH_TERMINATORS ?? 40_000);
const CONNECTIONS = 32;
/** Session creations per second the fresh (API session, service) pairs must cover. */
const FRESH_PAIRS_PER_SECOND = 8_000;
/** Services behind the posture-checked policy, and the fresh pairs to create sessions for through it. */
const POSTURE_SERVICES = 20;
const POSTURE_PAIRS = 40_000;
/** The writer running while reads are measured: 20 writes a second, one in 40 (every 2 s) moving a whole group. */
const WRITER_PACE = { intervalMs: 50, moveEvery: 40 };

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
  /** The controller's event-loop delay during the run. */
  eventLoop?: LoopDelay;
}

/** The controller's memory right after a full garbage collection (see loop-monitor). */
interface MemoryAfterGc {
  rssMiB: number;
  heapUsedMiB: number;
  heapTotalMiB?: number;
  externalMiB?: number;
  nativeMiB?: number;
  spaces?: Record<string, string>;
}

interface LoopDelay {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The controller's memory right after a full garbage collection. */
  afterGc?: MemoryAfterGc;
}

interface StoreResult {
  store: 'embedded' | 'postgres';
  size: NetworkSize;
  seedSeconds: number;
  reads: Figure[];
  writes: Latency[];
  /** A service policy change moving a group into the policy, and out again (ms until committed). */
  groupMoves: { identities: number; ms: number[] };
  underWrites: { figures: Figure[]; writer: { writes: number; groupMoves: number; errors: number; seconds: number } };
  /** Session creation through a policy whose posture check passes (each a new session), and its ratio to sessions without checks. */
  postureSessions: Figure;
  /** Password logins, as a ratio to bare argon2id verifications at the same parameters and concurrency. */
  logins: { login: Figure; argon2: Figure };
  /** The controller's resident memory (MiB) after each round of reads, and at the end of the run. */
  rssMiB: { rounds: number[]; end: number };
  /** The same after a full garbage collection, with the JavaScript heap in use: growth here is memory kept. */
  afterGc: { rounds: MemoryAfterGc[]; end?: MemoryAfterGc };
  terminators: TerminatorFigures;
  /** One configuration import of 20,000 identities and 5,000 services (with configs and policies) into the seeded network. */
  importing: ImportFigures;
}

/** Bare argon2id verifications per second, in a process of their own (bench/harness.ts argon2Rate). */
async function argon2Baseline(): Promise<Figure> {
  const { verificationsPerSec, verifications } = await argon2Rate(LOGIN_CONCURRENCY, DURATION);
  return { name: `baseline: bare argon2id verification, ${LOGIN_CONCURRENCY} concurrent`, requestsPerSec: verificationsPerSec, p50Ms: 0, p99Ms: 0, errors: 0, requests: verifications };
}

async function load(name: string, opts: autocannon.Options): Promise<Figure> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts });
  const bad = result.errors + result.non2xx + result.timeouts;
  return { name, requestsPerSec: Math.round(result.requests.average), p50Ms: result.latency.p50, p99Ms: result.latency.p99, errors: bad, requests: result.requests.total };
}

const median = (all: Figure[]) => [...all].sort((a, b) => a.requestsPerSec - b.requestsPerSec)[Math.floor((all.length - 1) / 2)];

/** Seeds a store, starts the controller on it and measures it. */
async function benchStore(store: StoreResult['store'], size: NetworkSize, baselineUrl: string): Promise<StoreResult> {
  const cleanups: (() => Promise<void>)[] = [];
  const children: ChildProcess[] = [];
  try {
    // ---- seed, through the same database layer the controller uses ----
    const bench = await createStore(store);
    cleanups.push(() => bench.cleanup());
    const seedSeconds = await seedStore(bench, size);
    console.log(`[${store}] seeded ${size.identities} identities in ${seedSeconds.toFixed(1)} s`);

    // ---- the controller, with the event-loop monitor preloaded ----
    const port = 18_600 + Math.floor(Math.random() * 300);
    const base = `http://127.0.0.1:${port}`;
    const loopFile = path.join(os.tmpdir(), `zt-bench-loop-${port}.json`);
    cleanups.push(async () => fs.rmSync(loopFile, { force: true }));
    // No routers in this part: no control port (CTRL_PORT), which helpers running side by side would contend for.
    const controller = startController(bench.dbEnv, port, { BENCH_LOOP_FILE: loopFile, CTRL_PORT: 'off' });
    children.push(controller);
    await waitFor(`${base}/version`);
    const loopDelay = async (): Promise<LoopDelay> => {
      fs.rmSync(loopFile, { force: true });
      controller.kill('SIGUSR2');
      for (let i = 0; i < 100 && !fs.existsSync(loopFile); i++) await new Promise((r) => setTimeout(r, 20));
      return JSON.parse(fs.readFileSync(loopFile, 'utf8')) as LoopDelay;
    };

    // ---- log in the bench users ----
    const client = `${base}/edge/client/v1`;
    const logInAll = async (): Promise<string[]> => {
      const tokens: string[] = [];
      for (let i = 1; i <= size.users; i += 25) {
        const batch = await Promise.all(Array.from({ length: Math.min(25, size.users - i + 1) }, (_, k) =>
          json(`${client}/authenticate?method=password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: `bench-user-${i + k}`, password: BENCH_PASSWORD }) })));
        tokens.push(...batch.map((b) => b.data.token as string));
      }
      return tokens;
    };
    const tokens = await logInAll();
    const pick = <T>(xs: T[]): T => xs[Math.floor(Math.random() * xs.length)];
    const asUser = (url: string): autocannon.Options => ({
      url,
      requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'zt-session': pick(tokens) } }) }],
    });

    /**
     * Every (API session, Dial service) pair of fresh logins, shuffled: each session request
     * takes the next pair, so each one creates a session (a repeated create would only return
     * the existing one). `prepare` runs for each new API session first (posture responses).
     */
    const freshDialPairs = async (
      wanted = FRESH_PAIRS_PER_SECOND * DURATION,
      only: (s: { id: string; postureQueries: unknown[] }) => boolean = (s) => s.postureQueries.length === 0,
      prepare?: (token: string) => Promise<void>,
    ): Promise<{ token: string; serviceId: string }[]> => {
      const pairs: { token: string; serviceId: string }[] = [];
      // Enough for the run at well above the rate this machine reaches (each login round gives ~20 per user).
      while (pairs.length < wanted) {
        const tokens = await logInAll();
        for (let i = 0; i < tokens.length && prepare; i += 25) await Promise.all(tokens.slice(i, i + 25).map(prepare));
        for (const token of tokens) {
          const page = await json(`${client}/services?limit=500`, { headers: { 'zt-session': token } });
          for (const s of page.data) if (s.permissions.includes('Dial') && only(s)) pairs.push({ token, serviceId: s.id });
        }
      }
      for (let i = pairs.length - 1; i > 0; i--) {
        const j = Math.floor(Math.random() * (i + 1));
        [pairs[i], pairs[j]] = [pairs[j], pairs[i]];
      }
      return pairs;
    };

    /** Creates sessions for the pairs, one per request, for DURATION seconds. */
    const createSessions = async (name: string, pairs: { token: string; serviceId: string }[]): Promise<Figure> => {
      let next = 0;
      const figure = await load(name, {
        url: `${client}/sessions`,
        requests: [{
          method: 'POST',
          setupRequest: (req) => {
            const { token, serviceId } = pairs[next++ % pairs.length];
            return { ...req, headers: { ...req.headers, 'zt-session': token, 'content-type': 'application/json' }, body: JSON.stringify({ serviceId, type: 'Dial' }) };
          },
        }],
      });
      if (figure.requests > pairs.length) console.warn(`${name}: only ${pairs.length} fresh pairs for ${figure.requests} requests: some returned an existing session`);
      return figure;
    };
    const SESSIONS = 'POST /edge/client/v1/sessions (Dial), each a new session';

    const RELATION_FILTER = 'GET /edge/management/v1/services?filter=anyOf(servicePolicies.name) = "…" (admin)';
    const setupAdminToken = (await json(`${base}/edge/management/v1/authenticate?method=password`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: BENCH_PASSWORD }),
    })).data.token as string;

    // ---- reads: every measurement once per round, interleaved ----
    const measurements: { name: string; run: () => Promise<Figure> }[] = [
      { name: 'baseline: bare node http, fixed JSON', run: () => load('baseline: bare node http, fixed JSON', { url: baselineUrl }) },
      { name: 'GET /edge/client/v1/services', run: () => load('GET /edge/client/v1/services', asUser(`${client}/services`)) },
      { name: 'GET /current-api-session/service-updates', run: () => load('GET /current-api-session/service-updates', asUser(`${client}/current-api-session/service-updates`)) },
      { name: SESSIONS, run: async () => createSessions(SESSIONS, await freshDialPairs()) },
      // A set expression of the filter language (issue 16): an admin's service list through the policy matches.
      { name: RELATION_FILTER, run: () => load(RELATION_FILTER, { url: `${base}/edge/management/v1/services?filter=${encodeURIComponent('anyOf(servicePolicies.name) = "bench-service-policy-1"')}`, headers: { 'zt-session': setupAdminToken } }) },
    ];
    const LOGIN = `POST /edge/client/v1/authenticate?method=password, ${LOGIN_CONCURRENCY} connections`;
    const ARGON2 = `baseline: bare argon2id verification, ${LOGIN_CONCURRENCY} concurrent`;
    let nextUser = 0;
    measurements.push(
      { name: ARGON2, run: argon2Baseline },
      {
        name: LOGIN,
        run: () => load(LOGIN, {
          url: `${client}/authenticate?method=password`,
          connections: LOGIN_CONCURRENCY,
          requests: [{
            method: 'POST',
            setupRequest: (req) => ({
              ...req,
              headers: { ...req.headers, 'content-type': 'application/json' },
              body: JSON.stringify({ username: `bench-user-${(nextUser++ % size.users) + 1}`, password: BENCH_PASSWORD }),
            }),
          }],
        }),
      },
    );
    const runs = new Map<string, Figure[]>(measurements.map((m) => [m.name, []]));
    const rssRounds: number[] = [];
    const gcRounds: MemoryAfterGc[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      for (const m of measurements) runs.get(m.name)!.push(await m.run());
      rssRounds.push(rssMiB(controller.pid!));
      const afterGc = (await loopDelay()).afterGc;
      if (afterGc) gcRounds.push(afterGc);
      console.log(`[${store}] round ${round}/${ROUNDS}: ${measurements.map((m) => `${runs.get(m.name)!.at(-1)!.requestsPerSec}`).join(', ')} req/s; RSS ${rssRounds.at(-1)} MiB`);
    }
    const figures = measurements.map((m) => ({ ...median(runs.get(m.name)!), rounds: runs.get(m.name)!.map((f) => f.requestsPerSec) }));
    const [argon2, login] = [figures.find((f) => f.name === ARGON2)!, figures.find((f) => f.name === LOGIN)!];
    login.ratioToBaseline = Number((login.requestsPerSec / argon2.requestsPerSec).toFixed(3));
    const reads = figures.filter((f) => f !== argon2 && f !== login);
    const baseline = reads[0].requestsPerSec;
    for (const f of reads.slice(1)) f.ratioToBaseline = Number((f.requestsPerSec / baseline).toFixed(3));

    // ---- writes that move nobody, one at a time ----
    const api = await adminApi(base, BENCH_PASSWORD);
    const writes = await writeLatencies(api, WRITES);

    // ---- a policy change moving a whole group into a policy, and out again ----
    const group = size.identities > size.groupSize ? '#grp-3' : '#grp-0';
    const moves: number[] = [];
    for (let i = 0; i < 3; i++) {
      moves.push(Math.round(await patchIdentityRoles(api, 'bsp1', [group])));
      moves.push(Math.round(await patchIdentityRoles(api, 'bsp1', ['#team-1'])));
    }
    await patchIdentityRoles(api, 'bsp1', [group]);
    const moved = (await api.call('GET', '/service-policies/bsp1/identities?limit=1')).meta.pagination.totalCount as number;
    await patchIdentityRoles(api, 'bsp1', ['#team-1']);

    // ---- reads while writes run (group moves included), with the event-loop delay ----
    const writer = backgroundWriter(api, { policyId: 'bsp1', roles: [[group], ['#team-1']] }, WRITER_PACE);
    const underWrites: Figure[] = [];
    for (const [name, opts] of [
      ['GET /version, while writing', { url: `${base}/version` }],
      ['GET /edge/client/v1/services, while writing', asUser(`${client}/services`)],
    ] as const) {
      await loopDelay(); // starts the histogram over
      const figure = await load(name, opts);
      underWrites.push({ ...figure, eventLoop: await loopDelay() });
    }
    const writerCounts = await writer.stop();

    // ---- terminators at scale: create, list, delete (OpenZiti's #3318) ----
    const adminToken = (await json(`${base}/edge/management/v1/authenticate?method=password`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: BENCH_PASSWORD }),
    })).data.token as string;
    const terminators = await terminatorsAtScale(base, adminToken, {
      count: TERMINATORS, concurrency: LOGIN_CONCURRENCY,
      services: Array.from({ length: Math.min(100, size.services) }, (_, i) => `bs${i + 1}`),
      routers: Array.from({ length: Math.min(10, size.edgeRouters) }, (_, i) => `ber${i + 1}`),
    });
    console.log(`[${store}] ${terminators.count} terminators: created in ${terminators.createSeconds} s, listed in ${terminators.listSeconds} s, deleted in ${terminators.deleteSeconds} s`);

    // ---- sessions through a policy with a posture check (last: it adds services to every list) ----
    const checkId = (await api.call('POST', '/posture-checks', { name: 'bench-posture-domain', typeId: 'DOMAIN', domains: ['bench.example'] })).data.id as string;
    for (let i = 1; i <= POSTURE_SERVICES; i++) await api.call('POST', '/services', { name: `bench-posture-service-${i}`, encryptionRequired: true, roleAttributes: ['posture-svc'] });
    await api.call('POST', '/service-policies', {
      name: 'bench-posture-dial', type: 'Dial', semantic: 'AllOf', identityRoles: ['#all'], serviceRoles: ['#posture-svc'], postureCheckRoles: [`@${checkId}`],
    });
    const answerPosture = async (token: string) => {
      await json(`${client}/posture-response`, {
        method: 'POST', headers: { 'zt-session': token, 'content-type': 'application/json' }, body: JSON.stringify({ id: checkId, typeId: 'DOMAIN', domain: 'bench.example' }),
      });
    };
    const posturePairs = await freshDialPairs(POSTURE_PAIRS, (s) => s.postureQueries.length > 0, answerPosture);
    const postureSessions = await createSessions('POST /edge/client/v1/sessions (Dial) through a policy with a passing posture check, each a new session', posturePairs);
    const plain = reads.find((f) => f.name === SESSIONS)!.requestsPerSec;
    postureSessions.ratioToBaseline = Number((postureSessions.requestsPerSec / plain).toFixed(3));

    // ---- a configuration import of 20,000 identities and 5,000 services (issue 23; last: it grows the network) ----
    const importing = await measureImport(base, adminToken, IMPORT_SIZE);
    console.log(`[${store}] import of ${importing.items} items (${importing.documentMiB} MiB): ${importing.seconds} s, ${importing.itemsPerSecond} items/s`);

    return {
      store, size, seedSeconds, reads, writes, groupMoves: { identities: moved, ms: moves }, underWrites: { figures: underWrites, writer: writerCounts }, postureSessions,
      logins: { login, argon2 }, rssMiB: { rounds: rssRounds, end: rssMiB(controller.pid!) },
      afterGc: { rounds: gcRounds, end: (await loopDelay()).afterGc }, terminators, importing,
    };
  } finally {
    for (const c of children) await stopProcess(c);
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

function report(r: StoreResult): void {
  console.log(`\n== ${r.store}: ${r.size.identities} identities, ${r.size.services} services, ${r.size.servicePolicies} service policies, ${r.size.edgeRouters} edge routers (seeded in ${r.seedSeconds.toFixed(1)} s)`);
  console.table(r.reads.map((f) => ({ measurement: f.name, 'req/s': f.requestsPerSec, 'p50 ms': f.p50Ms, 'p99 ms': f.p99Ms, errors: f.errors, 'x baseline': f.ratioToBaseline ?? 1, 'rounds req/s': f.rounds?.join(' / ') })));
  console.table(r.writes.map((w) => ({ write: w.name, count: w.count, 'p50 ms': w.p50Ms, 'p99 ms': w.p99Ms, 'max ms': w.maxMs })));
  console.log(`policy change moving ${r.groupMoves.identities} identities in and out: ${r.groupMoves.ms.join(' / ')} ms`);
  console.table(r.underWrites.figures.map((f) => ({ measurement: f.name, 'req/s': f.requestsPerSec, 'p50 ms': f.p50Ms, 'p99 ms': f.p99Ms, errors: f.errors, 'loop p99 ms': f.eventLoop?.p99Ms, 'loop max ms': f.eventLoop?.maxMs })));
  const w = r.underWrites.writer;
  console.log(`writer meanwhile: ${w.writes} nobody-moving writes and ${w.groupMoves} group moves in ${w.seconds} s, ${w.errors} errors`);
  const p = r.postureSessions;
  console.log(`${p.name}: ${p.requestsPerSec} req/s, p50 ${p.p50Ms} ms, p99 ${p.p99Ms} ms, ${p.errors} errors (${p.ratioToBaseline} x sessions without checks)`);
  const { login, argon2 } = r.logins;
  console.log(`${login.name}: ${login.requestsPerSec} req/s (rounds ${login.rounds?.join(' / ')}), p50 ${login.p50Ms} ms, p99 ${login.p99Ms} ms, ${login.errors} errors; ${argon2.name}: ${argon2.requestsPerSec}/s (rounds ${argon2.rounds?.join(' / ')}); ${login.ratioToBaseline} x`);
  console.log(`controller RSS: ${r.rssMiB.rounds.join(' / ')} MiB after each round, ${r.rssMiB.end} MiB at the end`);
  const g = r.afterGc;
  const parts = (x?: MemoryAfterGc) => (x ? `RSS ${x.rssMiB} MiB = V8 heap ${x.heapTotalMiB ?? '?'} MiB (${x.heapUsedMiB} used) + native ${x.nativeMiB ?? '?'} MiB (external ${x.externalMiB ?? '?'} MiB)` : 'n/a');
  console.log(`after a full GC: ${g.rounds.map(parts).join('; ')} after each round; ${parts(g.end)} at the end`);
  console.log(`V8 spaces (committed/used MiB) after the last round: ${JSON.stringify(g.rounds.at(-1)?.spaces ?? {})}`);
  const t = r.terminators;
  const thousands = (ms: number[]) => `first ${ms[0]} ms, last ${ms.at(-1)} ms, slowest ${Math.max(...ms)} ms per thousand`;
  console.log(`${t.count} terminators (${t.concurrency} in flight): created in ${t.createSeconds} s (${thousands(t.createMsPerThousand)}), listed in ${t.listSeconds} s (${t.listPages} pages of 500), deleted in ${t.deleteSeconds} s (${thousands(t.deleteMsPerThousand)}), ${t.errors} errors`);
  const i = r.importing;
  console.log(`import of ${i.identities} identities and ${i.services} services (${i.items} items, ${i.documentMiB} MiB): ${i.seconds} s, ${i.itemsPerSecond} items/s`);
}

function argument(name: string): string | undefined {
  return process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
}

const USAGE = `npm run bench [-- options]

This controller's own benchmark (bench/run.ts), on the embedded store (10,000 identities) and on
external PostgreSQL (100,000 identities), figures written to bench/results.json:
  --only embedded|postgres   one store
  --part main|routers        one part (its figures replace only its own)
  env: DATABASE_URL, BENCH_DURATION (s per run, 10), BENCH_ROUNDS (3), BENCH_WRITES (200), BENCH_TERMINATORS (40000)

Side by side with another controller:
${SIDE_BY_SIDE_USAGE}`;

/** A numeric option: absent gives the default, anything but a non-negative integer is refused. */
function count(name: string, fallback: number): number {
  const raw = argument(name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new Error(`${name} takes a whole number, got "${raw}"`);
  return Number(raw);
}

/** A control channel address, host:port (a leading tls: is allowed, as OpenZiti writes it). */
function ctrlAddress(name: string): CtrlAddress | undefined {
  const raw = argument(name);
  if (raw === undefined) return undefined;
  const m = /^(?:tls:)?(\[[^\]]+\]|[^:\s]+):(\d{1,5})$/.exec(raw.trim());
  if (!m || Number(m[2]) > 65_535) throw new Error(`${name} takes host:port, got "${raw}"`);
  return { host: m[1].replace(/^\[|\]$/g, ''), port: Number(m[2]) };
}

function pid(name: string): number | undefined {
  const raw = argument(name);
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw) || !fs.existsSync(`/proc/${raw}`)) throw new Error(`${name}: no process ${raw} on this machine`);
  return Number(raw);
}

async function runSideBySide(against: string): Promise<void> {
  const password = argument('--against-password') ?? process.env.BENCH_AGAINST_PASSWORD;
  if (!password) throw new Error('--against needs --against-password (or BENCH_AGAINST_PASSWORD)');
  const hereUrl = argument('--here');
  const store = argument('--store') ?? 'embedded';
  if (store !== 'embedded' && store !== 'postgres') throw new Error('--store takes embedded or postgres');
  const services = count('--services', 1_000);
  const visible = count('--visible', Math.min(100, services));
  if (visible < 1 || visible > services) throw new Error(`--visible takes 1 to --services (${services}), got ${visible}`);
  await sideBySide({
    against: {
      label: argument('--against-label') ?? '', base: against.replace(/\/+$/, ''), username: argument('--against-user') ?? 'admin', password, pid: pid('--against-pid'), ctrl: ctrlAddress('--against-ctrl'),
    },
    here: hereUrl
      ? {
          label: 'here', base: hereUrl.replace(/\/+$/, ''), username: argument('--here-user') ?? 'admin', password: argument('--here-password') ?? BENCH_PASSWORD, pid: pid('--here-pid'), ctrl: ctrlAddress('--here-ctrl'),
        }
      : undefined,
    store,
    workers: argument('--workers'),
    identities: count('--identities', 10_000),
    users: Math.max(1, count('--users', 64)),
    services,
    visible,
    writes: count('--writes', 200),
    warmup: count('--warmup', 20_000),
    ctrlWarmup: count('--ctrl-warmup', 2_000),
    warmupSeconds: count('--warmup-seconds', 45),
    terminators: count('--terminators', 10_000),
    ctrlRouters: Math.max(1, count('--ctrl-routers', CTRL_ROUTERS)),
    ctrlTerminators: count('--ctrl-terminators', 2_000),
    circuits: count('--circuits', 2_000),
    rounds: Math.max(1, count('--rounds', 3)),
    loadWarmup: count('--load-warmup', 1),
    duration: Math.max(1, count('--duration', 10)),
    quietWindowMs: count('--quiet-window', 1000),
    workloads: argument('--workloads')?.split(',').map((w) => w.trim()).filter(Boolean),
    out: path.resolve(argument('--out') ?? path.join(ROOT, 'bench', 'side-by-side.json')),
  });
}

/** Options taking a value; a mistyped one must not silently start the full run. */
const OPTIONS = new Set([
  '--only', '--part', '--against', '--against-user', '--against-password', '--against-pid', '--against-label', '--here', '--here-user', '--here-password',
  '--here-pid', '--store', '--workers', '--identities', '--users', '--services', '--visible', '--writes', '--warmup', '--ctrl-warmup', '--warmup-seconds', '--terminators', '--rounds', '--load-warmup', '--duration', '--quiet-window', '--workloads', '--out',
  '--against-ctrl', '--here-ctrl', '--ctrl-routers', '--ctrl-terminators', '--circuits',
]);

async function main(): Promise<void> {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log(USAGE);
    return;
  }
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i += 2) {
    if (!OPTIONS.has(args[i])) throw new Error(`unknown option "${args[i]}" (npm run bench -- --help lists them)`);
    if (args[i + 1] === undefined || args[i + 1].startsWith('--')) throw new Error(`${args[i]} needs a value`);
  }
  const against = argument('--against');
  if (against) return runSideBySide(against);
  const only = argument('--only');
  if (only && only !== 'embedded' && only !== 'postgres') throw new Error('--only takes embedded or postgres');
  const part = argument('--part');
  if (part && part !== 'main' && part !== ROUTER_PART) throw new Error(`--part takes main or ${ROUTER_PART}`);
  const stores = ([['embedded', SMALL], ['postgres', LARGE]] as const).filter(([store]) => !only || only === store);
  const results: StoreResult[] = [];
  const routerResults: RouterFigures[] = [];
  if (part !== ROUTER_PART) {
    const baselinePort = 18_950 + Math.floor(Math.random() * 40);
    const baseline = startProcess(['-e', `const b=JSON.stringify({data:{lastChangeAt:new Date().toISOString()},meta:{}});require('http').createServer((q,s)=>{s.writeHead(200,{'content-type':'application/json'});s.end(b)}).listen(${baselinePort},'127.0.0.1')`], {});
    try {
      await waitFor(`http://127.0.0.1:${baselinePort}/`);
      for (const [store, size] of stores) results.push(await benchStore(store, size, `http://127.0.0.1:${baselinePort}/`));
    } finally {
      await stopProcess(baseline);
    }
  }
  if (part !== 'main') for (const [store, size] of stores) routerResults.push(await benchRouters(store, size));
  const machine = await benchMachine();
  for (const r of results) report(r);
  for (const r of routerResults) reportRouters(r);
  console.log(`\nmachine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node}, external PostgreSQL ${machine.externalPostgres}`);
  // A part run alone replaces only its own figures: the others stay as their last run left them.
  const file = path.join(ROOT, 'bench', 'results.json');
  const previous = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  const date = new Date().toISOString();
  const mainFigures = part === ROUTER_PART
    ? Object.fromEntries(Object.entries(previous).filter(([k]) => k !== 'routers'))
    : { date, machine, connections: CONNECTIONS, durationSeconds: DURATION, rounds: ROUNDS, writesPerKind: WRITES, writerPace: WRITER_PACE, results };
  const routers = part === 'main' ? previous.routers : { date, machine, durationSeconds: DURATION, rounds: ROUNDS, loginConcurrency: LOGIN_CONCURRENCY, results: routerResults };
  fs.writeFileSync(file, `${JSON.stringify({ ...mainFigures, ...(routers ? { routers } : {}) }, null, 2)}\n`);
  console.log('written to bench/results.json');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
