import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { useTestServer } from '../support/server';
import { REQUEST_ID, requireError, type RestClient } from '../support/rest-client';
import { createUser, type User } from '../support/fixtures';
import { adminOnly, API_BASE_PATHS, operationsFor } from '../../src/rest/contract/operations';

/**
 * The HTTP server as an API server facing the internet: CORS for browser consoles on other
 * origins, JSON error envelopes for every path and for requests Node's parser refuses, bounded
 * time and size of requests, idle connections closed, and authorization before validation.
 */

const IDLE_SECONDS = 1;
const HEADERS_SECONDS = 2;

const server = useTestServer({ env: { HTTP_IDLE_TIMEOUT_SECONDS: String(IDLE_SECONDS), HTTP_HEADERS_TIMEOUT_SECONDS: String(HEADERS_SECONDS) } });
let user: User;
let port: number;
server.setup(async () => {
  user = await createUser(server, {}, 'management');
  port = Number(new URL(server.url).port);
});

/** A raw connection: what it sends, and everything it receives until the server closes it. */
function rawConnection(): { socket: net.Socket; closed: Promise<{ afterMs: number; received: string }> } {
  const socket = net.connect(port, '127.0.0.1');
  const started = Date.now();
  let received = '';
  socket.on('data', (d) => (received += d.toString()));
  socket.on('error', () => undefined);
  const closed = new Promise<{ afterMs: number; received: string }>((resolve) => socket.on('close', () => resolve({ afterMs: Date.now() - started, received })));
  return { socket, closed };
}

function envelopeOf(raw: string): { status: number; body: { error: { code: string; requestId: string }; meta: unknown } } {
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1]);
  const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));
  return { status, body };
}

describe('CORS for consoles served from another origin', () => {
  const origin = 'https://console.example.org';

  test('a preflight is allowed for any origin, with zt-session and the methods the APIs use', async () => {
    for (const path of ['/edge/management/v1/identities', '/edge/client/v1/services', '/graphql']) {
      const res = await fetch(`${server.url}${path}`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'PATCH', 'access-control-request-headers': 'zt-session,content-type' },
      });
      assert.equal(res.status, 204, path);
      assert.equal(res.headers.get('access-control-allow-origin'), '*', path);
      assert.match(res.headers.get('access-control-allow-methods') ?? '', /PATCH/, path);
      assert.match(res.headers.get('access-control-allow-headers') ?? '', /zt-session/, path);
      assert.equal(res.headers.get('access-control-allow-credentials'), null, 'no cookies: credentials are never allowed');
    }
  });

  test('answers (errors too) carry Access-Control-Allow-Origin and expose zt-session', async () => {
    const login = await fetch(`${server.url}/edge/management/v1/authenticate?method=password`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ username: server.adminUsername, password: server.adminPassword }),
    });
    assert.equal(login.status, 200);
    assert.equal(login.headers.get('access-control-allow-origin'), '*');
    assert.match(login.headers.get('access-control-expose-headers') ?? '', /zt-session/);
    const denied = await fetch(`${server.url}/edge/management/v1/identities`, { headers: { origin } });
    assert.equal(denied.status, 401);
    assert.equal(denied.headers.get('access-control-allow-origin'), '*');
  });
});

