/**
 * The routers part of `npm run bench` (`--part routers` runs it alone), on each store's seeded
 * network, with the controller as a process of its own and routers simulated by the tests'
 * router peer (test/support/router-peer.ts: 2.x edge routers, two underlays, answering heartbeats
 * and sending their own every 10 s as OpenZiti routers do):
 * - 100 routers connected: the controller's CPU seconds and RSS over a fixed window, against the
 *   same window with no router;
 * - password logins with 10 edge routers connected against none (each new API session is pushed
 *   to every connected edge router), rounds interleaved;
 * - a full API-session resync of 100,000 sessions to a reconnecting router: seconds from its hello
 *   to the last full-state ApiSessionAdded (`isLast` in header 1014's JSON state);
 * - terminator creates and circuit setup through the control channel with 10 edge routers
 *   (bench/circuits.ts): per second, p50 and p99 latency, the controller's CPU per operation.
 * Env: BENCH_ROUTERS (100), BENCH_ROUTER_WINDOW seconds (30), BENCH_RESYNC_SESSIONS (100,000).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { BENCH_PASSWORD, type NetworkSize } from './seed';
import { DURATION, LOGIN_CONCURRENCY, ROUNDS, cpuSeconds, createStore, json, rssMiB, seedStore, sleep, startController, stopProcess, waitFor, type BenchStore, type StoreName } from './harness';
import type { CtrlTarget, PeerIdentity, RouterPeer } from '../test/support/router-peer';
import { Bodies, ContentType } from '../src/ctrl/wire/messages';
import { Header, readString, uint64Value } from '../src/ctrl/wire/headers';
import type { Frame } from '../src/ctrl/wire/frame';
import { CTRL_ROUTERS, benchCircuits, connectPeer, enrollRouters, reportCircuits, type CircuitFigures, type ControllerApi } from './circuits';

export const ROUTER_PART = 'routers';
const ROUTERS = Number(process.env.BENCH_ROUTERS ?? 100);
const WINDOW_SECONDS = Number(process.env.BENCH_ROUTER_WINDOW ?? 30);
const RESYNC_SESSIONS = Number(process.env.BENCH_RESYNC_SESSIONS ?? 100_000);
/** Edge routers connected while logins are measured. */
const LOGIN_ROUTERS = 10;
/** Reconnects timed for the full resync. */
const RESYNCS = 3;
/** How often a router sends its own heartbeat (OpenZiti's default, as the controller's). */
const ROUTER_HEARTBEAT_MS = 10_000;

interface ProcessFigures {
  cpuSeconds: number;
  /** CPU seconds per second of the window (1 = one core busy). */
  cpuShare: number;
  rssMiB: number;
  /** RSS and JavaScript heap in use right after a full garbage collection (bench/loop-monitor). */
  afterGc?: { rssMiB: number; heapUsedMiB: number };
}

interface LoginRun {
  routers: number;
  loginsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  logins: number;
  errors: number;
  /** The controller's CPU (its argon2id threads included) per login: on a busy machine, steadier than the rate. */
  cpuMsPerLogin: number;
  /** With routers: the fewest new API sessions any one of them was pushed during the run. */
  pushedToEachRouter?: number;
}

