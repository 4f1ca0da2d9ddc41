/**
 * Terminators and circuits through the control channel (part of the routers part, bench/routers.ts),
 * with connected simulated edge routers (test/support/router-peer.ts) acting for a hosting and a
 * dialing SDK on each:
 * - terminator creates (CreateTerminatorV2, a Bind session checked for each) per second, their
 *   latency and the controller's CPU per create, `BENCH_CTRL_TERMINATORS` (2,000) per round with
 *   `BENCH_CTRL_CONCURRENCY` (16) in flight, removed again after each round (a 2.x router's batch);
 * - circuit setup (CreateCircuitV2: the Dial session checked, a terminator chosen, Route sent and
 *   its RouteResult awaited, the circuit recorded and announced) per second, its latency from the
 *   request to the reply, and the controller's CPU per circuit, `BENCH_CIRCUITS` (2,000) per round
 *   with the same concurrency, each router dialing its own terminator; ended again (Fault) after
 *   each round so that every round starts with no circuit.
 * The routers run in the bench process on the same machine: their CPU competes with the controller's.
 */
import { performance } from 'node:perf_hooks';
import { cpuSeconds, json, sleep } from './harness';
import { BENCH_PASSWORD } from './seed';
import type { RouterPeer } from '../test/support/router-peer';
import { Bodies, ContentType, CreateTerminatorResult, FaultSubject } from '../src/ctrl/wire/messages';
import { MsgHeader, readString } from '../src/ctrl/wire/headers';

const TERMINATORS = Number(process.env.BENCH_CTRL_TERMINATORS ?? 2_000);
const CIRCUITS = Number(process.env.BENCH_CIRCUITS ?? 2_000);
const CONCURRENCY = Number(process.env.BENCH_CTRL_CONCURRENCY ?? 16);
/** Dials before the first measured round (not counted): the code paths warm up. */
const WARMUP = 100;

export interface RateRun {
  count: number;
  perSec: number;
  p50Ms: number;
  p99Ms: number;
  /** The controller's CPU (user + system) per operation. */
  cpuMs: number;
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

interface Controller {
  base: string;
  adminToken: string;
  pid: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const round = (x: number, digits = 2) => Number(x.toFixed(digits));
const medianBy = (runs: RateRun[]) => [...runs].sort((a, b) => a.perSec - b.perSec)[Math.floor((runs.length - 1) / 2)]!;

/** Runs `count` operations with `concurrency` in flight; times each, and the controller's CPU over all. */
async function measure(c: Controller, count: number, concurrency: number, op: (i: number) => Promise<boolean>): Promise<RateRun> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const cpuBefore = cpuSeconds(c.pid);
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < count) {
      const i = next++;
      const t0 = performance.now();
      const ok = await op(i).catch(() => false);
      latencies.push(performance.now() - t0);
      if (!ok) errors++;
    }
  }));
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuSeconds(c.pid) - cpuBefore;
  latencies.sort((a, b) => a - b);
  return {
    count, perSec: Math.round((count - errors) / seconds), p50Ms: round(percentile(latencies, 0.5)), p99Ms: round(percentile(latencies, 0.99)),
    cpuMs: round((cpu * 1000) / Math.max(1, count - errors)), errors,
  };
}

