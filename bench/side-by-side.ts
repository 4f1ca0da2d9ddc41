/**
 * `npm run bench -- --against <url> …`: the same workloads against this controller and another
 * one (OpenZiti's own, typically) on the same machine, interleaved round by round, over HTTPS.
 * Both are seeded identically through their management API, so nothing here depends on the
 * other side's storage. Prints one row per workload with each side's figure, the ratio (above
 * 1: this controller is ahead) and each side's CPU per 1,000 requests, measured over its whole
 * process tree (this one's workers and embedded database included) when a process id is known.
 * With each side's control channel known, also terminator creates and circuit setup through it,
 * by simulated edge routers enrolled on each side (bench/circuits.ts, shared with the routers part).
 */
import fs from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { Agent, request } from 'undici';
import { BENCH_PASSWORD } from './seed';
import { LOGIN_CONCURRENCY, argon2Rate, createStore, freePort, machine as benchMachine, startController, stopProcess, treeCpuSeconds, type StoreName } from './harness';
import { CTRL_CONCURRENCY, ControlPlaneBench, connectPeers, enrollRouters, type ControllerApi, type RateRun } from './circuits';

export interface SideBySideOptions {
  against: SideSpec;
  /** This controller: an already running one, or (default) one the bench starts on a fresh store. */
  here?: SideSpec;
  store: StoreName;
  /** WORKERS of the controller the bench starts (unset: its default, one per core up to 4). */
  workers?: string;
  identities: number;
  /** Bench users: identities with a password that log in, read and dial. */
  users: number;
  services: number;
  /** Services the bench users see (all of them carry one attribute a Dial policy grants). */
  visible: number;
  writes: number;
  /** Untimed writes of the same kind before each sequential write row's timed ones (0: none). */
  warmup: number;
  /** Untimed control-channel requests of the same kind before each control-plane row's timed ones. */
  ctrlWarmup: number;
  /** ... but for no longer than this on each side (a side whose writes are slow stops sooner). */
  warmupSeconds: number;
  terminators: number;
  /** Simulated edge routers of the control-plane rows, on each side. */
  ctrlRouters: number;
  /** Terminator creates through the control channel (0 skips the row). */
  ctrlTerminators: number;
  /** Circuits set up through the control channel (0 skips the row). */
  circuits: number;
  rounds: number;
  /** Untimed rounds of every load workload before its timed ones. */
  loadWarmup: number;
  duration: number;
  /** Before each sequential write run, both sides must be quiet over a window this long (0: no wait). */
  quietWindowMs: number;
  /** Only the workloads whose name contains one of these (case-insensitive; unset: all). */
  workloads?: string[];
  /** Where the figures are written (JSON). */
  out: string;
}

export interface SideSpec {
  label: string;
  base: string;
  username: string;
  password: string;
  /** The controller's process id on this machine: its CPU (with its children's) is measured. */
  pid?: number;
  /** Its control channel (routers dial it): without it, the control-plane rows are skipped. */
  ctrl?: CtrlAddress;
}

export interface CtrlAddress {
  host: string;
  port: number;
}

/** Writes in flight during a sequential write row's warm-up. */
const WARM_LANES = 4;

export const SIDE_BY_SIDE_USAGE = `npm run bench -- --against <url> [options]

Runs the same workloads against this controller and another one (e.g. OpenZiti's own controller)
on this machine, interleaved, and prints each side's figure, the ratio and CPU per 1,000 requests.
Both sides are seeded the same way through their management API.

  --against <url>            the other controller's base URL, e.g. https://127.0.0.1:1290
  --against-user <name>      its admin username (default admin)
  --against-password <pw>    its admin password (or env BENCH_AGAINST_PASSWORD)
  --against-pid <pid>        its process id, to measure its CPU (optional)
  --against-label <text>     its name in the table (default: "other <version it reports>")
  --here <url>               use this controller already running there instead of starting one
  --here-user, --here-password, --here-pid   as above, for --here
  --store embedded|postgres  the store of the controller the bench starts (default embedded;
                             postgres uses DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
  --workers <n>              WORKERS of the controller the bench starts (default: its own default)
  --identities <n>           identities seeded (default 10000)
  --users <n>                bench users (identities with a password) seeded among them (default 64)
  --services <n>             services seeded (default 1000)
  --visible <n>              services the bench users may dial (default 100, or --services if fewer)
  --writes <n>               sequential writes of each kind, timed in each round (default 200)
  --warmup <n>               untimed writes of the same kind before them, on both sides, ${WARM_LANES} at a
                             time so that every worker process of a side gets its share (default 20000:
                             a Node worker's CPU per write falls until ~10,000 writes of a kind)
  --warmup-seconds <s>       ... for at most this long on each side (default 45)
  --terminators <n>          sequential terminator creates, last (default 10000; 0 skips)
  --against-ctrl <host:port> the other controller's control channel (e.g. 127.0.0.1:6262): with it,
                             the control-plane rows run on both sides through simulated 2.x edge
                             routers enrolled on each (without it they are skipped, with a note):
                             terminator creates (CreateTerminatorV2) and circuit setup
                             (CreateCircuitV2: Route sent, RouteResult awaited), ${CTRL_CONCURRENCY} in flight,
                             per second, p50 and CPU per 1,000, each after --ctrl-warmup of its kind
  --ctrl-warmup <n>          (default 2000; at most --warmup-seconds a side)
  --here-ctrl <host:port>    this controller's, with --here (the one the bench starts has one)
  --ctrl-routers <n>         simulated edge routers on each side (default 10)
  --ctrl-terminators <n>     terminator creates through the control channel (default 2000; 0 skips;
                             OpenZiti 2.0.3's create time grows with its service's terminators,
                             ~60 ms at none to ~580 ms at 2,000: compare runs of the same count)
  --circuits <n>             circuits set up through the control channel (default 2000; 0 skips)
  --rounds <n>               rounds of each load workload and of each sequential write row (after
                             one warm-up), sides alternating; the median is kept (default 3)
  --load-warmup <n>          untimed rounds of the load workloads before their timed ones (default 1)
  --duration <s>             seconds per load run (default 10)
  --quiet-window <ms>        before each sequential write run, wait until both sides used under 5 %
                             of a core over this long (default 1000; 0: no wait)
  --workloads <a,b,…>        only the workloads whose name contains one of these (e.g. "identity,login";
                             "control channel": the control-plane rows)
  --out <file>               where the figures are written (default bench/side-by-side.json)

Without --against: npm run bench [--only embedded|postgres] [--part main|routers] runs this
controller's own benchmark on both stores (see bench/run.ts).`;

