/**
 * Terminators and circuits through the control channel, with connected simulated edge routers
 * (test/support/router-peer.ts) acting for a hosting and a dialing SDK on each. One implementation
 * for the routers part (bench/routers.ts, rounds on this controller) and the side-by-side mode
 * (bench/side-by-side.ts, this controller against another one): it speaks only the Edge REST APIs
 * and the control channel, so it runs against any controller wire-compatible with OpenZiti's.
 * - terminator creates (CreateTerminatorV2, a Bind session checked for each) per second, their
 *   latency and the controller's CPU per create, `concurrency` in flight, removed again after each
 *   run (a 2.x router's batch);
 * - circuit setup (CreateCircuitV2: the Dial session checked, a terminator chosen, Route sent and
 *   its RouteResult awaited, the circuit recorded and announced) per second, its latency from the
 *   request to the reply, and the controller's CPU per circuit, each router dialing its own
 *   terminator; ended again (Fault) after each run, so that every run starts with no circuit.
 * The routers run in the bench process on the same machine: their CPU competes with the controller's.
 */
import { performance } from 'node:perf_hooks';
import { BENCH_PASSWORD } from './seed';
import { HelloRefused, RouterPeer, type CtrlTarget, type PeerIdentity } from '../test/support/router-peer';
import { newCsr } from '../test/support/pki';
import { Bodies, ContentType, CreateTerminatorResult, FaultSubject } from '../src/ctrl/wire/messages';
import { MsgHeader, readString } from '../src/ctrl/wire/headers';

/** Terminator creates and circuits per run, requests in flight (the routers part's defaults, from the environment). */
export const CTRL_TERMINATORS = Number(process.env.BENCH_CTRL_TERMINATORS ?? 2_000);
export const CIRCUITS = Number(process.env.BENCH_CIRCUITS ?? 2_000);
export const CTRL_CONCURRENCY = Number(process.env.BENCH_CTRL_CONCURRENCY ?? 16);
/** Edge routers dialing and hosting. */
export const CTRL_ROUTERS = 10;
/** Dials before the routers part's first measured round (not counted): the code paths warm up. */
const WARMUP = 100;

/** What the bench needs of a controller's REST APIs (HTTP or HTTPS, retries its own business). */
export interface ControllerApi {
  /** A management API call as the admin; `path` under /edge/management/v1. */
  manage(method: string, path: string, body?: unknown): Promise<any>;
  /** A client API call, with an API session token or none; `path` under /edge/client/v1. */
  client(method: string, path: string, body?: unknown, token?: string): Promise<any>;
  /** A password login on the client API: the API session token. */
  login(username: string, password: string): Promise<string>;
  /** The controller's CPU seconds so far (undefined: its process is not known). */
  cpuSeconds(): number | undefined;
}

export interface RateRun {
  count: number;
  perSec: number;
  p50Ms: number;
  p99Ms: number;
  /** The controller's CPU (user + system) per operation, when its process is known. */
  cpuMs?: number;
  errors: number;
}

export interface CircuitFigures {
  routers: number;
  concurrency: number;
  terminatorCreates: RateRun[];
  circuits: RateRun[];
  /** The median round of each. */
  terminatorCreatesMedian: RateRun;
  circuitsMedian: RateRun;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const round = (x: number, digits = 2) => Number(x.toFixed(digits));
const medianBy = (runs: RateRun[]) => [...runs].sort((a, b) => a.perSec - b.perSec)[Math.floor((runs.length - 1) / 2)]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs `count` operations with `concurrency` in flight (none started after `until`, a
 * performance.now() time); times each, and the controller's CPU over all.
 */
async function measure(api: ControllerApi, count: number, concurrency: number, op: (i: number) => Promise<boolean>, until = Infinity): Promise<RateRun> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const cpuBefore = api.cpuSeconds();
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < count && performance.now() < until) {
      const i = next++;
      const t0 = performance.now();
      const ok = await op(i).catch(() => false);
      latencies.push(performance.now() - t0);
      if (!ok) errors++;
    }
  }));
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = api.cpuSeconds();
  const done = latencies.length;
  latencies.sort((a, b) => a - b);
  return {
    count: done, perSec: Math.round((done - errors) / seconds), p50Ms: round(percentile(latencies, 0.5)), p99Ms: round(percentile(latencies, 0.99)),
    cpuMs: cpuBefore === undefined || cpuAfter === undefined ? undefined : round(((cpuAfter - cpuBefore) * 1000) / Math.max(1, done - errors), 3), errors,
  };
}

