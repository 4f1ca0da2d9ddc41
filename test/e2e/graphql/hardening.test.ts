// Outside production Apollo puts stack traces into error responses and Express renders its HTML
// error page with one: the server must not, whatever NODE_ENV says. Set before the server starts.
process.env.NODE_ENV = 'development';
// Quiet as in the other tests (development would log at info).
process.env.LOG_LEVEL ??= 'silent';

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import WebSocket from 'ws';
import { getNamedType, getNullableType, isCompositeType, isInterfaceType, isListType, isObjectType, type GraphQLFormattedError } from 'graphql';
import { useTestServer } from '../../support/server';
import { requireError, requireOk } from '../../support/rest-client';
import { errorCode, gql, gqlRaw, graphqlUrl, requireData, type GqlResult } from '../../support/gql-client';
import { createWsClient, graphqlWsUrl, subscribeOn, type Subscription, type WsAuth } from '../../support/ws-client';
import {
  createEdgeRouter, createEdgeRouterPolicy, createIdentity, createService, createServiceEdgeRouterPolicy, createServicePolicy, createUser, sleep, type User,
} from '../../support/fixtures';
import {
  IdentityChangedDocument, LoginDocument, MyEdgeRoutersWithPoliciesDocument, MyServicesWithTerminatorsDocument, type IdentityChangedSubscription,
} from '../../graphql/generated';
import { buildGraphqlSchema } from '../../../src/resolvers/schema';
import { logger } from '../../../src/services/core/logger';

/**
 * The GraphQL endpoint under attack: operations that cost too much are refused before they run,
 * WebSocket clients can not open unbounded subscriptions or send unbounded messages, errors never
 * carry server details, a failing derived field leaves the rest of the result, and a session
 * without the right is told apart from no session.
 */

const server = useTestServer();
let user: User;
/** Every WebSocket client a test opened, closed in after() even when the test failed. */
const clients: Array<{ dispose(): Promise<void> | void }> = [];
server.defer(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
});
server.setup(async () => {
  user = await createUser(server);
});

/** A POST to /graphql with a body as it is; the answer as text, status and content type. */
async function postRaw(body: string, headers: Record<string, string> = { 'content-type': 'application/json' }, token?: string) {
  const res = await fetch(graphqlUrl(server.url), { method: 'POST', headers: { ...headers, ...(token ? { 'zt-session': token } : {}) }, body });
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text: await res.text() };
}

/** An operation, timed. */
async function timed<R>(query: string, token?: string, variables?: Record<string, unknown>): Promise<GqlResult<R> & { ms: number }> {
  const started = performance.now();
  const res = await gqlRaw<R>(server.url, query, variables, token);
  return { ...res, ms: performance.now() - started };
}