const CONNECTIONS = 32;
/** Session creations the fresh (API session, service) pairs must cover per second of a run. */
const FRESH_PAIRS_PER_SECOND = 2_500;
const MAX_PAIR_LOGINS = 300;

class HttpError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

/** One controller under test: an HTTPS client to it (its certificate is not checked) and its CPU. */
class Side {
  private readonly agent = new Agent({ connect: { rejectUnauthorized: false }, connections: 32, keepAliveTimeout: 60_000 });
  adminToken = '';
  version = '';
  /** The tag in the names of what seeding made (users are `sbs-user-<run>-<i>`). */
  run = '';
  userTokens: string[] = [];
  dialServiceIds: string[] = [];
  routerId = '';
  /** The service policy whose identity roles the policy-move workloads change. */
  movePolicyId = '';
  configTypeId = '';
  /** Services terminators are created on. */
  terminatorServiceIds: string[] = [];

  constructor(readonly spec: SideSpec) {}

  get label(): string {
    return this.spec.label;
  }

  /**
   * A call with the admin's session unless another token is given. The admin's session may end
   * during a long run (OpenZiti ends one idle for its session timeout, 30 minutes by default, and
   * the bench's quiet waits and the other side's rounds leave it idle): refused as
   * unauthorized, the admin logs in again and the call is made once more.
   */
  async call(method: string, apiPath: string, body?: unknown, token: string | undefined = this.adminToken): Promise<any> {
    try {
      return await this.send(method, apiPath, body, token);
    } catch (err) {
      if (!(err instanceof HttpError) || err.status !== 401 || !token || token !== this.adminToken) throw err;
      this.adminToken = await this.login(this.spec.username, this.spec.password, 'management');
      return this.send(method, apiPath, body, this.adminToken);
    }
  }