/**
 * Creates edge routers and enrolls each as a 2.x router does (keys and CSRs of its own, POSTed to
 * the token's enrollment URL, /enroll?method=erott&token=…: OpenZiti 2.0.3's /enroll/erott drops
 * the server CSR); answers their identities and the CA bundle their control channel trusts.
 */
export async function enrollRouters(api: ControllerApi, count: number, namePrefix = 'bench-peer'): Promise<{ ca: string; routers: PeerIdentity[] }> {
  const routers: PeerIdentity[] = [];
  let ca = '';
  const stamp = Date.now().toString(36);
  for (let i = 1; i <= count; i++) {
    const id = (await api.manage('POST', '/edge-routers', { name: `${namePrefix}-${stamp}-${i}`, isTunnelerEnabled: false })).data.id as string;
    const token = (await api.manage('GET', `/edge-routers/${id}`)).data.enrollmentToken as string;
    const client = newCsr(id);
    const server = newCsr(id, '-addext', 'subjectAltName=DNS:router.example');
    const certs = (await api.client('POST', `/enroll?method=erott&token=${encodeURIComponent(token)}`, { certCsr: client.csrPem, serverCertCsr: server.csrPem })).data as { ca: string; cert: string };
    ca = certs.ca;
    routers.push({ id, certPem: certs.cert, keyPem: client.keyPem });
  }
  return { ca, routers };
}

/** Connects a simulated 2.x edge router (again, while the controller has not yet seen its last connection end). */
export async function connectPeer(target: CtrlTarget, identity: PeerIdentity): Promise<RouterPeer> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await RouterPeer.connect(target, identity, { generation: '2.x', edgeHostname: `${identity.id}.bench.example`, edgePort: 3022 });
    } catch (err) {
      // The controller refuses a second connection while the last one is still open on its side.
      if (!(err instanceof HelloRefused) || !/already connected/.test(err.message) || attempt >= 50) throw err;
      await sleep(100);
    }
  }
}

/** Connects routers ten at a time; resolves when the controller has greeted each as an edge router (ServerHello). */
export async function connectPeers(target: CtrlTarget, identities: PeerIdentity[]): Promise<RouterPeer[]> {
  const peers: RouterPeer[] = [];
  try {
    for (let i = 0; i < identities.length; i += 10) peers.push(...(await Promise.all(identities.slice(i, i + 10).map((id) => connectPeer(target, id)))));
    await Promise.all(peers.map((p) => p.waitFor((f) => f.contentType === ContentType.ServerHello, 30_000, 'the edge ServerHello')));
    return peers;
  } catch (err) {
    for (const p of peers) p.close();
    throw err;
  }
}

type Opened = { peer: RouterPeer; id: string };

/**
 * Terminator creates and circuit setup on one controller through connected routers: a host and a
 * dialer identity of its own, two services (one for terminator creates, one whose terminators,
 * one on each router, circuits are dialed to), the policies OpenZiti needs for them (Bind, Dial,
 * an edge router policy and a service edge router policy), and the sessions the routers present.
 */
export class ControlPlaneBench {
  private terminatorRun = 0;

  private constructor(
    private readonly api: ControllerApi,
    readonly peers: RouterPeer[],
    private readonly tokens: { host: string; dialer: string; bindTerminators: string; dial: string },
    private readonly stamp: string,
  ) {}