/** What a response must never hold: stack frames, source paths, node_modules. */
function assertNoServerDetails(text: string): void {
  assert.doesNotMatch(text, /\bat (?:[\w$.<>[\]]+ )?\(?(?:file:\/\/)?\/\S+:\d+/, `a stack frame in ${text}`);
  for (const leak of ['"stacktrace"', '/src/', '.ts:', '.js:', 'node_modules', '/work/']) {
    assert.ok(!text.includes(leak), `"${leak}" in ${text}`);
  }
}

function requireCode(res: { errors?: readonly GraphQLFormattedError[] }, code: string): GraphQLFormattedError {
  assert.equal(errorCode(res), code, JSON.stringify(res.errors));
  return res.errors![0];
}

/** A refusal before execution: 400, no data at all, the code, in well under a second. */
function requireRefusedBeforeRun(res: GqlResult<unknown> & { ms: number }, code: string, message: RegExp): void {
  const error = requireCode(res, code);
  assert.equal(res.status, 400);
  assert.equal(res.data, undefined, 'nothing ran: the answer has no data');
  assert.match(error.message, message);
  assert.ok(res.ms < 1_000, `refused after ${Math.round(res.ms)} ms`);
}

/** A logged-in admin of its own, so that per-identity counts are the test's alone. */
async function newAdminToken(): Promise<string> {
  const admin2 = await createUser(server, { isAdmin: true });
  return requireData(await gql(server.url, LoginDocument, { username: admin2.username, password: admin2.password })).login.token;
}

// ---------------------------------------------------------------------------

describe('cost limits over HTTP', () => {
  before(async () => {
    for (let i = 0; i < 30; i += 1) await createEdgeRouter(server, { roleAttributes: ['hardening'] });
    for (let i = 0; i < 3; i += 1) {
      // No identity is selected: the partial-result tests' identities see only their own routers.
      await createEdgeRouterPolicy(server, ['#nobody'], ['#hardening']);
      await createServiceEdgeRouterPolicy(server, ['#all'], ['#hardening']);
    }
  });

  test('lists nested in lists at large page sizes are refused before they run, without memory growth', async () => {
    // The shape that ran the process out of memory: every level fans out over the same 30 routers.
    const small = requireData(
      await gqlRaw<any>(server.url, `{ edgeRouters(filter: "anyOf(roleAttributes) = \\"hardening\\"", limit: 30) { items { id edgeRouterPolicies(limit: 5) { edgeRouters(limit: 5) { id } } } } }`, {}, server.admin),
    );
    assert.equal(small.edgeRouters.items.length, 30, 'the lists are not empty');
    assert.ok(small.edgeRouters.items.every((r: any) => r.edgeRouterPolicies.length >= 3 && r.edgeRouterPolicies[0].edgeRouters.length === 5), 'nested lists hold data');

    const nested = `{ edgeRouters(limit: -1) { items { id name
      edgeRouterPolicies(limit: 500) { id edgeRouters(limit: 500) { id edgeRouterPolicies(limit: 500) { id identities(limit: 500) { id name } } } }
      serviceEdgeRouterPolicies(limit: 500) { id services(limit: 500) { id name } } } } }`;
    const rssBefore = process.memoryUsage().rss;
    const res = await timed(nested, server.admin);
    const grown = process.memoryUsage().rss - rssBefore;
    requireRefusedBeforeRun(res, 'QUERY_TOO_COMPLEX', /^The operation costs \d+, more than the limit of 100000 /);
    assert.ok(grown < 32 * 1024 * 1024, `RSS grew by ${Math.round(grown / 1024 / 1024)} MB`);
  });

  test('a list costs its page size: -1 and "limit none" are priced as 500, nested lists multiply', async () => {
    // edgeRouters(limit: L) { items { identities(limit: 200) { id } } } costs 1 + L * (1 + (1 + 200 * 1)).
    const query = (args: string) => `{ edgeRouters(${args}) { items { identities(limit: 200) { id } } } }`;
    requireData(await gqlRaw(server.url, query('limit: 100'), {}, server.admin));
    requireRefusedBeforeRun(await timed(query('limit: -1'), server.admin), 'QUERY_TOO_COMPLEX', /^The operation costs 101001, more than the limit of 100000 /);
    requireRefusedBeforeRun(await timed(query('limit: 10, filter: "limit none"'), server.admin), 'QUERY_TOO_COMPLEX', /^The operation costs 101001, /);
    // The filter's own limit clause wins over the argument, as in the list itself.
    requireData(await gqlRaw(server.url, query('limit: -1, filter: "limit 100"'), {}, server.admin));
    // Variables count as literals do.
    const withVariable = 'query($l: Int) { edgeRouters(limit: $l) { items { identities(limit: 200) { id } } } }';
    requireData(await gqlRaw(server.url, withVariable, { l: 400 }, server.admin));
    requireRefusedBeforeRun(await timed(withVariable, server.admin, { l: 500 }), 'QUERY_TOO_COMPLEX', /^The operation costs 101001, /);
  });

  test('callers without a session have a small budget', async () => {
    const big = '{ identities(limit: 500) { items { id name } } }';
    requireRefusedBeforeRun(await timed(big), 'QUERY_TOO_COMPLEX', /^The operation costs 1501, more than the limit of 1000 for callers without a session/);
    assert.ok(Array.isArray(requireData(await gqlRaw<any>(server.url, big, {}, server.admin)).identities.items), 'within an admin\'s budget');
    // Within it, the resolver answers as ever.
    requireCode(await gqlRaw(server.url, '{ identities { items { id name } } }'), 'UNAUTHORIZED');
    requireData(await gql(server.url, LoginDocument, { username: user.username, password: user.password }));
  });

  test('the 20,000-alias __schema query (750 KB) is refused at once, with or without a session', async () => {
    const aliases = `{ ${Array.from({ length: 20_000 }, (_, i) => `a${i}: __schema { queryType { name } }`).join(' ')} }`;
    assert.ok(aliases.length > 700_000);
    for (const token of [undefined, server.admin]) {
      const rssBefore = process.memoryUsage().rss;
      const res = await timed(aliases, token);
      const grown = process.memoryUsage().rss - rssBefore;
      const error = requireCode(res, 'REQUEST_ENTITY_TOO_LARGE');
      assert.equal(res.status, 413);
      assert.match(error.message, /more than the limit of 131072/);
      assert.ok(res.ms < 1_000, `refused after ${Math.round(res.ms)} ms`);
      assert.ok(grown < 64 * 1024 * 1024, `RSS grew by ${Math.round(grown / 1024 / 1024)} MB`);
    }
  });

  test('aliases, depth, directives and tokens are limited', async () => {
    const aliased = `{ ${Array.from({ length: 21 }, (_, i) => `a${i}: __schema { queryType { name } }`).join(' ')} }`;
    requireRefusedBeforeRun(await timed(aliased, server.admin), 'QUERY_TOO_COMPLEX', /^Aliases limit of 20 exceeded, found 21\./);
    requireData(await gqlRaw(server.url, `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: summary`).join(' ')} }`, {}, server.admin));

    // Fields nested 10 deep pass; 11 do not.
    const nest = (levels: number) => `{ edgeRouters(limit: 1) { items { ${'edgeRouterPolicies(limit: 1) { edgeRouters(limit: 1) { '.repeat((levels - 3) / 2)}id${' } }'.repeat((levels - 3) / 2)} } } }`;
    requireData(await gqlRaw(server.url, nest(9), {}, server.admin));
    requireRefusedBeforeRun(await timed(nest(11), server.admin), 'QUERY_TOO_COMPLEX', /^Query depth limit of 10 exceeded, found 11\./);

    const directives = (n: number) => `{ ${'... @include(if: true) { summary } '.repeat(n)}}`;
    requireData(await gqlRaw(server.url, directives(20), {}, server.admin));
    requireRefusedBeforeRun(await timed(directives(21), server.admin), 'QUERY_TOO_COMPLEX', /^Directives limit of 20 exceeded, found 21\./);

    // Fragments spreading fragments twice over: 14 levels make 2^14 selections from 400 characters.
    const fragments = (n: number) => `{ ...F0 } ${Array.from({ length: n }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`).join(' ')} fragment F${n} on Query { __typename }`;
    requireData(await gqlRaw(server.url, fragments(3), {}, server.admin));
    requireRefusedBeforeRun(await timed(fragments(14), server.admin), 'QUERY_TOO_COMPLEX', /^The operation has more than 10000 fields to price/);

    // About 6,000 tokens in 24 KB: below the document size limit, over the token limit.
    const tokens = `{ identities(roleFilter: [${'"#a" '.repeat(6_000)}]) { items { id } } }`;
    assert.ok(tokens.length < 131_072);
    requireRefusedBeforeRun(await timed(tokens, server.admin), 'QUERY_TOO_COMPLEX', /^The document has more than 5000 tokens, the limit$/);
  });

  test('introspection needs a session', async () => {
    const introspection = '{ __schema { queryType { name } types { name fields { name } } } }';
    const anonymous = await timed(introspection);
    assert.equal(anonymous.status, 401);
    assert.match(requireCode(anonymous, 'UNAUTHORIZED').message, /^Introspection needs a session/);
    assert.equal(requireCode(await gqlRaw(server.url, '{ __type(name: "Query") { name } }'), 'UNAUTHORIZED').extensions?.httpStatus, 401);
    assert.equal(requireData(await gqlRaw<any>(server.url, introspection, {}, user.client.token!)).__schema.queryType.name, 'Query');
    assert.equal(requireData(await gqlRaw<any>(server.url, '{ __typename }')).__typename, 'Query', '__typename is no introspection');
  });

  test('field suggestions are not given (they would name the schema to anyone)', async () => {
    const res = await gqlRaw(server.url, '{ identitie { id } }');
    assert.equal(requireCode(res, 'GRAPHQL_VALIDATION_FAILED').message, 'Cannot query field "identitie" on type "Query".');
  });
});

// ---------------------------------------------------------------------------

describe('errors carry no stack traces or server paths', () => {
  test('an unhandled error is UNHANDLED with the table message only, logged with its request id', async () => {
    // No input makes a service fail unexpectedly, so one is made to (the server runs in this
    // process): an error whose message and stack name server files, as a driver's error would.
    const { summary } = server.app.services;
    const counts = summary.counts;
    summary.counts = async () => {
      throw new Error('relation "secret_table" does not exist at /work/main/src/services/summary.service.ts:12:3');
    };
    const logged: Array<{ requestId?: unknown; err?: unknown }> = [];
    const logError = logger.error;
    logger.error = ((entry: { requestId?: unknown; err?: unknown }) => logged.push(entry)) as unknown as typeof logger.error;
    let res: Awaited<ReturnType<typeof postRaw>>;
    try {
      res = await postRaw(JSON.stringify({ query: '{ summary }' }), undefined, server.admin);
    } finally {
      summary.counts = counts;
      logger.error = logError;
    }
    assertNoServerDetails(res.text);
    assert.ok(!res.text.includes('secret_table'), res.text);
    assert.deepEqual(JSON.parse(res.text).errors, [
      { message: 'An unhandled error occurred', locations: [{ line: 1, column: 3 }], path: ['summary'], extensions: { code: 'UNHANDLED', httpStatus: 500 } },
    ]);
    // The details go to the log, with the request id.
    assert.equal(logged.length, 1);
    assert.match(String(logged[0].requestId), /^[A-Za-z0-9_-]{9}$/);
    assert.match((logged[0].err as Error).message, /secret_table/);
  });

  test('over WebSocket, an unhandled error is UNHANDLED too', async () => {
    const { identities } = server.app.services;
    const watch = identities.watch;
    identities.watch = () => {
      throw new Error('listener failed at /work/main/src/services/core/events/stream.ts:40:7');
    };
    try {
      const [refusal] = await watchOn(openClient(server.admin)).failure();
      assertNoServerDetails(JSON.stringify(refusal));
      assert.deepEqual({ ...refusal, locations: undefined }, { message: 'An unhandled error occurred', locations: undefined, path: ['identityChanged'], extensions: { code: 'UNHANDLED', httpStatus: 500 } });
    } finally {
      identities.watch = watch;
    }
  });

  test('syntax and validation errors, refusals and anonymous calls to admin fields', async () => {
    const cases: Array<[string, string | undefined, string]> = [
      ['{ identities { items { id } ', server.admin, 'GRAPHQL_PARSE_FAILED'],
      ['{ identities { items { nope } } }', server.admin, 'GRAPHQL_VALIDATION_FAILED'],
      ['query($l: Int!) { identities(limit: $l) { items { id } } }', server.admin, 'BAD_USER_INPUT'],
      ['{ identities { items { id } } }', undefined, 'UNAUTHORIZED'],
      ['{ identities { items { id } } }', user.client.token!, 'FORBIDDEN'],
      ['mutation { createIdentity(input: { name: "", type: "User", isAdmin: false }) { id } }', server.admin, 'COULD_NOT_VALIDATE'],
      [`{ ${Array.from({ length: 21 }, (_, i) => `a${i}: __typename @skip(if: false)`).join(' ')} x: summary }`, server.admin, 'QUERY_TOO_COMPLEX'],
    ];
    for (const [query, token, code] of cases) {
      const res = await postRaw(JSON.stringify({ query, variables: {} }), undefined, token);
      assertNoServerDetails(res.text);
      assert.match(res.contentType, /^application\/(graphql-response\+)?json/);
      assert.equal(errorCode(JSON.parse(res.text)), code, res.text);
    }
  });

  test('a subscription over HTTP is 400 WEBSOCKET_REQUIRED, not an unhandled error', async () => {
    const logged: unknown[] = [];
    const logError = logger.error;
    logger.error = ((entry: unknown) => logged.push(entry)) as unknown as typeof logger.error;
    try {
      for (const token of [server.admin, undefined]) {
        const res = await postRaw(JSON.stringify({ query: 'subscription { identityChanged { eventId } }' }), undefined, token);
        assert.equal(res.status, 400, res.text);
        assert.equal(errorCode(JSON.parse(res.text)), 'WEBSOCKET_REQUIRED', res.text);
        assert.match(JSON.parse(res.text).errors[0].message, /WebSocket/);
        assertNoServerDetails(res.text);
      }
    } finally {
      logger.error = logError;
    }
    assert.deepEqual(logged, [], 'nothing is logged as an error');
  });

  test('malformed JSON is a 400 JSON answer, not an HTML page', async () => {
    for (const body of ['{"query": ', '{"query": "{ __typename }",}', 'not json']) {
      const res = await postRaw(body);
      assert.equal(res.status, 400);
      assert.match(res.contentType, /^application\/json/);
      assertNoServerDetails(res.text);
      assert.deepEqual(JSON.parse(res.text), { errors: [{ message: 'The request body could not be read as JSON', extensions: { code: 'BAD_REQUEST', httpStatus: 400 } }] });
    }
  });

  test('a body that is not JSON, or too large, is answered in JSON too', async () => {
    const plain = await postRaw('{ __typename }', { 'content-type': 'text/plain' });
    assert.equal(plain.status, 400);
    assert.match(plain.contentType, /^application\/json/);
    assert.equal(errorCode(JSON.parse(plain.text)), 'BAD_REQUEST');

    const large = await postRaw(JSON.stringify({ query: '{ __typename }', variables: { x: 'x'.repeat(1_100_000) } }));
    assert.equal(large.status, 413);
    assert.match(large.contentType, /^application\/json/);
    assert.equal(errorCode(JSON.parse(large.text)), 'REQUEST_ENTITY_TOO_LARGE');
    assertNoServerDetails(plain.text + large.text);
  });

  test('over WebSocket: refusals and validation errors', async () => {
    const client = createWsClient(server.url, server.admin);
    clients.push(client);
    for (const [query, code] of [
      ['subscription { identityChanged { nope } }', 'GRAPHQL_VALIDATION_FAILED'],
      ['subscription { identityChanged { eventId ', 'GRAPHQL_PARSE_FAILED'],
    ] as const) {
      const refused = await subscribeRaw(client, query);
      assert.equal(refused[0]?.extensions?.code, code, JSON.stringify(refused));
      assertNoServerDetails(JSON.stringify(refused));
    }
  });
});

/** Subscribes with a query string as it is on a client; resolves with the errors it is answered with. */
function subscribeRaw(client: ReturnType<typeof createWsClient>, query: string): Promise<readonly GraphQLFormattedError[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer to ${query}`)), 5_000);
    const stop = client.subscribe(
      { query },
      {
        next: (result) => {
          if (result.errors?.length) {
            clearTimeout(timer);
            stop();
            resolve(result.errors);
          }
        },
        error: (err) => {
          clearTimeout(timer);
          resolve(Array.isArray(err) ? (err as GraphQLFormattedError[]) : [{ message: String(err) }]);
        },
        complete: () => {
          clearTimeout(timer);
          reject(new Error(`${query} completed without errors`));
        },
      },
    );
  });
}

// ---------------------------------------------------------------------------

type Change = IdentityChangedSubscription;

/**
 * Waits until every subscription delivers a probe write's event (graphql-ws acknowledges no
 * single operation), then drops what they received. Fails at once if one was refused.
 */
async function untilAllLive(subs: Subscription<Change>[], timeoutMs = 20_000): Promise<void> {
  const probeId = await createIdentity(server);
  const deadline = Date.now() + timeoutMs;
  const live = new Set<Subscription<Change>>();
  for (let n = 0; live.size < subs.length; n += 1) {
    assert.ok(Date.now() < deadline, `${subs.length - live.size} of ${subs.length} subscriptions not live`);
    requireOk(await server.mgmt.patch(`/identities/${probeId}`, { tags: { probe: String(n) } }));
    await sleep(200);
    for (const sub of subs) {
      assert.deepEqual(sub.errors, [], 'a subscription was refused');
      if (sub.pending().some((e) => e.identityChanged.entityId === probeId)) live.add(sub);
    }
  }
  await Promise.all(subs.map((s) => s.collectFor(100)));
}

/** A change every live identityChanged subscription is told of; resolves with its entity id. */
async function change(): Promise<string> {
  return createIdentity(server);
}

async function receives(sub: Subscription<Change>, entityId: string): Promise<void> {
  await sub.takeUntil((e) => e.identityChanged.entityId === entityId, 5_000);
}

/** An identityChanged subscription on a client (beside its other operations). */
function watchOn(client: ReturnType<typeof createWsClient>): Subscription<Change> {
  return subscribeOn(client, IdentityChangedDocument);
}

function openClient(auth: WsAuth) {
  const client = createWsClient(server.url, auth);
  clients.push(client);
  return client;
}

describe('subscriptions over WebSocket', () => {
  test('a connection may hold 100 operations: the next is refused, the others keep working, a completed one frees its place', async () => {
    const client = openClient(await newAdminToken());
    const subs = Array.from({ length: 100 }, () => watchOn(client));
    await untilAllLive(subs);

    const over = watchOn(client);
    const [refusal] = await over.failure();
    assert.equal(refusal.extensions?.code, 'TOO_MANY_SUBSCRIPTIONS', JSON.stringify(refusal));
    assert.equal(refusal.extensions?.httpStatus, 429);
    assert.match(refusal.message, /^This connection has 100 operations open/);

    const id = await change();
    await receives(subs[0], id);
    await receives(subs[99], id);

    subs[0].unsubscribe();
    const again = watchOn(client);
    await untilAllLive([again]);
    const [stillFull] = await watchOn(client).failure();
    assert.equal(stillFull.extensions?.code, 'TOO_MANY_SUBSCRIPTIONS');
  });

  test('an identity may hold 150 operations over all its connections: the next is refused, a closed connection frees its places', async () => {
    const token = await newAdminToken();
    const first = openClient(token);
    const second = openClient(token);
    const onFirst = Array.from({ length: 100 }, () => watchOn(first));
    const onSecond = Array.from({ length: 50 }, () => watchOn(second));
    await untilAllLive([...onFirst, ...onSecond]);

    const [refusal] = await watchOn(second).failure();
    assert.equal(refusal.extensions?.code, 'TOO_MANY_SUBSCRIPTIONS', JSON.stringify(refusal));
    assert.match(refusal.message, /^This identity has 150 operations open on its connections/);
    // Another identity is not held back by this one.
    const other = openClient(server.admin);
    const others = watchOn(other);
    await untilAllLive([others]);

    const id = await change();
    await receives(onFirst[0], id);
    await receives(onSecond[49], id);

    // The server learns of the close a moment later: its places free then.
    await first.dispose();
    for (let tries = 0; ; tries += 1) {
      const freed = watchOn(second);
      try {
        await untilAllLive([freed]);
        break;
      } catch (err) {
        assert.ok(tries < 20 && freed.errors[0]?.extensions?.code === 'TOO_MANY_SUBSCRIPTIONS', String(err));
        await sleep(100);
      }
    }
  });

  test('a 10 MB message closes its connection only; other clients keep being served', async () => {
    const watcher = watchOn(openClient(server.admin));
    await untilAllLive([watcher]);

    const socket = new WebSocket(graphqlWsUrl(server.url), 'graphql-transport-ws');
    clients.push({ dispose: () => socket.terminate() });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: {} })));
      socket.once('message', (data) => (JSON.parse(String(data)).type === 'connection_ack' ? resolve() : reject(new Error(String(data)))));
      socket.once('error', reject);
    });
    const closed = new Promise<number | 'open'>((resolve) => {
      socket.once('close', (code) => resolve(code));
      setTimeout(() => resolve('open'), 5_000).unref();
    });
    const rssBefore = process.memoryUsage().rss;
    socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: `{ __typename }`, variables: { x: 'x'.repeat(10 * 1024 * 1024) } } }));
    assert.equal(await closed, 1009, 'closed as too large a message');
    const grown = process.memoryUsage().rss - rssBefore;
    // The client holds its own 10 MB (twice, as a string and a frame); the server buffers none of it.
    assert.ok(grown < 64 * 1024 * 1024, `RSS grew by ${Math.round(grown / 1024 / 1024)} MB`);

    const id = await change();
    await receives(watcher, id);
    const fresh = watchOn(openClient(server.admin));
    await untilAllLive([fresh]);
  });

  test('a client sending a message only servers send (next, error, connection_ack) is closed with 4400', async () => {
    for (const message of [
      { id: '1', type: 'next', payload: { data: {} } },
      { id: '1', type: 'error', payload: [{ message: 'x' }] },
      { type: 'connection_ack' },
    ]) {
      const socket = new WebSocket(graphqlWsUrl(server.url), 'graphql-transport-ws');
      clients.push({ dispose: () => socket.terminate() });
      await new Promise<void>((resolve, reject) => {
        socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: { 'zt-session': server.admin } })));
        socket.once('message', (data) => (JSON.parse(String(data)).type === 'connection_ack' ? resolve() : reject(new Error(String(data)))));
        socket.once('error', reject);
      });
      const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
      socket.send(JSON.stringify(message));
      assert.equal(await closed, 4400, `${message.type}: closed as a bad request`);
    }
  });

  test('subscription documents have the same limits as over HTTP; the connection stays', async () => {
    const client = openClient(server.admin);
    const costly = 'subscription { serviceListChanged { added { service { terminators { id service { terminators { id address binding } } } } } } }';
    const [tooCostly] = await subscribeRaw(client, costly);
    assert.equal(tooCostly.extensions?.code, 'QUERY_TOO_COMPLEX', JSON.stringify(tooCostly));
    assert.match(tooCostly.message, /^The operation costs \d+, more than the limit of 100000 /);

    const aliased = `subscription { identityChanged { ${Array.from({ length: 21 }, (_, i) => `a${i}: eventId`).join(' ')} } }`;
    const [tooManyAliases] = await subscribeRaw(client, aliased);
    assert.equal(tooManyAliases.extensions?.code, 'QUERY_TOO_COMPLEX');
    assert.match(tooManyAliases.message, /^Aliases limit of 20 exceeded/);

    const large = `subscription { identityChanged { eventId } } # ${'x'.repeat(140_000)}`;
    assert.equal((await subscribeRaw(client, large))[0]?.extensions?.code, 'REQUEST_ENTITY_TOO_LARGE');

    const live = watchOn(client);
    await untilAllLive([live]);
  });
});