  private async send(method: string, apiPath: string, body: unknown, token: string | undefined): Promise<any> {
    const res = await request(`${this.spec.base}${apiPath}`, {
      method: method as 'GET',
      dispatcher: this.agent,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { 'zt-session': token } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).catch((err: Error & { code?: string }) => {
      throw Object.assign(new Error(`${this.label}: ${method} ${apiPath}: ${err.message}`), { code: err.code });
    });
    const text = await res.body.text();
    if (res.statusCode >= 300) throw new HttpError(res.statusCode, `${this.label}: ${method} ${apiPath}: ${res.statusCode} ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : undefined;
  }

  /** A management call that waits out rate limiting (OpenZiti's command rate limiter answers 429) while seeding. */
  async seedCall(method: string, apiPath: string, body?: unknown): Promise<any> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.call(method, `/edge/management/v1${apiPath}`, body);
      } catch (err) {
        // A keep-alive connection the server closed as the request left is retried (the request never arrived).
        const closed = (err as { code?: string }).code === 'UND_ERR_SOCKET';
        if (!closed && (!(err instanceof HttpError) || (err.status !== 429 && err.status !== 503) || attempt > 20)) throw err;
        if (attempt > 20) throw err;
        await new Promise((r) => setTimeout(r, 50 * (attempt + 1)));
      }
    }
  }

  /**
   * A session for the user. A controller that refuses for the rate of logins (429: OpenZiti does
   * right after the login workload) is asked again after a pause, for up to a minute: the logins
   * that set up a workload are not what it measures.
   */
  async login(username: string, password: string, api: 'client' | 'management' = 'client'): Promise<string> {
    for (let attempt = 1; ; attempt++) {
      try {
        return (await this.call('POST', `/edge/${api}/v1/authenticate?method=password`, { username, password }, undefined)).data.token as string;
      } catch (err) {
        if (!(err instanceof HttpError) || err.status !== 429 || attempt >= 30) throw err;
        await new Promise((resolve) => setTimeout(resolve, 2000));
      }
    }
  }

  cpuSeconds(): number | undefined {
    return this.spec.pid ? treeCpuSeconds(this.spec.pid) : undefined;
  }

  async close(): Promise<void> {
    await this.agent.close();
  }
}

/** `count` calls of `fn`, `concurrency` at a time. */
async function pool(count: number, concurrency: number, fn: (i: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, async () => {
    while (next < count) await fn(next++);
  }));
}

const tag = (() => {
  let n = 0;
  return () => `${Date.now().toString(36)}${(n++).toString(36)}`;
})();

/**
 * The network both sides get (attributes carry the run's tag, so a re-run on the same controller
 * is not disturbed by the last one): `identities` identities in one group (`#sbs-grp-…`, what the policy
 * move selects), `services` services of which `visible` carry `sbs-visible`, `users` users with a
 * password who may dial exactly those, one edge router every user and service may use.
 */
async function seedSide(side: Side, o: SideBySideOptions): Promise<void> {
  const started = Date.now();
  side.adminToken = await side.login(side.spec.username, side.spec.password, 'management');
  side.version = String((await side.call('GET', '/edge/client/v1/version', undefined, undefined)).data?.version ?? '?');
  const run = tag();
  side.run = run;
  side.routerId = (await side.seedCall('POST', '/edge-routers', { name: `sbs-router-${run}`, roleAttributes: ['sbs-routers'], isTunnelerEnabled: false })).data.id;
  const serviceIds: string[] = new Array(o.services);
  await pool(o.services, 8, async (i) => {
    serviceIds[i] = (await side.seedCall('POST', '/services', {
      name: `sbs-service-${run}-${i}`, encryptionRequired: true, roleAttributes: i < o.visible ? [`sbs-visible-${run}`, `sbs-services-${run}`] : [`sbs-services-${run}`],
    })).data.id;
  });
  side.dialServiceIds = serviceIds.slice(0, o.visible);
  side.terminatorServiceIds = serviceIds.slice(0, Math.min(100, serviceIds.length));
  await pool(o.identities, 8, (i) => side.seedCall('POST', '/identities', {
    name: `sbs-identity-${run}-${i}`, type: 'Default', isAdmin: false, roleAttributes: [`sbs-grp-${run}`, `sbs-team-${i % 100}`],
  }));
  const users = Array.from({ length: o.users }, (_, i) => `sbs-user-${run}-${i}`);
  await pool(o.users, 8, async (i) => {
    const id = (await side.seedCall('POST', '/identities', { name: users[i], type: 'Default', isAdmin: false, roleAttributes: [`sbs-users-${run}`] })).data.id;
    await side.seedCall('POST', '/authenticators', { method: 'updb', identityId: id, username: users[i], password: BENCH_PASSWORD });
  });
  await side.seedCall('POST', '/service-policies', { name: `sbs-dial-${run}`, type: 'Dial', semantic: 'AnyOf', identityRoles: [`#sbs-users-${run}`], serviceRoles: [`#sbs-visible-${run}`] });
  side.movePolicyId = (await side.seedCall('POST', '/service-policies', {
    name: `sbs-move-${run}`, type: 'Dial', semantic: 'AnyOf', identityRoles: ['#sbs-nobody'], serviceRoles: [`#sbs-visible-${run}`],
  })).data.id;
  await side.seedCall('POST', '/edge-router-policies', { name: `sbs-erp-${run}`, semantic: 'AnyOf', identityRoles: [`#sbs-users-${run}`], edgeRouterRoles: ['#all'] });
  await side.seedCall('POST', '/service-edge-router-policies', { name: `sbs-serp-${run}`, semantic: 'AnyOf', serviceRoles: [`#sbs-services-${run}`], edgeRouterRoles: ['#all'] });
  const types = await side.seedCall('GET', `/config-types?filter=${encodeURIComponent('name = "intercept.v1"')}`);
  side.configTypeId = types.data[0]?.id;
  side.userTokens = await Promise.all(users.map((u) => side.login(u, BENCH_PASSWORD)));
  const seen = (await side.call('GET', '/edge/client/v1/services?limit=500', undefined, side.userTokens[0])).meta.pagination.totalCount;
  if (seen !== o.visible) throw new Error(`${side.label}: a bench user sees ${seen} services, not ${o.visible}`);
  console.log(`[${side.label}] seeded ${o.identities} identities, ${o.services} services, ${o.users} users in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** A figure of one side for one workload. */
interface Figure {
  /** req/s, or ms (p50) for sequential writes, or s for a whole job. */
  value: number;
  requests: number;
  errors: number;
  /** CPU seconds per 1,000 requests over the side's process tree, when its pid is known. */
  cpuPer1000?: number;
  /** A rate's median latency. */
  p50Ms?: number;
}

interface Workload {
  name: string;
  unit: 'req/s' | 'ms p50' | 'ms' | 's';
  /** Load workloads run once per round (median kept); the others once. */
  kind: 'load' | 'once';
  /** The workload whose products this one changes (run with it when only this one is asked for). */
  needs?: string;
  /** Runs through simulated routers: needs both sides' control channel. */
  controlPlane?: boolean;
  /** Untimed work before the quiet wait and the timed run (a sequential write row's warm-up). */
  warm?(side: Side): Promise<void>;
  /** A `once` workload timed in `--rounds` rounds after one warm-up, sides alternating, the median kept (the sequential writes). */
  rounds?: boolean;
  /** `seconds`: a load run this long instead of `--duration` (the login's per-hash slices). */
  run(side: Side, seconds?: number): Promise<Figure>;
}

function withCpu(side: Side, fn: () => Promise<Omit<Figure, 'cpuPer1000'>>): Promise<Figure> {
  const before = side.cpuSeconds();
  return fn().then((f) => {
    const after = side.cpuSeconds();
    return before === undefined || after === undefined || !f.requests ? f : { ...f, cpuPer1000: Number((((after - before) * 1000) / f.requests).toFixed(3)) };
  });
}

async function load(side: Side, o: SideBySideOptions, opts: autocannon.Options): Promise<Figure> {
  return withCpu(side, async () => {
    const result = await autocannon({ connections: CONNECTIONS, duration: o.duration, ...opts, url: `${side.spec.base}${opts.url}` });
    return { value: Math.round(result.requests.total / result.duration), requests: result.requests.total, errors: result.errors + result.non2xx + result.timeouts };
  });
}

const roundRobin = <T>(xs: T[]) => {
  let i = 0;
  return () => xs[i++ % xs.length];
};

function asUser(side: Side, url: string, query?: () => string): autocannon.Options {
  const token = roundRobin(side.userTokens);
  return {
    url,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: query ? `${url}${query()}` : req.path, headers: { ...req.headers, 'zt-session': token() } }) }],
  };
}

/** Every (fresh API session, visible service) pair, shuffled: each session request creates one (none repeats a pair). */
async function freshDialPairs(side: Side, o: SideBySideOptions): Promise<{ token: string; serviceId: string }[]> {
  const pairs: { token: string; serviceId: string }[] = [];
  // Each login gives a pair per visible service; a few per user cover any rate seen (a repeat is warned of).
  const logins = Math.min(MAX_PAIR_LOGINS, 5 * o.users, Math.ceil((FRESH_PAIRS_PER_SECOND * o.duration) / side.dialServiceIds.length));
  const tokens: string[] = new Array(logins);
  await pool(logins, 8, async (i) => (tokens[i] = await side.login(`sbs-user-${userRun(side)}-${i % o.users}`, BENCH_PASSWORD)));
  for (const token of tokens) for (const serviceId of side.dialServiceIds) pairs.push({ token, serviceId });
  for (let i = pairs.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [pairs[i], pairs[j]] = [pairs[j], pairs[i]];
  }
  return pairs;
}

const userRun = (side: Side) => side.run;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

/** Sequential writes of one kind: p50 latency, and CPU per 1,000. `write` is called with `first`, `first + 1`, …. */
async function sequential(side: Side, count: number, write: (i: number) => Promise<unknown>, first = 0): Promise<Figure> {
  return withCpu(side, async () => {
    const samples: number[] = [];
    let errors = 0;
    for (let i = first; i < first + count; i++) {
      const started = performance.now();
      try {
        await write(i);
      } catch (err) {
        if (errors++ === 0) console.warn(String(err));
      }
      samples.push(performance.now() - started);
    }
    return { value: Number(median(samples).toFixed(2)), requests: count, errors };
  });
}

/**
 * A sequential write row: `--warmup` untimed writes, or as many as `--warmup-seconds` allows
 * (before the quiet wait: what a warmed-up server answers, not its first requests), then
 * `--writes` timed ones, `write` called with 0, 1, … across both. `available` bounds the writes
 * (a DELETE row: what the create row made); the timed ones are served first.
 *
 * The warm-up runs WARM_LANES writes at a time. A Node worker's CPU per write of a kind keeps
 * falling until ~10,000 of them (V8 still compiling and re-optimising their path: measured
 * 1.76, 1.23, 1.10, 0.93, 0.98 ms per service create over five runs of 3,000), and with several
 * worker processes the timed writes' connection may be any one of them: in lanes, the pooled
 * connections spread the warm-up over every worker.
 */
function sequentialRow(o: SideBySideOptions, name: string, write: (s: Side, i: number) => Promise<unknown>, extra: { needs?: string; available?: (s: Side) => number } = {}): Workload {
  /** The index of a side's next write: warm-up and rounds go on from each other. */
  const next = new WeakMap<Side, number>();
  const rounds = Math.max(1, o.rounds);
  const bounds = (s: Side) => {
    const available = extra.available?.(s) ?? Infinity;
    const timed = Math.min(o.writes, Math.floor(available / rounds));
    return { timed, warm: Math.max(0, Math.min(o.warmup, available - timed * rounds)) };
  };
  return {
    name, unit: 'ms p50', kind: 'once', needs: extra.needs, rounds: true,
    warm: async (s) => {
      const { warm } = bounds(s);
      const until = performance.now() + o.warmupSeconds * 1000;
      let i = 0;
      const lane = async () => {
        while (i < warm && performance.now() < until) await write(s, i++).catch(() => undefined);
      };
      await Promise.all(Array.from({ length: WARM_LANES }, lane));
      next.set(s, i);
    },
    run: async (s) => {
      const first = next.get(s) ?? 0;
      const count = Math.max(0, Math.min(bounds(s).timed, (extra.available?.(s) ?? Infinity) - first));
      next.set(s, first + count);
      return sequential(s, count, (i) => write(s, i), first);
    },
  };
}

function workloads(o: SideBySideOptions, routers: SimulatedRouters): Workload[] {
  const mgmt = (side: Side, method: string, p: string, body?: unknown) => side.call(method, `/edge/management/v1${p}`, body);
  // What the sequential writes create, per side, for the writes that change or delete it.
  const created = new WeakMap<Side, string[]>();
  const createdServices = new WeakMap<Side, string[]>();
  const listOf = (made: WeakMap<Side, string[]>, s: Side) => made.get(s) ?? made.set(s, []).get(s)!;
  return [
    { name: 'GET /edge/client/v1/version, 32 connections', unit: 'req/s', kind: 'load', run: (s) => load(s, o, { url: '/edge/client/v1/version' }) },
    {
      name: 'GET /current-api-session/service-updates, 32 connections', unit: 'req/s', kind: 'load',
      run: (s) => load(s, o, asUser(s, '/edge/client/v1/current-api-session/service-updates')),
    },
    {
      name: `client GET /services (all ${o.visible}), a filter unique to each request`, unit: 'req/s', kind: 'load',
      run: (s) => {
        let n = 0;
        return load(s, o, asUser(s, '/edge/client/v1/services', () => `?limit=${o.visible}&filter=${encodeURIComponent(`name != "sbs-nonce-${tag()}-${n++}"`)}`));
      },
    },
    { name: 'client GET /services, default page', unit: 'req/s', kind: 'load', run: (s) => load(s, o, asUser(s, '/edge/client/v1/services')) },
    { name: `client GET /services?limit=${o.visible}`, unit: 'req/s', kind: 'load', run: (s) => load(s, o, asUser(s, `/edge/client/v1/services?limit=${o.visible}`)) },
    {
      name: `POST /sessions (Dial), each a new session, ${LOGIN_CONCURRENCY} connections`, unit: 'req/s', kind: 'load',
      run: async (s) => {
        const pairs = await freshDialPairs(s, o);
        let next = 0;
        const figure = await load(s, o, {
          url: '/edge/client/v1/sessions',
          connections: LOGIN_CONCURRENCY,
          requests: [{
            method: 'POST',
            setupRequest: (req) => {
              const { token, serviceId } = pairs[next++ % pairs.length];
              return { ...req, headers: { ...req.headers, 'zt-session': token, 'content-type': 'application/json' }, body: JSON.stringify({ serviceId, type: 'Dial' }) };
            },
          }],
        });
        if (figure.requests > pairs.length) console.warn(`[${s.label}] ${pairs.length} fresh pairs for ${figure.requests} session requests: some repeated one`);
        return figure;
      },
    },
    {
      name: `password login, ${LOGIN_CONCURRENCY} connections`, unit: 'req/s', kind: 'load',
      run: (s, seconds) => {
        let n = 0;
        return load(s, o, {
          url: '/edge/client/v1/authenticate?method=password',
          connections: LOGIN_CONCURRENCY,
          ...(seconds ? { duration: seconds } : {}),
          requests: [{
            method: 'POST',
            setupRequest: (req) => ({
              ...req, headers: { ...req.headers, 'content-type': 'application/json' },
              body: JSON.stringify({ username: `sbs-user-${userRun(s)}-${n++ % o.users}`, password: BENCH_PASSWORD }),
            }),
          }],
        });
      },
    },
    sequentialRow(o, 'create an identity, sequential', async (s) => listOf(created, s).push((await mgmt(s, 'POST', '/identities', { name: `sbs-w-${tag()}`, type: 'Default', isAdmin: false, roleAttributes: ['sbs-w'] })).data.id)),
    sequentialRow(o, 'PATCH an identity (attributes), sequential', (s, i) => mgmt(s, 'PATCH', `/identities/${listOf(created, s)[i % listOf(created, s).length]}`, { roleAttributes: [`sbs-w-${tag()}`] }), { needs: 'create an identity, sequential' }),
    sequentialRow(o, 'DELETE an identity, sequential', (s, i) => mgmt(s, 'DELETE', `/identities/${listOf(created, s)[i]}`), { needs: 'create an identity, sequential', available: (s) => listOf(created, s).length }),
    sequentialRow(o, 'create a service, sequential', async (s) => listOf(createdServices, s).push((await mgmt(s, 'POST', '/services', { name: `sbs-w-${tag()}`, encryptionRequired: true, roleAttributes: ['sbs-w'] })).data.id)),
    sequentialRow(o, 'PATCH a service (attributes), sequential', (s, i) => mgmt(s, 'PATCH', `/services/${listOf(createdServices, s)[i % listOf(createdServices, s).length]}`, { roleAttributes: [`sbs-w-${tag()}`] }), { needs: 'create a service, sequential' }),
    sequentialRow(o, 'DELETE a service, sequential', (s, i) => mgmt(s, 'DELETE', `/services/${listOf(createdServices, s)[i]}`), { needs: 'create a service, sequential', available: (s) => listOf(createdServices, s).length }),
    sequentialRow(o, 'create a config (intercept.v1), sequential', (s) => mgmt(s, 'POST', '/configs', {
      name: `sbs-w-${tag()}`, configTypeId: s.configTypeId, data: { protocols: ['tcp'], addresses: ['sbs.example'], portRanges: [{ low: 80, high: 80 }] },
    })),
    sequentialRow(o, 'create a service policy, sequential', (s) => mgmt(s, 'POST', '/service-policies', { name: `sbs-w-${tag()}`, type: 'Bind', semantic: 'AnyOf', identityRoles: ['#sbs-w-none'], serviceRoles: ['#sbs-w-none'] })),
    sequentialRow(o, 'create a terminator, sequential', (s, i) => mgmt(s, 'POST', '/terminators', {
      service: s.terminatorServiceIds[i % s.terminatorServiceIds.length], router: s.routerId, binding: 'transport', address: `tcp:sbs-w-${tag()}:80`,
    })),
    ...(o.terminators > 0
      ? [{
          name: `${o.terminators} terminator creates, sequential`, unit: 's' as const, kind: 'once' as const,
          run: (s: Side) => withCpu(s, async () => {
            const started = performance.now();
            let errors = 0;
            for (let i = 0; i < o.terminators; i++) {
              await mgmt(s, 'POST', '/terminators', { service: s.terminatorServiceIds[i % s.terminatorServiceIds.length], router: s.routerId, binding: 'transport', address: `tcp:sbs-t-${i}:80` })
                .catch(() => errors++);
            }
            return { value: Number(((performance.now() - started) / 1000).toFixed(2)), requests: o.terminators, errors };
          }),
        }]
      : []),
    {
      name: `a policy PATCH moving ${o.identities} identities in (median of 3)`, unit: 'ms', kind: 'once',
      run: (s) => movePolicy(s, [`#sbs-grp-${s.run}`], ['#sbs-nobody']),
    },
    {
      name: `the same PATCH moving them out (median of 3)`, unit: 'ms', kind: 'once',
      run: (s) => movePolicy(s, ['#sbs-nobody'], [`#sbs-grp-${s.run}`]),
    },
    ...controlPlaneRows(o, routers),
  ];
}

/** A side's REST APIs as the control-plane bench (bench/circuits.ts) uses them. */
function controllerApi(side: Side): ControllerApi {
  return {
    manage: (method, p, body) => side.seedCall(method, p, body),
    // '' sends no session header (undefined would send the admin's).
    client: (method, p, body, token) => side.call(method, `/edge/client/v1${p}`, body, token ?? ''),
    login: (username, password) => side.login(username, password),
    cpuSeconds: () => side.cpuSeconds(),
  };
}

/**
 * The simulated edge routers of the control-plane rows: enrolled on a side through its Edge API
 * and connected to its control channel when a row first needs them, with the identities,
 * services, policies and sessions they dial and host with (bench/circuits.ts); closed at the end.
 */
class SimulatedRouters {
  private readonly benches = new Map<Side, Promise<ControlPlaneBench>>();

  constructor(private readonly count: number) {}

  on(side: Side): Promise<ControlPlaneBench> {
    let bench = this.benches.get(side);
    if (!bench) {
      bench = this.setUp(side);
      this.benches.set(side, bench);
    }
    return bench;
  }

  private async setUp(side: Side): Promise<ControlPlaneBench> {
    const ctrl = side.spec.ctrl;
    if (!ctrl) throw new Error(`${side.label}: no control channel address`);
    const api = controllerApi(side);
    const { ca, routers } = await enrollRouters(api, this.count, `sbs-peer-${side.run}`);
    const peers = await connectPeers({ host: ctrl.host, port: ctrl.port, ca }, routers);
    try {
      const bench = await ControlPlaneBench.setUp(api, peers);
      console.log(`[${side.label}] ${peers.length} simulated edge routers connected to ${ctrl.host}:${ctrl.port}`);
      return bench;
    } catch (err) {
      for (const p of peers) p.close();
      throw err;
    }
  }

  async close(): Promise<void> {
    for (const bench of this.benches.values()) {
      const settled = await bench.catch(() => undefined);
      for (const p of settled?.peers ?? []) p.close();
    }
  }
}

/**
 * Terminator creates and circuit setup through the control channel, with `--ctrl-routers`
 * simulated edge routers on each side and CTRL_CONCURRENCY requests in flight: per second, p50,
 * and the controller's CPU over the timed requests only (what each run leaves, terminators
 * removed and circuits ended, is not timed). Warmed up with `--ctrl-warmup` of the same kind.
 */
function controlPlaneRows(o: SideBySideOptions, routers: SimulatedRouters): Workload[] {
  const figure = (r: RateRun): Figure => ({ value: r.perSec, requests: r.count, errors: r.errors, cpuPer1000: r.cpuMs, p50Ms: r.p50Ms });
  const warmUntil = () => performance.now() + o.warmupSeconds * 1000;
  const row = (name: string, count: number, op: (b: ControlPlaneBench, count: number, until?: number) => Promise<RateRun>): Workload[] => (count > 0
    ? [{
        name: `${name}, ${o.ctrlRouters} edge routers, ${CTRL_CONCURRENCY} in flight`, unit: 'req/s', kind: 'once', controlPlane: true,
        warm: async (s) => {
          const bench = await routers.on(s);
          if (o.ctrlWarmup > 0) await op(bench, o.ctrlWarmup, warmUntil());
        },
        run: async (s) => figure(await op(await routers.on(s), count)),
      }]
    : []);
  return [
    ...row('terminator creates through the control channel (CreateTerminatorV2)', o.ctrlTerminators, (b, n, until) => b.terminatorCreates(n, CTRL_CONCURRENCY, until)),
    ...row('circuit setup through the control channel (CreateCircuitV2, Route and RouteResult)', o.circuits, (b, n, until) => b.circuits(n, CTRL_CONCURRENCY, until)),
  ];
}

/**
 * Moves the policy's identity roles to `to` three times (back to `from` in between, not timed):
 * the median time until committed. A PATCH refused for taking too long (OpenZiti answers 503
 * TIMEOUT and may still apply it) counts as an error, and its time runs until the policy shows the
 * roles (at most two minutes).
 */
async function movePolicy(side: Side, to: string[], from: string[]): Promise<Figure> {
  const policyPath = `/edge/management/v1/service-policies/${side.movePolicyId}`;
  let errors = 0;
  const patch = async (roles: string[]) => {
    try {
      await side.call('PATCH', policyPath, { identityRoles: roles });
    } catch (err) {
      if (!(err instanceof HttpError) || err.status < 500) throw err;
      if (errors++ === 0) console.warn(String(err));
      const until = performance.now() + 120_000;
      while (performance.now() < until) {
        const now = (await side.call('GET', policyPath)).data.identityRoles as string[];
        if (now.length === roles.length && now.every((r, i) => r === roles[i])) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`${side.label}: the policy never showed ${roles.join(', ')}`);
    }
  };
  const samples: number[] = [];
  return withCpu(side, async () => {
    for (let i = 0; i < 3; i++) {
      await patch(from);
      const started = performance.now();
      await patch(to);
      samples.push(performance.now() - started);
    }
    // The last move left the roles at `to`; the "out" workload starts from there.
    return { value: Math.round(median(samples)), requests: 6, errors };
  });
}

interface Row {
  workload: string;
  unit: Workload['unit'];
  other: Figure;
  here: Figure;
  /** Above 1: this controller is ahead (for times: the other's time ÷ this one's). */
  ratio: number;
  rounds?: { other: number[]; here: number[] };
}

async function waitForHttps(side: Side): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      await side.call('GET', '/edge/client/v1/version', undefined, undefined);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`${side.spec.base} did not come up`);
}