  static async setUp(api: ControllerApi, peers: RouterPeer[]): Promise<ControlPlaneBench> {
    const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
    const post = async (path: string, body: unknown) => (await api.manage('POST', path, body)).data.id as string;
    const user = async (role: string) => {
      const name = `bench-ctrl-${role}-${stamp}`;
      const id = await post('/identities', { name, type: 'Default', isAdmin: false });
      await post('/authenticators', { method: 'updb', identityId: id, username: name, password: BENCH_PASSWORD });
      return { id, name };
    };
    const [host, dialer] = [await user('host'), await user('dialer')];
    const routerRoles = peers.map((p) => `@${p.routerId}`);
    const services: string[] = [];
    for (const what of ['terminators', 'circuits']) {
      const serviceId = await post('/services', { name: `bench-ctrl-${what}-${stamp}`, encryptionRequired: false });
      await post('/service-policies', { name: `bench-ctrl-bind-${what}-${stamp}`, type: 'Bind', semantic: 'AnyOf', identityRoles: [`@${host.id}`], serviceRoles: [`@${serviceId}`] });
      await post('/service-policies', { name: `bench-ctrl-dial-${what}-${stamp}`, type: 'Dial', semantic: 'AnyOf', identityRoles: [`@${dialer.id}`], serviceRoles: [`@${serviceId}`] });
      services.push(serviceId);
    }
    await post('/edge-router-policies', { name: `bench-ctrl-erp-${stamp}`, semantic: 'AnyOf', identityRoles: [`@${host.id}`, `@${dialer.id}`], edgeRouterRoles: routerRoles });
    await post('/service-edge-router-policies', { name: `bench-ctrl-serp-${stamp}`, semantic: 'AnyOf', serviceRoles: services.map((id) => `@${id}`), edgeRouterRoles: routerRoles });

    const [terminatorService, circuitService] = services as [string, string];
    const hostToken = await api.login(host.name, BENCH_PASSWORD);
    const dialerToken = await api.login(dialer.name, BENCH_PASSWORD);
    const session = async (token: string, serviceId: string, type: string) => (await api.client('POST', '/sessions', { serviceId, type }, token)).data.token as string;
    const bindCircuits = await session(hostToken, circuitService, 'Bind');
    const bench = new ControlPlaneBench(api, peers, {
      host: hostToken, dialer: dialerToken, bindTerminators: await session(hostToken, terminatorService, 'Bind'), dial: await session(dialerToken, circuitService, 'Dial'),
    }, stamp);
    // One terminator of the circuit service on each router: each router dials its own.
    for (const peer of peers) {
      const res = await peer.createTerminator({ address: `bench-ctrl-host-${stamp}-${peer.routerId}`, sessionToken: bindCircuits, apiSessionToken: hostToken });
      if (res.result !== CreateTerminatorResult.Success) throw new Error(`terminator refused: ${res.msg}`);
      peer.onRoute = () => ({ success: true });
    }
    return bench;
  }

  /** `count` terminator creates (none started after `until`), spread over the routers; removed again afterwards, untimed. */
  async terminatorCreates(count: number, concurrency: number, until = Infinity): Promise<RateRun> {
    this.forget();
    const run = ++this.terminatorRun;
    const created: Opened[] = [];
    const figures = await measure(this.api, count, concurrency, async (i) => {
      const peer = this.peers[i % this.peers.length]!;
      const id = `bench-ctrl-term-${this.stamp}-${run}-${i}`;
      const res = await peer.createTerminator({ address: id, sessionToken: this.tokens.bindTerminators, apiSessionToken: this.tokens.host });
      if (res.result !== CreateTerminatorResult.Success) return false;
      created.push({ peer, id });
      return true;
    }, until);
    // Removed as a 2.x router removes its SDKs' terminators: one batch per router.
    for (const peer of this.peers) {
      const mine = created.filter((x) => x.peer === peer).map((x) => x.id);
      if (mine.length) await peer.request(ContentType.RemoveTerminatorsRequest, Bodies.RemoveTerminatorsRequest.encode({ terminatorIds: mine }), 60_000);
    }
    return figures;
  }