// ---------------------------------------------------------------------------

describe('a failing derived field leaves the rest of the result', () => {
  test('a non-admin\'s edge routers, with the policies it may not read: data and an error on that field', async () => {
    const member = await createUser(server);
    const router = await createEdgeRouter(server);
    await createEdgeRouterPolicy(server, [`@${member.id}`], [`@${router}`]);
    const res = await gql(server.url, MyEdgeRoutersWithPoliciesDocument, {}, member.client.token!);
    assert.ok(res.data, `data: ${JSON.stringify(res)}`);
    const [item] = res.data.myEdgeRouters.items;
    assert.equal(item.id, router);
    assert.ok(item.name, 'the readable fields are there');
    assert.equal(item.edgeRouterPolicies, null);
    assert.equal(res.errors?.length, 1);
    assert.deepEqual(res.errors![0].path, ['myEdgeRouters', 'items', 0, 'edgeRouterPolicies']);
    assert.equal(res.errors![0].extensions?.code, 'FORBIDDEN');
    assert.equal(res.status, 200);
  });

  test('a non-admin\'s services, with the terminators it may not read: data and an error on that field', async () => {
    const member = await createUser(server);
    const service = await createService(server);
    await createServicePolicy(server, 'Dial', [`@${member.id}`], [`@${service}`]);
    const res = await gql(server.url, MyServicesWithTerminatorsDocument, {}, member.client.token!);
    assert.ok(res.data, `data: ${JSON.stringify(res)}`);
    const [item] = res.data.myServices.items;
    assert.equal(item.service.id, service);
    assert.deepEqual(item.permissions, ['Dial']);
    assert.equal(item.service.terminators, null);
    assert.deepEqual(res.errors?.map((e) => [e.path, e.extensions?.code]), [[['myServices', 'items', 0, 'service', 'terminators'], 'FORBIDDEN']]);
  });
});