describe('every path answers JSON', () => {
  test('unknown paths (outside and inside /edge) get the 404 error envelope', async () => {
    for (const [method, path] of [['GET', '/fabric/v2/routers'], ['GET', '/nothing-here'], ['POST', '/edge/management/v2/identities'], ['DELETE', '/edge']]) {
      const res = await fetch(`${server.url}${path}`, { method });
      assert.equal(res.status, 404, `${method} ${path}`);
      assert.match(res.headers.get('content-type') ?? '', /application\/json/, `${method} ${path}`);
      const body = (await res.json()) as { error: { code: string } };
      assert.equal(body.error.code, 'NOT_FOUND', `${method} ${path}`);
    }
  });

  test('headers larger than the limit: 431 with the envelope', async () => {
    const c = rawConnection();
    c.socket.write(`GET /version HTTP/1.1\r\nhost: x\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`);
    const { received } = await c.closed;
    const { status, body } = envelopeOf(received);
    assert.equal(status, 431);
    assert.equal(body.error.code, 'REQUEST_HEADER_FIELDS_TOO_LARGE');
    assert.match(body.error.requestId, REQUEST_ID, 'requestId is a shortid here too');
  });

  test('a request that is not HTTP: 400 with the envelope', async () => {
    const c = rawConnection();
    c.socket.write('HELLO THERE\r\n\r\n');
    const { received } = await c.closed;
    const { status, body } = envelopeOf(received);
    assert.equal(status, 400);
    assert.equal(body.error.code, 'COULD_NOT_PARSE_REQUEST');
  });

  test('more query parameters than any operation takes are refused, not silently cut', async () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => `t${i}=1`).join('&');
    requireError(await server.mgmt.get(`/identities?${many(1_001)}`), 400, 'COULD_NOT_VALIDATE');
    const fine = await server.mgmt.get(`/identities?${many(1_000)}`);
    assert.equal(fine.status, 200, fine.text);
  });
});

describe('connections that hold the server are closed', () => {
  test('a connection that never sends a byte is closed after HTTP_IDLE_TIMEOUT_SECONDS while others are served', async () => {
    const silent = Array.from({ length: 20 }, () => rawConnection());
    // Others keep being served meanwhile.
    for (let i = 0; i < 5; i++) assert.equal((await fetch(`${server.url}/version`)).status, 200);
    const results = await Promise.all(silent.map((c) => c.closed));
    for (const { afterMs, received } of results) {
      assert.equal(received, '', 'nothing is written to a silent connection');
      assert.ok(afterMs >= IDLE_SECONDS * 1000 - 100 && afterMs < IDLE_SECONDS * 1000 + 3_000, `closed after ${afterMs} ms`);
    }
  });

  test('headers sent too slowly: the request times out after HTTP_HEADERS_TIMEOUT_SECONDS', async () => {
    const c = rawConnection();
    c.socket.write('GET /version HTTP/1.1\r\nhost: x\r\n');
    // A header line now and then keeps the connection busy, but the headers never end.
    const drip = setInterval(() => c.socket.write('x-drip: 1\r\n'), 300);
    const { afterMs, received } = await c.closed;
    clearInterval(drip);
    assert.ok(afterMs < HEADERS_SECONDS * 1000 + 3_000, `closed after ${afterMs} ms`);
    if (received) assert.equal(envelopeOf(received).status, 408);
    assert.equal((await fetch(`${server.url}/version`)).status, 200);
  });
});

describe('authorization comes before validation', () => {
  test("a non-admin's invalid body to an admin-only operation is 401, never 400", async () => {
    const res = await user.client.post('/identities', { name: 42, type: 'nonsense', surprise: true });
    assert.equal(res.status, 401, res.text);
  });

  test('every admin-only management operation refuses a non-admin with 401 before reading the body; its own session and identity stay open', async () => {
    const client = user.client as RestClient;
    let adminOps = 0;
    for (const op of operationsFor('management')) {
      if (op.auth !== 'session' || op.operationId === 'deleteCurrentApiSession') continue;
      const path = op.path.replace(/\{[^}]+\}/g, 'no-such-id');
      // fetch sends no body with GET (OpenZiti's GET /current-identity/mfa/recovery-codes declares one).
      const withBody = (op.body || op.textBody) && op.method !== 'get';
      const body = withBody ? { rawBody: '{"not": valid json', headers: { 'content-type': 'application/json' } } : {};
      const res = await client.request(op.method.toUpperCase(), path, body);
      if (adminOnly('management', op)) {
        adminOps += 1;
        assert.equal(res.status, 401, `${op.operationId}: ${res.text}`);
      } else {
        assert.notEqual(res.status, 401, `${op.operationId} is the caller's own: ${res.text}`);
      }
    }
    assert.ok(adminOps > 100, `${adminOps} admin-only operations checked`);
    assert.equal(API_BASE_PATHS.management, '/edge/management/v1');
  });
});