  /** `count` circuits set up (none started after `until`), each router dialing in turn; ended again afterwards, untimed. */
  async circuits(count: number, concurrency: number, until = Infinity): Promise<RateRun> {
    this.forget();
    const opened: Opened[] = [];
    const figures = await measure(this.api, count, concurrency, async (i) => {
      const peer = this.peers[i % this.peers.length]!;
      const reply = await peer.createCircuit({ sessionToken: this.tokens.dial, apiSessionToken: this.tokens.dialer });
      if (reply.contentType !== ContentType.CreateCircuitV2Response) return false;
      opened.push({ peer, id: readString(reply.headers, MsgHeader.SessionTokenOrCircuitId)! });
      return true;
    }, until);
    await this.end(opened);
    return figures;
  }

  /** Ends circuits as their ingress router does (Fault), and waits until the controller unrouted each. */
  private async end(opened: Opened[]): Promise<void> {
    for (const { peer, id } of opened) peer.send(ContentType.Fault, Bodies.Fault.encode({ subject: FaultSubject.IngressFault, id, iteration: 0 }));
    const waiting = new Set(opened.map((x) => x.id));
    for (let i = 0; i < 600 && waiting.size > 0; i++) {
      for (const peer of this.peers) for (const f of peer.ofType(ContentType.Unroute)) waiting.delete(Bodies.Unroute.decode(f.body).circuitId);
      if (waiting.size > 0) await sleep(100);
    }
    if (waiting.size > 0) throw new Error(`${waiting.size} circuits still routed 60 s after their ingress fault`);
  }

  /** Received frames are kept by the peers: dropped between runs (their lookups scan them). */
  private forget(): void {
    for (const p of this.peers) p.received.splice(0);
  }
}

/** The routers part: `rounds` runs of each on one controller, after a warm-up of dials. */
export async function benchCircuits(api: ControllerApi, peers: RouterPeer[], rounds: number, log: (line: string) => void): Promise<CircuitFigures> {
  const bench = await ControlPlaneBench.setUp(api, peers);
  await bench.circuits(WARMUP, CTRL_CONCURRENCY);
  const terminatorCreates: RateRun[] = [];
  const circuits: RateRun[] = [];
  for (let r = 1; r <= rounds; r++) {
    const t = await bench.terminatorCreates(CTRL_TERMINATORS, CTRL_CONCURRENCY);
    terminatorCreates.push(t);
    const d = await bench.circuits(CIRCUITS, CTRL_CONCURRENCY);
    circuits.push(d);
    log(`round ${r}/${rounds}: ${t.perSec} terminator creates/s (p50 ${t.p50Ms} ms, p99 ${t.p99Ms} ms, ${t.cpuMs ?? 'n/a'} CPU ms each, ${t.errors} errors); `
      + `${d.perSec} circuits/s (p50 ${d.p50Ms} ms, p99 ${d.p99Ms} ms, ${d.cpuMs ?? 'n/a'} CPU ms each, ${d.errors} errors)`);
  }
  return {
    routers: peers.length, concurrency: CTRL_CONCURRENCY, terminatorCreates, circuits,
    terminatorCreatesMedian: medianBy(terminatorCreates), circuitsMedian: medianBy(circuits),
  };
}

export function reportCircuits(f: CircuitFigures): void {
  const t = f.terminatorCreatesMedian;
  const d = f.circuitsMedian;
  console.log(`through the control channel (${f.routers} edge routers, ${f.concurrency} requests in flight, median of ${f.circuits.length} rounds): `
    + `${t.perSec} terminator creates/s (p50 ${t.p50Ms} ms, p99 ${t.p99Ms} ms, controller CPU ${t.cpuMs ?? 'n/a'} ms each); `
    + `${d.perSec} circuits/s set up (p50 ${d.p50Ms} ms, p99 ${d.p99Ms} ms, controller CPU ${d.cpuMs ?? 'n/a'} ms each)`);
}