/** A service the seeded identities bi1 (binds) and bi2 (dials) may use through the routers; their sessions. */
async function hosting(c: Controller, routerIds: string[]) {
  const mgmt = `${c.base}/edge/management/v1`;
  const headers = { 'zt-session': c.adminToken, 'content-type': 'application/json' };
  const stamp = Date.now().toString(36);
  const post = async (path: string, body: unknown) => (await json(`${mgmt}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })).data.id as string;
  await post('/edge-router-policies', { name: `bench-ctrl-erp-${stamp}`, semantic: 'AnyOf', identityRoles: ['@bi1', '@bi2'], edgeRouterRoles: routerIds.map((id) => `@${id}`) });
  const services: string[] = [];
  for (const what of ['terminators', 'circuits']) {
    const serviceId = await post('/services', { name: `bench-ctrl-${what}-${stamp}`, encryptionRequired: false });
    await post('/service-policies', { name: `bench-ctrl-bind-${what}-${stamp}`, type: 'Bind', semantic: 'AnyOf', identityRoles: ['@bi1'], serviceRoles: [`@${serviceId}`] });
    await post('/service-policies', { name: `bench-ctrl-dial-${what}-${stamp}`, type: 'Dial', semantic: 'AnyOf', identityRoles: ['@bi2'], serviceRoles: [`@${serviceId}`] });
    services.push(serviceId);
  }
  const login = async (user: string) => (await json(`${c.base}/edge/client/v1/authenticate?method=password`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: user, password: BENCH_PASSWORD }),
  })).data.token as string;
  const host = await login('bench-user-1');
  const dialer = await login('bench-user-2');
  const session = async (token: string, serviceId: string, type: string) => (await json(`${c.base}/edge/client/v1/sessions`, {
    method: 'POST', headers: { 'zt-session': token, 'content-type': 'application/json' }, body: JSON.stringify({ serviceId, type }),
  })).data.token as string;
  const [terminatorService, circuitService] = services as [string, string];
  return {
    host, dialer, circuitService,
    bindTerminators: await session(host, terminatorService, 'Bind'),
    bindCircuits: await session(host, circuitService, 'Bind'),
    dial: await session(dialer, circuitService, 'Dial'),
  };
}

/** Circuits of a service the controller still lists. */
async function openCircuits(c: Controller, serviceId: string): Promise<number> {
  const filter = encodeURIComponent(`service = "${serviceId}"`);
  return (await json(`${c.base}/fabric/v1/circuits?limit=1&filter=${filter}`, { headers: { 'zt-session': c.adminToken } })).meta.pagination.totalCount as number;
}

export async function benchCircuits(c: Controller, peers: RouterPeer[], rounds: number, log: (line: string) => void): Promise<CircuitFigures> {
  const h = await hosting(c, peers.map((p) => p.routerId));
  // One terminator of the circuit service on each router: each router dials its own.
  for (const peer of peers) {
    const res = await peer.createTerminator({ address: `bench-ctrl-host-${peer.routerId}`, sessionToken: h.bindCircuits, apiSessionToken: h.host });
    if (res.result !== CreateTerminatorResult.Success) throw new Error(`terminator refused: ${res.msg}`);
  }
  for (const peer of peers) peer.onRoute = () => ({ success: true });

  const dial = async (i: number, opened: { peer: RouterPeer; id: string }[]) => {
    const peer = peers[i % peers.length]!;
    const reply = await peer.createCircuit({ sessionToken: h.dial, apiSessionToken: h.dialer });
    if (reply.contentType !== ContentType.CreateCircuitV2Response) return false;
    opened.push({ peer, id: readString(reply.headers, MsgHeader.SessionTokenOrCircuitId)! });
    return true;
  };
  const endAll = async (opened: { peer: RouterPeer; id: string }[]) => {
    for (const { peer, id } of opened) peer.send(ContentType.Fault, Bodies.Fault.encode({ subject: FaultSubject.IngressFault, id, iteration: 0 }));
    for (let i = 0; i < 600 && (await openCircuits(c, h.circuitService)) > 0; i++) await sleep(100);
    opened.length = 0;
  };
  // Received frames are kept by the peers: drop them between rounds (their lookups scan them).
  const forget = () => peers.forEach((p) => p.received.splice(0));

  const warm: { peer: RouterPeer; id: string }[] = [];
  await measure(c, WARMUP, CONCURRENCY, (i) => dial(i, warm));
  await endAll(warm);

  const terminatorCreates: RateRun[] = [];
  const circuits: RateRun[] = [];
  for (let r = 1; r <= rounds; r++) {
    forget();
    const created: { peer: RouterPeer; id: string }[] = [];
    const t = await measure(c, TERMINATORS, CONCURRENCY, async (i) => {
      const peer = peers[i % peers.length]!;
      const id = `bench-ctrl-term-${r}-${i}`;
      const res = await peer.createTerminator({ address: id, sessionToken: h.bindTerminators, apiSessionToken: h.host });
      if (res.result !== CreateTerminatorResult.Success) return false;
      created.push({ peer, id });
      return true;
    });
    terminatorCreates.push(t);
    // Removed as a 2.x router removes its SDKs' terminators: one batch per router.
    for (const peer of peers) {
      const mine = created.filter((x) => x.peer === peer).map((x) => x.id);
      if (mine.length) await peer.request(ContentType.RemoveTerminatorsRequest, Bodies.RemoveTerminatorsRequest.encode({ terminatorIds: mine }), 60_000);
    }

    forget();
    const opened: { peer: RouterPeer; id: string }[] = [];
    const d = await measure(c, CIRCUITS, CONCURRENCY, (i) => dial(i, opened));
    circuits.push(d);
    await endAll(opened);
    log(`round ${r}/${rounds}: ${t.perSec} terminator creates/s (p50 ${t.p50Ms} ms, p99 ${t.p99Ms} ms, ${t.cpuMs} CPU ms each, ${t.errors} errors); `
      + `${d.perSec} circuits/s (p50 ${d.p50Ms} ms, p99 ${d.p99Ms} ms, ${d.cpuMs} CPU ms each, ${d.errors} errors)`);
  }
  return {
    routers: peers.length, concurrency: CONCURRENCY, terminatorCreates, circuits,
    terminatorCreatesMedian: medianBy(terminatorCreates), circuitsMedian: medianBy(circuits),
  };
}

export function reportCircuits(f: CircuitFigures): void {
  const t = f.terminatorCreatesMedian;
  const d = f.circuitsMedian;
  console.log(`through the control channel (${f.routers} edge routers, ${f.concurrency} requests in flight, median of ${f.circuits.length} rounds): `
    + `${t.perSec} terminator creates/s (p50 ${t.p50Ms} ms, p99 ${t.p99Ms} ms, controller CPU ${t.cpuMs} ms each); `
    + `${d.perSec} circuits/s set up (p50 ${d.p50Ms} ms, p99 ${d.p99Ms} ms, controller CPU ${d.cpuMs} ms each)`);
}
