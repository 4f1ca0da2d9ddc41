import { test } from 'node:test';
import assert from 'node:assert/strict';
import WebSocket from 'ws';
import { useTestServer } from '../../support/server';
import { requireOk } from '../../support/rest-client';
import { eventually, unique } from '../../support/fixtures';
import { graphqlWsUrl } from '../../support/ws-client';

/**
 * WebSocket connections can not pile up: one without a valid session is acknowledged (its
 * operations are answered UNAUTHORIZED) and closed with 4401 after a grace (1 s here, 10 s by
 * default), and one address may hold GRAPHQL_WS_MAX_PER_ADDRESS connections (20 here, 100 by
 * default): past it the upgrade is answered 429. Anonymous connections used to be kept forever.
 */
const server = useTestServer({ env: { GRAPHQL_WS_ANONYMOUS_GRACE_SECONDS: '1', GRAPHQL_WS_MAX_PER_ADDRESS: '20' } });
const sockets: WebSocket[] = [];
server.defer(() => sockets.forEach((s) => s.terminate()));

interface Connection {
  socket: WebSocket;
  closed: Promise<{ code: number; reason: string }>;
}

/** A graphql-ws connection, acknowledged, with `connectionParams`. */
async function connect(params: Record<string, unknown> = {}): Promise<Connection> {
  const socket = new WebSocket(graphqlWsUrl(server.url), 'graphql-transport-ws');
  sockets.push(socket);
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: params })));
    socket.once('message', (data) => (JSON.parse(String(data)).type === 'connection_ack' ? resolve() : reject(new Error(String(data)))));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`the upgrade was answered ${res.statusCode}`)));
    socket.once('error', reject);
  });
  return { socket, closed };
}

/** An upgrade the server refuses: its status and Retry-After. */
function refusedUpgrade(): Promise<{ status: number; retryAfter?: string }> {
  const socket = new WebSocket(graphqlWsUrl(server.url), 'graphql-transport-ws');
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('unexpected-response', (req, res) => {
      resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] as string | undefined });
      req.destroy();
    });
    socket.once('open', () => reject(new Error('the upgrade was accepted')));
    socket.once('error', reject);
  });
}

/** Runs a query on a connection; resolves with its `next` payload. */
function query(socket: WebSocket, text: string): Promise<{ data?: Record<string, unknown>; errors?: Array<{ extensions?: { code?: string } }> }> {
  const id = unique('op');
  return new Promise((resolve, reject) => {
    const onMessage = (data: WebSocket.RawData) => {
      const message = JSON.parse(String(data)) as { id?: string; type: string; payload: unknown };
      if (message.id !== id) return;
      socket.off('message', onMessage);
      if (message.type === 'next') resolve(message.payload as never);
      else reject(new Error(String(data)));
    };
    socket.on('message', onMessage);
    socket.send(JSON.stringify({ id, type: 'subscribe', payload: { query: text } }));
  });
}

test('one address may hold GRAPHQL_WS_MAX_PER_ADDRESS connections: the next upgrade is 429, a closed one frees its place', async () => {
  const held = await Promise.all(Array.from({ length: 20 }, () => connect({ 'zt-session': server.admin })));
  const refused = await refusedUpgrade();
  assert.equal(refused.status, 429);
  assert.equal(refused.retryAfter, '10');
  // The held connections and the REST API are served meanwhile.
  assert.deepEqual((await query(held[0].socket, '{ currentIdentity { name } }')).data, { currentIdentity: { name: 'Default Admin' } });
  requireOk(await server.mgmt.get('/identities?limit=1'));

  held[0].socket.close();
  await held[0].closed;
  const next = await eventually(() => connect({ 'zt-session': server.admin }).catch(() => undefined), (c) => c !== undefined);
  held.push(next!);
  await Promise.all(held.slice(1).map(async ({ socket, closed }) => (socket.close(), await closed)));
});

test('a connection without a valid session is answered UNAUTHORIZED, then closed with 4401 after the grace; one with a session stays', async () => {
  const anonymous = await connect();
  const badToken = await connect({ 'zt-session': '00000000-0000-4000-8000-000000000000' });
  const admin = await connect({ Authorization: `Bearer ${server.admin}` });
  // Within the grace, its operations say why.
  assert.equal((await query(anonymous.socket, '{ currentIdentity { id } }')).errors?.[0]?.extensions?.code, 'UNAUTHORIZED');

  for (const { closed } of [anonymous, badToken]) {
    const { code, reason } = await closed;
    assert.equal(code, 4401);
    assert.match(reason, /needs a valid session/);
  }
  assert.equal(admin.socket.readyState, WebSocket.OPEN, 'the connection with a session is kept');
  assert.deepEqual((await query(admin.socket, '{ currentIdentity { name } }')).data, { currentIdentity: { name: 'Default Admin' } });
});

test('a connection whose session ends is closed after the grace once an operation finds it so', async () => {
  const username = unique('ws-user');
  const password = `pw-${unique('secret')}`;
  const id = requireOk(await server.mgmt.post('/identities', { name: unique('ws'), type: 'User', isAdmin: false }), 201).id;
  requireOk(await server.mgmt.post('/authenticators', { method: 'updb', identityId: id, username, password }), 201);
  const login = requireOk(await server.anon('client').post('/authenticate?method=password', { username, password }));
  const connection = await connect({ 'zt-session': login.token });
  assert.equal((await query(connection.socket, '{ currentIdentity { id } }')).data?.currentIdentity && true, true);
  requireOk(await server.anon('client').as(login.token).delete('/current-api-session'));
  assert.equal((await query(connection.socket, '{ currentIdentity { id } }')).errors?.[0]?.extensions?.code, 'UNAUTHORIZED');
  assert.equal((await connection.closed).code, 4401);
});