export async function sideBySide(o: SideBySideOptions): Promise<void> {
  const routers = new SimulatedRouters(o.ctrlRouters);
  const all = selectedWorkloads(o, routers);
  const cleanups: (() => Promise<void>)[] = [];
  let controller: ChildProcess | undefined;
  try {
    let hereSpec = o.here;
    if (!hereSpec) {
      const bench = await createStore(o.store);
      cleanups.push(() => bench.cleanup());
      const port = 18_300 + Math.floor(Math.random() * 200);
      const ctrlPort = await freePort();
      controller = startController(bench.dbEnv, port, {
        TLS: 'true', WORKERS: o.workers ?? '', ACCESS_LOG: 'on',
        // A control port of its own for the simulated routers; their handshakes are not what is measured.
        CTRL_PORT: String(ctrlPort), CTRL_ADVERTISED_ADDRESS: `tls:127.0.0.1:${ctrlPort}`, CTRL_HANDSHAKES_PER_MINUTE: '1000000',
      });
      hereSpec = { label: 'here', base: `https://127.0.0.1:${port}`, username: 'admin', password: BENCH_PASSWORD, pid: controller.pid, ctrl: { host: '127.0.0.1', port: ctrlPort } };
    }
    const here = new Side(hereSpec);
    const other = new Side(o.against);
    cleanups.push(() => here.close(), () => other.close(), () => routers.close());
    await waitForHttps(here);
    await waitForHttps(other);
    if (!other.spec.label) other.spec.label = 'other';
    await Promise.all([seedSide(here, o), seedSide(other, o)]);
    if (other.spec.label === 'other') other.spec.label = `other ${other.version}`;

    await settle([here, other], o.quietWindowMs);
    const rows: Row[] = [];
    const loads = all.filter((w) => w.kind === 'load');
    const runs = new Map<string, { other: Figure[]; here: Figure[] }>(loads.map((w) => [w.name, { other: [], here: [] }]));
    // Untimed rounds first: the figures are those of servers that have served such requests
    // before (V8 compiles a path only after it ran for a while), not of their first ones.
    for (let round = 1; round <= o.loadWarmup && loads.length > 0; round++) {
      for (const w of loads) for (const side of [here, other]) await w.run(side);
      console.log(`warm-up round ${round}/${o.loadWarmup} of the loads done`);
    }
    // This controller's login against its own bare hash rate at the same parameters and
    // concurrency, in each round: short slices of each, alternating (perHashSlices).
    const hashRounds: HashSlices[] = [];
    for (let round = 1; round <= o.rounds && loads.length > 0; round++) {
      for (const w of loads) {
        // Alternate who goes first, so neither always runs on a machine the other just warmed or heated.
        const order = (round + loads.indexOf(w)) % 2 ? [other, here] : [here, other];
        for (const side of order) runs.get(w.name)![side === here ? 'here' : 'other'].push(await w.run(side));
        if (isLogin(w)) {
          await settle([here, other], o.quietWindowMs);
          hashRounds.push(await perHashSlices((seconds) => w.run(here, seconds), Math.min(HASH_SLICE_SECONDS, o.duration)));
        }
      }
      console.log(`round ${round}/${o.rounds}: ${loads.map((w) => `${runs.get(w.name)!.here.at(-1)!.value}/${runs.get(w.name)!.other.at(-1)!.value}`).join(', ')} (here/other req/s)`);
    }
    for (const w of loads) {
      const r = runs.get(w.name)!;
      const [h, t] = [medianFigure(r.here), medianFigure(r.other)];
      rows.push({ workload: w.name, unit: w.unit, here: h, other: t, ratio: ratio(w.unit, h.value, t.value), rounds: { here: r.here.map((f) => f.value), other: r.other.map((f) => f.value) } });
    }
    const loginWorkload = loads.find(isLogin);
    const perHash = loginWorkload ? loginPerHash(hashRounds) : undefined;
    const once = all.filter((x) => x.kind === 'once');
    for (const w of once) {
      // Each side starts on a quiet machine (the other's background work, a database's
      // autovacuum after the loads, would be timed as this side's), who goes first alternating.
      const sides = once.indexOf(w) % 2 ? [other, here] : [here, other];
      const figures = new Map<Side, Figure[]>(sides.map((side) => [side, []]));
      if (w.rounds) {
        // Both warm up, then the timed rounds alternate who goes first, as the loads do: one run
        // of a few hundred writes moves by ±20 % with this machine's moments, a median of rounds less.
        for (const side of sides) await w.warm?.(side);
        for (let round = 0; round < Math.max(1, o.rounds); round++) {
          for (const side of round % 2 ? [...sides].reverse() : sides) {
            await settle([here, other], o.quietWindowMs);
            figures.get(side)!.push(await w.run(side));
          }
        }
      } else {
        for (const side of sides) {
          await w.warm?.(side);
          await settle([here, other], o.quietWindowMs);
          figures.get(side)!.push(await w.run(side));
        }
      }
      const [hs, ts] = [figures.get(here)!, figures.get(other)!];
      const [h, t] = [medianFigure(hs), medianFigure(ts)];
      rows.push({
        workload: w.name, unit: w.unit, here: h, other: t, ratio: ratio(w.unit, h.value, t.value),
        ...(hs.length > 1 ? { rounds: { here: hs.map((f) => f.value), other: ts.map((f) => f.value) } } : {}),
      });
      console.log(`${w.name}: here ${hs.map((f) => f.value).join(' / ')} ${w.unit}, ${other.label} ${ts.map((f) => f.value).join(' / ')} ${w.unit}`);
    }
    const login = rows.find((r) => r.workload.startsWith('password login'));
    const machine = await benchMachine();
    report(rows, here, other, perHash, login, machine);
    fs.writeFileSync(o.out, `${JSON.stringify({
      date: new Date().toISOString(), machine, here: { store: o.here ? 'given' : o.store, workers: o.workers ?? 'default', version: here.version },
      other: { label: other.label, version: other.version, base: other.spec.base }, options: { ...o, against: undefined, here: undefined, out: undefined },
      ...(login && perHash ? { argon2VerificationsPerSec: perHash.argon2, argon2Rounds: perHash.argon2Rounds, perHashSlices: perHash.slices, loginPerHash: perHash.value, loginPerHashRounds: perHash.rounds } : {}), rows,
    }, null, 2)}\n`);
    console.log(`written to ${o.out}`);
  } finally {
    if (controller) await stopProcess(controller);
    for (const cleanup of cleanups.reverse()) await cleanup().catch((err) => console.error(err));
  }
}

