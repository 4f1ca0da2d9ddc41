import { after, before, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Agent, fetch as undiciFetch } from 'undici';
import { print, type ExecutionResult, type GraphQLFormattedError } from 'graphql';
import { startTestServer, type TestServer } from '../../support/server';
import { databaseUrlOf } from '../../support/db';
import { requireOk, type RestClient, type RestResponse } from '../../support/rest-client';
import { gql, type GqlResult } from '../../support/gql-client';
import { createWsClient } from '../../support/ws-client';
import { create, createCredentials, sleep, unique, type Credentials } from '../../support/fixtures';
import { LoginDocument } from '../../graphql/generated';

/**
 * The login limiter, end to end: one budget per client address for every way to authenticate
 * (password, cert and ext-jwt on every REST API, GraphQL over HTTP and WebSocket, and the
 * enrollments that take a secret), counted in the database so two instances share it; a
 * per-username budget of failed password logins; and equal response times for a wrong password
 * and an unknown username.
 *
 * Two instances on one database: on the external store, a database of the suite's server; on
 * the embedded store, instance B connects to A's embedded server through its socket. Most
 * clients here are on 127.0.0.1, so their attempts draw on one address budget; the tests of
 * known clients send from other loopback addresses (127.0.0.2, ...: the controller sees the
 * socket's address). The counters and known clients are emptied before each test, so each
 * starts with the whole budget and no client known.
 */

/** AUTH_RATE_LIMIT_PER_MINUTE of both instances. */
const PER_ADDRESS = 16;
/** AUTH_RATE_LIMIT_PER_USERNAME of both instances. */
const PER_USERNAME = 4;
/** AUTH_RATE_LIMIT_USERNAME_WINDOW_SECONDS: long enough for a test's failures to fall in one window, short enough to wait out. */
const USERNAME_WINDOW_SECONDS = 6;

const LIMITS = {
  AUTH_RATE_LIMIT_PER_MINUTE: String(PER_ADDRESS),
  AUTH_RATE_LIMIT_PER_USERNAME: String(PER_USERNAME),
  AUTH_RATE_LIMIT_USERNAME_WINDOW_SECONDS: String(USERNAME_WINDOW_SECONDS),
};

let a: TestServer;
let b: TestServer;
let user: Credentials;
let other: Credentials;


before(async () => {
  a = await startTestServer({ env: LIMITS });
  b = await startTestServer({ databaseUrl: databaseUrlOf(a.app.db.connection), env: { ...LIMITS, ADMIN_PASSWORD: a.adminPassword } });
  user = await createCredentials(a);
  other = await createCredentials(a);
});
after(async () => {
  await b?.close();
  await a?.close();
});

/** Empties the limiter's counters and known clients (both instances read the same tables). */
async function resetCounters(): Promise<void> {
  await a.app.db.orm.em.getConnection().execute('delete from "auth_rate_limits"; delete from "auth_known_clients"');
}
beforeEach(resetCounters);

// ---- attempts and their outcomes ----

type Outcome = 'ok' | 'refused' | 'limited';
interface Attempt {
  outcome: Outcome;
  /** Seconds until a retry may succeed: Retry-After (REST) or extensions.cause.data.retryAfterSeconds (GraphQL). */
  retryAfter?: number;
}

/** A REST answer as an outcome; anything but success, `refusedCode` or RATE_LIMITED fails the test. */
function restOutcome(status: number, body: any, headers: Headers, refusedCode: string): Attempt {
  const text = JSON.stringify(body);
  if (status === 200) return { outcome: 'ok' };
  if (status === 429) {
    assert.equal(body?.error?.code, 'RATE_LIMITED', text);
    assert.equal(typeof body.error.requestId, 'string', text);
    assert.equal(body.data, undefined, `a limited request returns no data: ${text}`);
    const retryAfter = headers.get('retry-after');
    assert.match(retryAfter ?? '', /^\d+$/, `Retry-After is whole seconds: ${retryAfter}`);
    return { outcome: 'limited', retryAfter: Number(retryAfter) };
  }
  assert.equal(body?.error?.code, refusedCode, `status ${status}: ${text}`);
  return { outcome: 'refused' };
}

const rest = (res: RestResponse, refusedCode = 'INVALID_AUTH') => restOutcome(res.status, res.body, res.headers, refusedCode);

/** A password login on a REST API (client, management) of an instance. */
async function restLogin(server: TestServer, api: 'client' | 'management', username: string, password: string): Promise<Attempt> {
  return rest(await server.anon(api).post('/authenticate?method=password', { username, password }));
}