export interface RouterFigures {
  store: StoreName;
  identities: number;
  seedSeconds: number;
  heartbeats: {
    routers: number;
    /** From the first hello until every router had its full state. */
    connectSeconds: number;
    windowSeconds: number;
    idle: ProcessFigures;
    connected: ProcessFigures;
    /** Heartbeats the routers answered (the controller's), and the controller answered (the routers'), in the window. */
    controllerHeartbeatsAnswered: number;
    routerHeartbeatsAnswered: number;
  };
  logins: { concurrency: number; routers: number; runs: LoginRun[]; withoutPerSec: number; withPerSec: number; ratio: number; withoutCpuMsPerLogin: number; withCpuMsPerLogin: number };
  resync: { apiSessions: number; seedSeconds: number; seconds: number[]; messages: number; controllerCpuSeconds: number[]; rssMiB: number };
  /** Terminator creates and circuit setup through the control channel (bench/circuits.ts). */
  circuits: CircuitFigures;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
const round = (x: number, digits = 2) => Number(x.toFixed(digits));

/** A started controller with a control port, and what the part needs to reach it. */
interface Controller {
  process: ChildProcess;
  base: string;
  target: (ca: string) => CtrlTarget;
  adminToken: string;
  memoryAfterGc(): Promise<{ rssMiB: number; heapUsedMiB: number } | undefined>;
  stop(): Promise<void>;
}

async function start(bench: BenchStore): Promise<Controller> {
  const port = 19_000 + Math.floor(Math.random() * 300);
  const ctrlPort = port + 300;
  const loopFile = path.join(os.tmpdir(), `zt-bench-loop-${port}.json`);
  const child = startController(bench.dbEnv, port, {
    BENCH_LOOP_FILE: loopFile, CTRL_PORT: String(ctrlPort), CTRL_ADVERTISED_ADDRESS: `tls:127.0.0.1:${ctrlPort}`,
    // 100 routers with two underlays each dial from one address within a minute.
    CTRL_HANDSHAKES_PER_MINUTE: '1000000',
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/version`);
  const adminToken = (await json(`${base}/edge/management/v1/authenticate?method=password`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: BENCH_PASSWORD }),
  })).data.token as string;
  return {
    process: child, base, adminToken,
    target: (ca) => ({ host: '127.0.0.1', port: ctrlPort, ca }),
    async memoryAfterGc() {
      fs.rmSync(loopFile, { force: true });
      child.kill('SIGUSR2');
      for (let i = 0; i < 100 && !fs.existsSync(loopFile); i++) await sleep(20);
      if (!fs.existsSync(loopFile)) return undefined;
      const m = (JSON.parse(fs.readFileSync(loopFile, 'utf8')) as { afterGc?: { rssMiB: number; heapUsedMiB: number } }).afterGc;
      return m && { rssMiB: m.rssMiB, heapUsedMiB: m.heapUsedMiB };
    },
    async stop() {
      await stopProcess(child);
      fs.rmSync(loopFile, { force: true });
    },
  };
}

/** The controller's REST APIs over plain HTTP, as the admin. */
function apiOf(c: Controller): ControllerApi {
  const call = (url: string, method: string, body: unknown, token?: string) => json(url, {
    method, headers: { ...(token ? { 'zt-session': token } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    manage: (method, p, body) => call(`${c.base}/edge/management/v1${p}`, method, body, c.adminToken),
    client: (method, p, body, token) => call(`${c.base}/edge/client/v1${p}`, method, body, token),
    login: async (username, password) => (await call(`${c.base}/edge/client/v1/authenticate?method=password`, 'POST', { username, password })).data.token as string,
    cpuSeconds: () => cpuSeconds(c.process.pid!),
  };
}

/** Whether a frame is the last message of a full API-session state. */
function isLastOfFullState(f: Frame): boolean {
  if (f.contentType !== ContentType.ApiSessionAdded) return false;
  const state = readString(f.headers, Header.SyncStrategyState);
  return state !== undefined && (JSON.parse(state) as { isLast?: boolean }).isLast === true && Bodies.ApiSessionAdded.decode(f.body).isFullState;
}

/** A simulated router: connects (again, when the controller has not yet seen its last connection end), and heartbeats as a router does. */
class BenchRouter {
  private timer?: NodeJS.Timeout;
  private constructor(readonly peer: RouterPeer) {}

  static async connect(target: CtrlTarget, identity: PeerIdentity): Promise<BenchRouter> {
    return new BenchRouter(await connectPeer(target, identity));
  }

  /** Own heartbeats every 10 s, the first at a random point so that 100 routers do not beat together. */
  startHeartbeats(): void {
    const beat = () => this.peer.send(ContentType.Heartbeat, Buffer.alloc(0), new Map([[Header.Heartbeat, uint64Value(process.hrtime.bigint())]]));
    this.timer = setTimeout(() => {
      beat();
      this.timer = setInterval(beat, ROUTER_HEARTBEAT_MS);
    }, Math.random() * ROUTER_HEARTBEAT_MS);
  }

  fullState(timeoutMs = 60_000): Promise<Frame> {
    return this.peer.waitFor(isLastOfFullState, timeoutMs, 'the last message of a full API-session state');
  }

  /** New API sessions pushed to this router (not in a full state) so far. */
  pushed(): number {
    let n = 0;
    for (const f of this.peer.ofType(ContentType.ApiSessionAdded)) {
      const body = Bodies.ApiSessionAdded.decode(f.body);
      if (!body.isFullState) n += body.apiSessions.length;
    }
    return n;
  }

  close(): void {
    clearTimeout(this.timer);
    clearInterval(this.timer);
    this.peer.close();
  }
}

async function connectAll(target: CtrlTarget, identities: PeerIdentity[]): Promise<BenchRouter[]> {
  const routers: BenchRouter[] = [];
  // Ten at a time: a router fleet coming up after a controller restart, not one burst.
  for (let i = 0; i < identities.length; i += 10) {
    routers.push(...(await Promise.all(identities.slice(i, i + 10).map((id) => BenchRouter.connect(target, id)))));
  }
  await Promise.all(routers.map((r) => r.fullState()));
  return routers;
}

/** The controller's CPU seconds and RSS over a window of WINDOW_SECONDS. */
async function window(c: Controller): Promise<ProcessFigures> {
  const pid = c.process.pid!;
  const before = cpuSeconds(pid);
  const started = process.hrtime.bigint();
  await sleep(WINDOW_SECONDS * 1000);
  const used = cpuSeconds(pid) - before;
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const rss = rssMiB(pid);
  return { cpuSeconds: round(used), cpuShare: round(used / seconds, 4), rssMiB: rss, afterGc: await c.memoryAfterGc() };
}

async function logins(c: Controller, users: number, next: { user: number }): Promise<Omit<LoginRun, 'routers'>> {
  const cpuBefore = cpuSeconds(c.process.pid!);
  const result = await autocannon({
    url: `${c.base}/edge/client/v1/authenticate?method=password`,
    connections: LOGIN_CONCURRENCY,
    duration: DURATION,
    requests: [{
      method: 'POST',
      setupRequest: (req) => ({
        ...req,
        headers: { ...req.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ username: `bench-user-${(next.user++ % users) + 1}`, password: BENCH_PASSWORD }),
      }),
    }],
  });
  return {
    loginsPerSec: Math.round(result.requests.average), p50Ms: result.latency.p50, p99Ms: result.latency.p99,
    logins: result['2xx'], errors: result.errors + result.non2xx + result.timeouts,
    cpuMsPerLogin: round(((cpuSeconds(c.process.pid!) - cpuBefore) * 1000) / Math.max(1, result['2xx']), 1),
  };
}

/** Waits until the controller shows these routers offline (their connections ended on its side). */
async function offline(c: Controller, ids: string[]): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const filter = encodeURIComponent(`isOnline = true and id in [${ids.map((id) => `"${id}"`).join(',')}]`);
    const page = await json(`${c.base}/edge/management/v1/edge-routers?limit=1&filter=${filter}`, { headers: { 'zt-session': c.adminToken } });
    if (page.meta.pagination.totalCount === 0) return;
    await sleep(100);
  }
  throw new Error('routers still online 30 s after they disconnected');
}

export async function benchRouters(store: StoreName, size: NetworkSize): Promise<RouterFigures> {
  const bench = await createStore(store);
  let controller: Controller | undefined;
  let routers: BenchRouter[] = [];
  try {
    const seedSeconds = await seedStore(bench, size);
    console.log(`[${store} routers] seeded ${size.identities} identities in ${seedSeconds.toFixed(1)} s`);
    controller = await start(bench);
    const c = controller;
    const { ca, routers: identities } = await enrollRouters(apiOf(c), ROUTERS);
    const target = c.target(ca);
    console.log(`[${store} routers] ${identities.length} edge routers enrolled`);

    // ---- logins with no router, then with 10 edge routers connected, rounds interleaved ----
    const runs: LoginRun[] = [];
    const next = { user: 0 };
    const few = identities.slice(0, LOGIN_ROUTERS);
    for (let r = 1; r <= ROUNDS; r++) {
      runs.push({ routers: 0, ...(await logins(c, size.users, next)) });
      routers = await connectAll(target, few);
      const pushedBefore = routers.map((x) => x.pushed());
      const run: LoginRun = { routers: LOGIN_ROUTERS, ...(await logins(c, size.users, next)) };
      await sleep(500); // the last pushes of the run
      run.pushedToEachRouter = Math.min(...routers.map((x, i) => x.pushed() - pushedBefore[i]!));
      runs.push(run);
      for (const x of routers) x.close();
      routers = [];
      await offline(c, few.map((x) => x.id));
      console.log(`[${store} routers] logins round ${r}/${ROUNDS}: ${runs.at(-2)!.loginsPerSec}/s (${runs.at(-2)!.cpuMsPerLogin} CPU ms each) without routers, ${run.loginsPerSec}/s (${run.cpuMsPerLogin} ms) with ${LOGIN_ROUTERS} (each pushed ${run.pushedToEachRouter} of ${run.logins})`);
    }
    const withoutPerSec = median(runs.filter((x) => x.routers === 0).map((x) => x.loginsPerSec));
    const withPerSec = median(runs.filter((x) => x.routers > 0).map((x) => x.loginsPerSec));
    const withoutCpuMsPerLogin = median(runs.filter((x) => x.routers === 0).map((x) => x.cpuMsPerLogin));
    const withCpuMsPerLogin = median(runs.filter((x) => x.routers > 0).map((x) => x.cpuMsPerLogin));

    // ---- 100 routers heartbeating: the controller's CPU and memory, against none ----
    await sleep(2_000);
    const idle = await window(c);
    const connectStarted = Date.now();
    routers = await connectAll(target, identities);
    const connectSeconds = (Date.now() - connectStarted) / 1000;
    for (const x of routers) x.startHeartbeats();
    await sleep(2_000);
    const answeredBefore = routers.reduce((n, x) => n + x.peer.heartbeatsAnswered, 0);
    const echoedBefore = routers.reduce((n, x) => n + x.peer.heartbeatResponses.length, 0);
    const connected = await window(c);
    const controllerHeartbeatsAnswered = routers.reduce((n, x) => n + x.peer.heartbeatsAnswered, 0) - answeredBefore;
    const routerHeartbeatsAnswered = routers.reduce((n, x) => n + x.peer.heartbeatResponses.length, 0) - echoedBefore;
    const closedEarly = routers.filter((x) => x.peer.isClosed).length;
    if (closedEarly > 0) throw new Error(`${closedEarly} routers lost their connection during the window`);
    console.log(`[${store} routers] ${routers.length} routers: controller ${connected.cpuSeconds} CPU s in ${WINDOW_SECONDS} s (idle: ${idle.cpuSeconds}), RSS ${connected.rssMiB} MiB (idle: ${idle.rssMiB})`);
    for (const x of routers) x.close();
    routers = [];

    // ---- terminator creates and circuit setup through the control channel, 10 edge routers ----
    routers = await connectAll(target, identities.slice(0, CTRL_ROUTERS));
    const circuits = await benchCircuits(apiOf(c), routers.map((x) => x.peer), ROUNDS, (line) => console.log(`[${store} routers] ${line}`));
    for (const x of routers) x.close();
    routers = [];
    await controller.stop();
    controller = undefined;

    // ---- a full resync of 100,000 API sessions to a reconnecting router ----
    const resyncSeedStarted = Date.now();
    await bench.withDatabase(async (em) => {
      await em.execute(`insert into "api_sessions" ("id", "created_at", "updated_at", "tags", "token_hash", "identity_id", "authenticator_id", "ip_address", "config_types", "last_activity_at")
        select 'bench-api-session-' || lpad(g::text, 7, '0'), now(), now(), '{}', 'bench-token-hash-' || g, 'bi' || (1 + g % ${size.identities}), 'ba' || (1 + g % ${size.users}), '127.0.0.1', '{}', now()
        from generate_series(1, ${RESYNC_SESSIONS}) g`);
      await em.execute('vacuum analyze "api_sessions"');
    });
    const resyncSeedSeconds = (Date.now() - resyncSeedStarted) / 1000;
    controller = await start(bench);
    const again = controller.target(ca);
    const seconds: number[] = [];
    const cpu: number[] = [];
    let messages = 0;
    for (let i = 0; i < RESYNCS; i++) {
      const cpuBefore = cpuSeconds(controller.process.pid!);
      const started = process.hrtime.bigint();
      const router = await BenchRouter.connect(again, identities[0]!);
      routers = [router];
      await router.fullState(300_000);
      seconds.push(round(Number(process.hrtime.bigint() - started) / 1e9));
      cpu.push(round(cpuSeconds(controller.process.pid!) - cpuBefore));
      const full = router.peer.ofType(ContentType.ApiSessionAdded).filter((f) => Bodies.ApiSessionAdded.decode(f.body).isFullState);
      messages = full.length;
      const ids = new Set(full.flatMap((f) => Bodies.ApiSessionAdded.decode(f.body).apiSessions.map((s) => s.id)));
      if (ids.size < RESYNC_SESSIONS) throw new Error(`the full state held ${ids.size} API sessions, not ${RESYNC_SESSIONS}`);
      router.close();
      routers = [];
      await offline(controller, [identities[0]!.id]);
      console.log(`[${store} routers] full resync of ${ids.size} API sessions: ${seconds.at(-1)} s (${messages} messages), controller CPU ${cpu.at(-1)} s`);
    }
    const resyncRss = rssMiB(controller.process.pid!);
    return {
      store, identities: size.identities, seedSeconds,
      heartbeats: { routers: ROUTERS, connectSeconds, windowSeconds: WINDOW_SECONDS, idle, connected, controllerHeartbeatsAnswered, routerHeartbeatsAnswered },
      logins: { concurrency: LOGIN_CONCURRENCY, routers: LOGIN_ROUTERS, runs, withoutPerSec, withPerSec, ratio: round(withPerSec / withoutPerSec, 3), withoutCpuMsPerLogin, withCpuMsPerLogin },
      resync: { apiSessions: RESYNC_SESSIONS, seedSeconds: resyncSeedSeconds, seconds, messages, controllerCpuSeconds: cpu, rssMiB: resyncRss },
      circuits,
    };
  } finally {
    for (const x of routers) x.close();
    await controller?.stop();
    await bench.cleanup();
  }
}

export function reportRouters(r: RouterFigures): void {
  const h = r.heartbeats;
  const gc = (p: ProcessFigures) => (p.afterGc ? `, after a full GC ${p.afterGc.rssMiB} MiB (heap in use ${p.afterGc.heapUsedMiB} MiB)` : '');
  console.log(`\n== ${r.store}, routers (${r.identities} identities, seeded in ${r.seedSeconds.toFixed(1)} s)`);
  console.log(`${h.routers} edge routers (2.x, two underlays) connected and synced in ${h.connectSeconds} s`);
  console.log(`controller over ${h.windowSeconds} s: ${h.idle.cpuSeconds} CPU s with no router (RSS ${h.idle.rssMiB} MiB${gc(h.idle)}); ${h.connected.cpuSeconds} CPU s with ${h.routers} (RSS ${h.connected.rssMiB} MiB${gc(h.connected)}); heartbeats: ${h.controllerHeartbeatsAnswered} of the controller's answered, ${h.routerHeartbeatsAnswered} of the routers' answered`);
  const l = r.logins;
  console.table(l.runs.map((x) => ({ routers: x.routers, 'logins/s': x.loginsPerSec, 'p50 ms': x.p50Ms, 'p99 ms': x.p99Ms, logins: x.logins, errors: x.errors, 'controller CPU ms/login': x.cpuMsPerLogin, 'pushed to each router': x.pushedToEachRouter ?? '' })));
  console.log(`logins (${l.concurrency} connections): ${l.withoutPerSec}/s with no router, ${l.withPerSec}/s with ${l.routers} edge routers (${l.ratio} x); controller CPU per login ${l.withoutCpuMsPerLogin} ms and ${l.withCpuMsPerLogin} ms`);
  reportCircuits(r.circuits);
  const s = r.resync;
  console.log(`full resync of ${s.apiSessions} API sessions (seeded in ${s.seedSeconds.toFixed(1)} s) to a reconnecting router, hello to last message: ${s.seconds.join(' / ')} s (${s.messages} messages; controller CPU ${s.controllerCpuSeconds.join(' / ')} s); RSS after ${s.rssMiB} MiB`);
}