/**
 * The workloads --workloads names (all without it), with those whose products they change, in
 * their order; the control-plane rows only when both sides' control channel is known.
 */
function selectedWorkloads(o: SideBySideOptions, routers: SimulatedRouters): Workload[] {
  const every = workloads(o, routers);
  const wanted = o.workloads?.map((w) => w.toLowerCase());
  const named = wanted ? every.filter((w) => wanted.some((x) => w.name.toLowerCase().includes(x))) : every;
  const missing = [...(o.against.ctrl ? [] : ['--against-ctrl']), ...(!o.here || o.here.ctrl ? [] : ['--here-ctrl'])];
  const skipped = missing.length ? named.filter((w) => w.controlPlane) : [];
  if (skipped.length) console.log(`skipped without ${missing.join(' and ')}: ${skipped.map((w) => w.name).join('; ')}`);
  const kept = named.filter((w) => !skipped.includes(w));
  if (!kept.length) throw new Error(`--workloads ${o.workloads?.join(',')} names none of the workloads${skipped.length ? ' that can run' : ''}`);
  const needed = new Set(kept.flatMap((w) => [w.name, ...(w.needs ? [w.needs] : [])]));
  return every.filter((w) => needed.has(w.name));
}

/** A side is quiet below this share of one core over a window (CPU time is counted in 10 ms ticks). */
const QUIET_SHARE = 0.05;
const SETTLE_MAX_MS = 90_000;