const fromAddress = new Map<string, Agent>();
after(() => Promise.all([...fromAddress.values()].map((agent) => agent.close())));

/** A password login on the client API of an instance, sent from a loopback address of this host (127.0.0.2, ...). */
async function loginFrom(address: string, server: TestServer, username: string, password: string): Promise<Attempt> {
  let dispatcher = fromAddress.get(address);
  if (!dispatcher) fromAddress.set(address, (dispatcher = new Agent({ localAddress: address })));
  const res = await undiciFetch(`${server.url}/edge/client/v1/authenticate?method=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ username, password }),
    dispatcher,
  });
  return restOutcome(res.status, await res.json(), res.headers as unknown as Headers, 'INVALID_AUTH');
}

/** A password login on the legacy alias of the client API, `/edge/v1` (outside the test client's two base paths). */
async function legacyLogin(server: TestServer, username: string, password: string): Promise<Attempt> {
  const res = await fetch(`${server.url}/edge/v1/authenticate?method=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return restOutcome(res.status, await res.json(), res.headers, 'INVALID_AUTH');
}

/** A GraphQL result as an outcome: INVALID_AUTH refused, RATE_LIMITED limited (with no data). */
function gqlOutcome(result: { data?: unknown; errors?: readonly GraphQLFormattedError[] }): Attempt {
  const text = JSON.stringify(result);
  if (!result.errors?.length) return { outcome: 'ok' };
  const { code, cause } = result.errors[0].extensions as { code?: string; cause?: { data?: { retryAfterSeconds?: number } } };
  if (code === 'RATE_LIMITED') {
    assert.equal(result.data ?? null, null, `a limited login returns no data: ${text}`);
    const retryAfter = cause?.data?.retryAfterSeconds;
    assert.ok(Number.isInteger(retryAfter), `the retry delay is in extensions.cause: ${text}`);
    return { outcome: 'limited', retryAfter };
  }
  assert.equal(code, 'INVALID_AUTH', text);
  return { outcome: 'refused' };
}

async function graphqlLogin(server: TestServer, username: string, password: string): Promise<Attempt> {
  const result: GqlResult<unknown> = await gql(server.url, LoginDocument, { username, password });
  return gqlOutcome(result);
}

/** The `login` mutation over WebSocket (graphql-ws runs mutations too). */
async function wsLogin(server: TestServer, username: string, password: string): Promise<Attempt> {
  const client = createWsClient(server.url);
  try {
    const result = await new Promise<ExecutionResult>((resolve, reject) => {
      let last: ExecutionResult | undefined;
      client.subscribe(
        { query: print(LoginDocument), variables: { username, password } },
        { next: (r) => void (last = r as ExecutionResult), error: reject, complete: () => (last ? resolve(last) : reject(new Error('no result'))) },
      );
    });
    return gqlOutcome({ data: result.data, errors: result.errors?.map((e) => (typeof (e as { toJSON?: unknown }).toJSON === 'function' ? e.toJSON() : e)) });
  } finally {
    await client.dispose();
  }
}

const nobody = () => unique('nobody');

/** Runs attempts until one is limited (at most `max`); returns how many were not limited, and the limited one. */
async function untilLimited(max: number, attempt: (i: number) => Promise<Attempt>): Promise<{ allowed: number; limited?: Attempt }> {
  for (let i = 0; i < max; i++) {
    const result = await attempt(i);
    if (result.outcome === 'limited') return { allowed: i, limited: result };
    assert.equal(result.outcome, 'refused', `attempt ${i + 1} was refused, not let in`);
  }
  return { allowed: max };
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

interface PairedTimes {
  /** Median of `a` minus `b` within each pair. */
  gap: number;
  a: number[];
  b: number[];
  /** The gap's standard error, estimated from the spread of the pairs' differences. */
  standardError: number;
}

/**
 * Times two kinds of operation in pairs run back to back, alternating which goes first, so load
 * that comes and goes (other test files on a 2-core machine) falls on both alike. Pairs are
 * taken until the median gap is known to within a third of the tolerance (its standard error
 * from the median absolute deviation of the differences) or `maxPairs` are in: a quiet machine
 * decides after `minPairs`, a loaded one measures longer rather than judge noise.
 */
async function pairedTimes(
  a: () => Promise<number>,
  b: () => Promise<number>,
  tolerance: (a: number[], b: number[]) => number,
  { minPairs = 40, maxPairs = 240 } = {},
): Promise<PairedTimes> {
  const as: number[] = [];
  const bs: number[] = [];
  for (;;) {
    if (as.length % 2) {
      as.push(await a());
      bs.push(await b());
    } else {
      bs.push(await b());
      as.push(await a());
    }
    if (as.length < minPairs) continue;
    const diffs = as.map((ms, i) => ms - bs[i]);
    const gap = median(diffs);
    const mad = median(diffs.map((d) => Math.abs(d - gap)));
    // A normal spread's sigma is 1.4826 MADs; a median's standard error is 1.2533 sigma / sqrt(n).
    const standardError = (1.2533 * 1.4826 * mad) / Math.sqrt(diffs.length);
    if (standardError <= tolerance(as, bs) / 3 || as.length >= maxPairs) return { gap, a: as, b: bs, standardError };
  }
}

// ---- the tests ----

describe('one login limit per client address', () => {
  test('GraphQL login is limited after exactly as many attempts as REST login, with RATE_LIMITED and a retry delay', async () => {
    const viaRest = await untilLimited(PER_ADDRESS + 5, () => restLogin(a, 'client', nobody(), 'wrong-password'));
    await resetCounters();
    const viaGraphql = await untilLimited(PER_ADDRESS + 5, () => graphqlLogin(a, nobody(), 'wrong-password'));
    assert.equal(viaRest.allowed, PER_ADDRESS, 'REST: AUTH_RATE_LIMIT_PER_MINUTE attempts, then 429');
    assert.equal(viaGraphql.allowed, PER_ADDRESS, 'GraphQL: the same number of attempts, then RATE_LIMITED');
    for (const limited of [viaRest.limited!, viaGraphql.limited!]) {
      assert.ok(limited.retryAfter! >= 1 && limited.retryAfter! <= 60, `the retry delay is within the minute: ${limited.retryAfter}`);
    }
  });

  test('one budget for every REST API, GraphQL, every login method and both instances', async () => {
    const surfaces: [string, () => Promise<Attempt>][] = [
      ['A client API password', () => restLogin(a, 'client', nobody(), 'wrong-password')],
      ['A management API password', () => restLogin(a, 'management', nobody(), 'wrong-password')],
      ['A legacy /edge/v1 password', () => legacyLogin(a, nobody(), 'wrong-password')],
      ['A GraphQL login', () => graphqlLogin(a, nobody(), 'wrong-password')],
      ['A client API cert (no certificate)', async () => rest(await a.anon('client').post('/authenticate?method=cert', {}))],
      ['A management API ext-jwt', async () => rest(await a.anon('management').post('/authenticate?method=ext-jwt', {}))],
      ['B client API password', () => restLogin(b, 'client', nobody(), 'wrong-password')],
      ['B GraphQL login', () => graphqlLogin(b, nobody(), 'wrong-password')],
    ];
    assert.equal(PER_ADDRESS % surfaces.length, 0);
    // The budget spread over all of them: each sees only a fraction of it, and all is let through.
    for (let round = 0; round < PER_ADDRESS / surfaces.length; round++) {
      for (const [name, attempt] of surfaces) assert.equal((await attempt()).outcome, 'refused', `${name}, round ${round + 1}`);
    }
    // Now every one of them is over the shared limit.
    for (const [name, attempt] of surfaces) {
      const result = await attempt();
      assert.equal(result.outcome, 'limited', `${name} is limited once the shared budget is spent`);
      assert.ok(result.retryAfter! >= 1 && result.retryAfter! <= 60, `${name}: retry delay ${result.retryAfter}`);
    }
    // A correct password too, on either instance: the address is limited, not the credentials.
    assert.equal((await restLogin(b, 'management', user.username, user.password)).outcome, 'limited');
    assert.equal((await graphqlLogin(a, user.username, user.password)).outcome, 'limited');
  });

  test('GraphQL login over WebSocket is limited too', async () => {
    const overWs = await untilLimited(PER_ADDRESS + 5, () => wsLogin(a, nobody(), 'wrong-password'));
    assert.equal(overWs.allowed, PER_ADDRESS);
    assert.ok(overWs.limited!.retryAfter! >= 1 && overWs.limited!.retryAfter! <= 60);
  });

  test('successful logins count against the address too', async () => {
    for (let i = 0; i < PER_ADDRESS; i++) assert.equal((await restLogin(a, i % 2 ? 'client' : 'management', other.username, other.password)).outcome, 'ok', `login ${i + 1}`);
    assert.equal((await graphqlLogin(b, other.username, other.password)).outcome, 'limited');
  });
});

describe('failed password logins per username', () => {
  test('after PER_USERNAME failures from anywhere, even the right password is refused; other usernames still log in', async () => {
    const failures: (() => Promise<Attempt>)[] = [
      () => restLogin(a, 'client', user.username, 'wrong-password'),
      () => restLogin(b, 'management', user.username, 'wrong-password'),
      () => graphqlLogin(a, user.username, 'wrong-password'),
      () => wsLogin(b, user.username, 'wrong-password'),
    ];
    assert.equal(failures.length, PER_USERNAME);
    for (const [i, attempt] of failures.entries()) assert.equal((await attempt()).outcome, 'refused', `failure ${i + 1}`);
    const limited = await restLogin(a, 'client', user.username, user.password);
    assert.equal(limited.outcome, 'limited', 'the right password is refused while the username is limited');
    assert.ok(limited.retryAfter! >= 1 && limited.retryAfter! <= USERNAME_WINDOW_SECONDS, `Retry-After ${limited.retryAfter} is within the username window`);
    assert.equal((await graphqlLogin(b, user.username, user.password)).outcome, 'limited', 'on GraphQL and the other instance too');
    // The address has budget left (8 of 16 used): another username logs in from it.
    assert.equal((await restLogin(a, 'client', other.username, other.password)).outcome, 'ok');
    assert.equal((await graphqlLogin(b, other.username, other.password)).outcome, 'ok');
  });

  test('an unknown username is limited exactly like a known one (a 429 does not tell which exist)', async () => {
    const unknown = nobody();
    const forUnknown = await untilLimited(PER_USERNAME + 3, () => restLogin(a, 'client', unknown, 'wrong-password'));
    const forKnown = await untilLimited(PER_USERNAME + 3, () => restLogin(a, 'client', other.username, 'wrong-password'));
    assert.equal(forUnknown.allowed, PER_USERNAME);
    assert.equal(forKnown.allowed, PER_USERNAME);
  });

  test('only failures count: successful logins never use up the username budget', async () => {
    for (let i = 0; i < PER_USERNAME - 1; i++) assert.equal((await restLogin(a, 'client', user.username, 'wrong-password')).outcome, 'refused');
    // Successes from another address (which they make known to the username: see below).
    for (let i = 0; i < PER_USERNAME + 2; i++) assert.equal((await loginFrom('127.0.0.9', i % 2 ? a : b, user.username, user.password)).outcome, 'ok', `success ${i + 1}`);
    // The last failure the budget allows, then nothing.
    assert.equal((await restLogin(b, 'client', user.username, 'wrong-password')).outcome, 'refused');
    assert.equal((await restLogin(a, 'client', user.username, user.password)).outcome, 'limited');
  });

  test('Retry-After is when it ends: after that the right password works again', async () => {
    for (let i = 0; i < PER_USERNAME; i++) assert.equal((await graphqlLogin(a, other.username, 'wrong-password')).outcome, 'refused');
    const limited = await graphqlLogin(a, other.username, other.password);
    assert.equal(limited.outcome, 'limited');
    assert.ok(limited.retryAfter! >= 1 && limited.retryAfter! <= USERNAME_WINDOW_SECONDS, `retry after ${limited.retryAfter}`);
    const viaRest = await restLogin(b, 'client', other.username, other.password);
    assert.equal(viaRest.outcome, 'limited');
    assert.ok(Math.abs(viaRest.retryAfter! - limited.retryAfter!) <= 1, `REST and GraphQL name the same end: ${viaRest.retryAfter} / ${limited.retryAfter}`);
    await sleep(viaRest.retryAfter! * 1000 + 250);
    assert.equal((await restLogin(b, 'client', other.username, other.password)).outcome, 'ok');
    assert.equal((await graphqlLogin(a, other.username, other.password)).outcome, 'ok');
  });
});

describe('clients a username logged in from keep their own failure budget', () => {
  /** Addresses of this host: the owner's usual one, and strangers'. */
  const OWNER = '127.0.0.3';
  const STRANGER = '127.0.0.2';
  const OTHER_STRANGER = '127.0.0.4';

  for (const whose of ['a user', 'the default admin'] as const) {
    test(`strangers who lock ${whose}'s username out do not lock it out where it logged in before; guessing stays bounded`, async () => {
      const [username, password] = whose === 'a user' ? [other.username, other.password] : [a.adminUsername, a.adminPassword];
      assert.equal((await loginFrom(OWNER, a, username, password)).outcome, 'ok', 'the owner logs in once: its address is known from now on');

      // A stranger spends the username's budget: the right password is refused to strangers now, on both instances.
      for (let i = 0; i < PER_USERNAME; i++) assert.equal((await loginFrom(STRANGER, i % 2 ? a : b, username, `guess-${i}`)).outcome, 'refused');
      assert.equal((await loginFrom(STRANGER, a, username, password)).outcome, 'limited');
      assert.equal((await loginFrom(OTHER_STRANGER, b, username, password)).outcome, 'limited', 'strangers share one budget');
      assert.equal((await restLogin(a, 'client', username, password)).outcome, 'limited', 'an address that never logged in is a stranger');

      // The owner's address is not locked out, on either instance, however many more guesses strangers make.
      assert.equal((await loginFrom(OWNER, b, username, password)).outcome, 'ok');
      for (let i = 0; i < 3; i++) assert.equal((await loginFrom(OTHER_STRANGER, a, username, `guess-more-${i}`)).outcome, 'limited');
      assert.equal((await loginFrom(OWNER, a, username, password)).outcome, 'ok');

      // Guessing from the known address is bounded too: by a budget of its own.
      for (let i = 0; i < PER_USERNAME; i++) assert.equal((await loginFrom(OWNER, i % 2 ? a : b, username, `owner-typo-${i}`)).outcome, 'refused');
      const limited = await loginFrom(OWNER, a, username, password);
      assert.equal(limited.outcome, 'limited', 'the known address has spent its own budget');
      assert.ok(limited.retryAfter! >= 1 && limited.retryAfter! <= USERNAME_WINDOW_SECONDS, `Retry-After ${limited.retryAfter}`);
      assert.equal((await loginFrom(STRANGER, b, username, password)).outcome, 'limited');
      // Another username is untouched by all of it.
      assert.equal((await loginFrom(STRANGER, a, user.username, user.password)).outcome, 'ok');
    });
  }

  test('a known address is remembered in the database: it outlives the counters, and a failed login does not make it known', async () => {
    assert.equal((await loginFrom(STRANGER, a, user.username, 'wrong-password')).outcome, 'refused');
    assert.equal((await loginFrom(OWNER, b, user.username, user.password)).outcome, 'ok');
    const known = await a.app.db.orm.em.fork().execute<{ client_key: string }[]>('select "client_key" from "auth_known_clients" order by 1');
    assert.deepEqual(known.map((k) => k.client_key), [OWNER], 'only the address that logged in is known');
  });
});

describe('enrollments that take a secret', () => {
  test('bad one-time tokens on every enrollment endpoint and instance draw on the address budget; then even a valid token waits', async () => {
    const identityId = await create(a, 'identities', { name: unique('updb'), type: 'User', isAdmin: false, enrollment: { updb: unique('enrollee') } });
    const enrollment = requireOk(await a.mgmt.get(`/identities/${identityId}`)).enrollment.updb;
    const username: string = enrollment.username;
    const token: string = enrollment.token;
    const anon = (s: TestServer): RestClient => s.anon('client');
    const bad: [string, () => Promise<Attempt>][] = [
      ['ott', async () => rest(await anon(a).post('/enroll/ott', { token: randomUUID(), clientCsr: 'x' }), 'INVALID_ENROLLMENT_TOKEN')],
      ['updb', async () => rest(await anon(b).post(`/enroll/updb?token=${randomUUID()}`, { password: 'a-new-password' }), 'INVALID_ENROLLMENT_TOKEN')],
      ['erott', async () => rest(await anon(a).post('/enroll/erott', { token: randomUUID(), serverCsr: 'x', clientCsr: 'x' }), 'INVALID_ENROLLMENT_TOKEN')],
      ['ottca', async () => rest(await anon(b).post('/enroll/ottca', { token: randomUUID() }), 'INVALID_ENROLLMENT_TOKEN')],
    ];
    assert.equal(PER_ADDRESS % bad.length, 0);
    for (let round = 0; round < PER_ADDRESS / bad.length; round++) {
      for (const [name, attempt] of bad) assert.equal((await attempt()).outcome, 'refused', `${name}, round ${round + 1}`);
    }
    for (const [name, attempt] of bad) assert.equal((await attempt()).outcome, 'limited', `${name} once the budget is spent`);
    // Legacy /enroll?method=… is the same services.
    const legacy = await anon(a).post(`/enroll?method=updb&token=${randomUUID()}`, { password: 'a-new-password' });
    assert.equal(rest(legacy, 'INVALID_ENROLLMENT_TOKEN').outcome, 'limited');
    // Logins share the budget.
    assert.equal((await restLogin(b, 'client', user.username, user.password)).outcome, 'limited');
    // The valid token is refused before it is looked at, and not used up: it works once the window is over.
    const valid = rest(await anon(a).post(`/enroll/updb?token=${token}`, { password: 'a-new-password' }), 'INVALID_ENROLLMENT_TOKEN');
    assert.equal(valid.outcome, 'limited');
    assert.ok(valid.retryAfter! >= 1 && valid.retryAfter! <= 60);
    await resetCounters();
    requireOk(await anon(a).post(`/enroll/updb?token=${token}`, { password: 'a-new-password' }));
    assert.equal((await restLogin(b, 'client', username, 'a-new-password')).outcome, 'ok');
  });
});

describe('response time does not tell which usernames exist', () => {
  test('median times of a wrong password and of an unknown username are within a fraction of the password check', async (t) => {
    // Each login is timed from a clean limiter table, so both kinds do the same limiter writes.
    const time = async (username: string): Promise<number> => {
      await resetCounters();
      const started = process.hrtime.bigint();
      const result = await restLogin(a, 'client', username, 'wrong-password');
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      assert.equal(result.outcome, 'refused');
      return ms;
    };
    // Warm-up: connections, JIT, the first argon2 runs.
    for (let i = 0; i < 3; i++) {
      await time(user.username);
      await time(nobody());
    }
    // A login that skipped the password check for unknown usernames would answer faster by the
    // whole argon2 verification: most of the wrong-password time (19 MiB, 2 passes: several ms
    // to tens of ms). A quarter of it (at least 2 ms) stays far below that gap and far above the
    // noise left after the median.
    const toleranceOf = (wrong: number[]) => Math.max(2, median(wrong) * 0.25);
    const { gap, a: wrongPassword, b: unknownUser, standardError } = await pairedTimes(() => time(user.username), () => time(nobody()), toleranceOf);
    const known = median(wrongPassword);
    const unknown = median(unknownUser);
    const tolerance = toleranceOf(wrongPassword);
    t.diagnostic(`median wrong password ${known.toFixed(2)} ms, unknown username ${unknown.toFixed(2)} ms, paired gap ${gap.toFixed(2)} ms (standard error ${standardError.toFixed(2)}, ${wrongPassword.length} pairs), tolerance ${tolerance.toFixed(2)} ms`);
    assert.ok(
      Math.abs(gap) <= tolerance,
      `wrong password vs unknown username: median paired gap ${gap.toFixed(2)} ms (medians ${known.toFixed(2)} / ${unknown.toFixed(2)} ms), more than ${tolerance.toFixed(2)} ms`,
    );
  });

  test('a disabled identity: the right password answers in the time of a wrong one', async (t) => {
    const disabled = await createCredentials(a);
    requireOk(await a.mgmt.post(`/identities/${disabled.id}/disable`, { durationMinutes: 0 }));
    const time = async (password: string): Promise<number> => {
      await resetCounters();
      const started = process.hrtime.bigint();
      const result = await restLogin(a, 'client', disabled.username, password);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      assert.equal(result.outcome, 'refused', 'a disabled identity is refused, whatever the password');
      return ms;
    };
    for (let i = 0; i < 3; i++) {
      await time(disabled.password);
      await time('wrong-password');
    }
    // Both make the same limiter write, read and argon2 check, then refuse. Going on for the
    // right password (giving the reservation back, loading the authenticator, refusing at the
    // session) cost ~3 ms more, a fifth of a login: the tolerance is a tenth of one, at least 1 ms.
    const toleranceOf = (_right: number[], wrong: number[]) => Math.max(1, median(wrong) * 0.1);
    const { gap, a: right, b: wrong, standardError } = await pairedTimes(() => time(disabled.password), () => time('wrong-password'), toleranceOf);
    const tolerance = toleranceOf(right, wrong);
    t.diagnostic(`median right ${median(right).toFixed(2)} ms, wrong ${median(wrong).toFixed(2)} ms, paired gap ${gap.toFixed(2)} ms (standard error ${standardError.toFixed(2)}, ${right.length} pairs), tolerance ${tolerance.toFixed(2)} ms`);
    assert.ok(Math.abs(gap) <= tolerance, `right vs wrong password of a disabled identity: median paired gap ${gap.toFixed(2)} ms, more than ${tolerance.toFixed(2)} ms`);
  });
});