// ---------------------------------------------------------------------------

describe('no session, or a session without the right', () => {
  test('the same admin query: UNAUTHORIZED without a session, FORBIDDEN (403) for a non-admin; REST keeps 401 for both', async () => {
    const query = '{ identities { items { id } } }';
    for (const token of [undefined, '00000000-0000-4000-8000-000000000000']) {
      const res = await gqlRaw(server.url, query, {}, token);
      assert.equal(requireCode(res, 'UNAUTHORIZED').extensions?.httpStatus, 401);
      assert.equal(res.data, null);
    }
    const res = await gqlRaw(server.url, query, {}, user.client.token!);
    assert.equal(requireCode(res, 'FORBIDDEN').extensions?.httpStatus, 403);
    assert.equal(res.data, null);
    requireError(await server.anon('management').as(user.client.token!).get('/identities'), 401, 'UNAUTHORIZED');
  });

  test('over WebSocket as well', async () => {
    for (const [auth, code] of [[undefined, 'UNAUTHORIZED'], [user.client.token!, 'FORBIDDEN']] as const) {
      const [refusal] = await watchOn(openClient(auth)).failure();
      assert.equal(refusal.extensions?.code, code, JSON.stringify(refusal));
    }
  });
});

// ---------------------------------------------------------------------------