/**
 * Waits until every side whose process is known is quiet over a window (at most 90 s, then
 * says so and goes on): what a side does after a workload (a policy change worked off in the
 * background, a database vacuuming after the loads) would otherwise be charged to the next.
 */
async function settle(sides: Side[], windowMs: number): Promise<void> {
  if (windowMs <= 0) return;
  const started = Date.now();
  for (;;) {
    const before = sides.map((s) => s.cpuSeconds());
    await new Promise((r) => setTimeout(r, windowMs));
    const busy = sides.filter((s, i) => {
      const [b, a] = [before[i], s.cpuSeconds()];
      return b !== undefined && a !== undefined && a - b > (QUIET_SHARE * windowMs) / 1000;
    });
    if (busy.length === 0) return;
    if (Date.now() - started > SETTLE_MAX_MS) {
      console.warn(`still busy after ${SETTLE_MAX_MS / 1000} s: ${busy.map((s) => s.label).join(', ')}; going on`);
      return;
    }
  }
}

/** The figure of the median round (the lower middle of an even count). */
function medianFigure(fs: Figure[]): Figure {
  return [...fs].sort((a, b) => a.value - b.value)[Math.floor((fs.length - 1) / 2)];
}

function ratio(unit: Workload['unit'], here: number, other: number): number {
  if (!here || !other) return 0;
  return Number((unit === 'req/s' ? here / other : other / here).toFixed(2));
}

const isLogin = (w: Workload) => w.name.startsWith('password login');

/** One round of the per-hash figure: the rate of each slice, logins here and bare verifications. */
interface HashSlices {
  login: number[];
  bare: number[];
  /** libuv threads the bare verifications ran on (one per core: harness.ts argon2Rate). */
  bareThreads: number;
}

/** Pairs of slices per round, and a slice's length (at most `--duration`). */
const HASH_SLICES = 5;
const HASH_SLICE_SECONDS = 2;

/**
 * Logins here and bare argon2id verifications (bench/argon2-baseline.ts, a process of its own)
 * at the same concurrency, in alternating slices of a few seconds, who goes first alternating.
 * argon2id is bound by memory bandwidth, which this VM shares with its neighbours: the bare rate
 * moves by half within a minute (77 and 161/s a minute apart), so two rates timed one after the
 * other for 10 s each compare two machines; slices this short see the same one.
 */
async function perHashSlices(login: (seconds: number) => Promise<Figure>, seconds: number): Promise<HashSlices> {
  const slices: HashSlices = { login: [], bare: [], bareThreads: 0 };
  const bare = async () => {
    const rate = await argon2Rate(LOGIN_CONCURRENCY, seconds);
    slices.bare.push(rate.verificationsPerSec);
    slices.bareThreads = rate.threads;
  };
  for (let i = 0; i < HASH_SLICES; i++) {
    const pair = [async () => slices.login.push((await login(seconds)).value), bare];
    for (const slice of i % 2 ? pair.reverse() : pair) await slice();
  }
  return slices;
}