describe('the cost model', () => {
  test('every list of objects has a price: a limit argument, type-graphql\'s complexity, or a page of a list with a limit', async () => {
    const schema = await buildGraphqlSchema();
    const fields = Object.values(schema.getTypeMap())
      .filter((t) => !t.name.startsWith('__') && (isObjectType(t) || isInterfaceType(t)))
      .flatMap((t) => Object.values((t as import('graphql').GraphQLObjectType).getFields()).map((f) => ({ type: t.name, field: f })));
    // Types only lists with a limit return (identities: IdentityList): their items are priced there.
    const pagedTypes = new Set(fields.filter(({ field }) => field.args.some((a) => a.name === 'limit')).map(({ field }) => getNamedType(field.type).name));
    const returnedElsewhere = new Set(fields.filter(({ field }) => !field.args.some((a) => a.name === 'limit')).map(({ field }) => getNamedType(field.type).name));
    const unpriced = fields
      .filter(({ field }) => isListType(getNullableType(field.type)) && isCompositeType(getNamedType(field.type)))
      .filter(({ type, field }) => !field.args.some((a) => a.name === 'limit') && field.extensions?.complexity === undefined && !(pagedTypes.has(type) && !returnedElsewhere.has(type)))
      .map(({ type, field }) => `${type}.${field.name}`);
    assert.deepEqual(unpriced, []);
    assert.ok(pagedTypes.has('IdentityList') && pagedTypes.has('RouterList'), 'the check sees the paged lists');
  });
});