/** Login per hash: each round's mean login rate ÷ its mean bare rate, the median round kept. */
interface PerHash {
  value: number;
  rounds: number[];
  /** The mean bare rate of the median round, and of every round. */
  argon2: number;
  argon2Rounds: number[];
  slices: HashSlices[];
}

function loginPerHash(slices: HashSlices[]): PerHash | undefined {
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const argon2Rounds = slices.map((r) => Math.round(mean(r.bare)));
  const rounds = slices.map((r) => (mean(r.bare) ? Number((mean(r.login) / mean(r.bare)).toFixed(3)) : 0));
  if (!rounds.length || rounds.some((r) => !r)) return undefined;
  const order = rounds.map((r, i) => [r, i]).sort((a, b) => a[0] - b[0]);
  const [value, at] = order[Math.floor((order.length - 1) / 2)];
  return { value, rounds, argon2: argon2Rounds[at], argon2Rounds, slices };
}

function report(rows: Row[], here: Side, other: Side, perHash: PerHash | undefined, login: Row | undefined, machine: Record<string, string | number>): void {
  console.log(`\n== side by side: here (${here.version}) and ${other.label}, ${machine.cores} cores (${machine.cpu}), Node ${machine.node}`);
  const shown = (f: Figure, unit: string) => `${f.value} ${unit}${f.p50Ms === undefined ? '' : `, p50 ${f.p50Ms} ms`}${f.errors ? ` (${f.errors} errors)` : ''}`;
  console.table(rows.map((r) => ({
    workload: r.workload,
    [other.label]: shown(r.other, r.unit),
    here: shown(r.here, r.unit),
    'here ÷ other': r.ratio,
    [`CPU s/1000, ${other.label}`]: r.other.cpuPer1000 ?? 'n/a',
    'CPU s/1000, here': r.here.cpuPer1000 ?? 'n/a',
  })));
  if (login && perHash) {
    console.log(`login per hash, here: each round's logins/s ÷ bare argon2id verifications/s (${LOGIN_CONCURRENCY} concurrent), ${HASH_SLICES} alternating slices of each: ${perHash.rounds.join(' / ')}, median ${perHash.value} (${perHash.slices.map((r) => `logins ${r.login.join(' ')} | bare ${r.bare.join(' ')}`).join('; ')})`);
  }
  console.log('ratio: above 1 means this controller is ahead (req/s: here ÷ other; times: other ÷ here)');
}
