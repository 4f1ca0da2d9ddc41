import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer, startTestServer } from '../../support/server';
import { requireError, requireFieldError, requireOk, requireUnauthorized } from '../../support/rest-client';

const server = useTestServer();

describe('POST /authenticate?method=password', () => {
  test('returns an API session with token, expiry and the zt-session header', async () => {
    const res = await server.anon('client').post('/authenticate?method=password', { username: server.adminUsername, password: server.adminPassword });
    const data = requireOk(res);
    assert.match(data.token, /^[0-9a-f-]{36}$/);
    assert.equal(res.headers.get('zt-session'), data.token);
    assert.equal(data.identity.name, 'Default Admin');
    assert.ok(data.expirationSeconds > 1700 && data.expirationSeconds <= 1800, `expirationSeconds ${data.expirationSeconds}`);
    assert.ok(Date.parse(data.expiresAt) > Date.now());
  });

  test('wrong password and unknown user are INVALID_AUTH', async () => {
    const anon = server.anon('client');
    requireError(await anon.post('/authenticate?method=password', { username: server.adminUsername, password: 'wrong-password' }), 401, 'INVALID_AUTH');
    requireError(await anon.post('/authenticate?method=password', { username: 'nobody-here', password: 'wrong-password' }), 401, 'INVALID_AUTH');
  });

  test('out-of-range lengths and missing fields are 400 with the field named', async () => {
    const anon = server.anon('client');
    requireFieldError(await anon.post('/authenticate?method=password', { username: 'abc', password: 'longenough' }), 'username');
    requireFieldError(await anon.post('/authenticate?method=password', { username: 'abcd', password: 'shrt' }), 'password');
    requireFieldError(await anon.post('/authenticate?method=password', { username: 'x'.repeat(101), password: 'longenough' }), 'username');
    requireFieldError(await anon.post('/authenticate?method=password', { password: 'longenough' }), 'username');
    requireFieldError(await anon.post('/authenticate?method=password', { username: 12345, password: 'longenough' }), 'username');
  });

  test('a missing or unknown method is refused', async () => {
    const anon = server.anon('client');
    requireFieldError(await anon.post('/authenticate', { username: 'abcd', password: 'abcde' }), 'method');
    requireError(await anon.post('/authenticate?method=magic', { username: 'abcd', password: 'abcde' }), 400, 'INVALID_AUTH_METHOD');
  });

  test('malformed JSON is COULD_NOT_PARSE_BODY', async () => {
    const res = await server.anon('client').request('POST', '/authenticate?method=password', { rawBody: '{"username": ', headers: { 'content-type': 'application/json' } });
    requireError(res, 400, 'COULD_NOT_PARSE_BODY');
  });

  test('the password is never echoed in an error', async () => {
    const res = await server.anon('client').post('/authenticate?method=password', { username: 'abcd', password: 'x'.repeat(101) });
    requireFieldError(res, 'password');
    assert.ok(!res.text.includes('x'.repeat(101)));
  });
});

describe('API session lifecycle', () => {
  test('current-api-session with zt-session and with Authorization: Bearer', async () => {
    const c = server.anon('client');
    await c.login(server.adminUsername, server.adminPassword);
    const viaHeader = requireOk(await c.get('/current-api-session'));
    assert.equal(viaHeader.token, c.token);
    const bearer = requireOk(await c.as(undefined).get('/current-api-session', { headers: { authorization: `Bearer ${c.token}` } }));
    assert.equal(bearer.id, viaHeader.id);
  });

  test('missing or bad token is 401 UNAUTHORIZED with WWW-Authenticate', async () => {
    const none = await server.anon('client').get('/current-api-session');
    requireUnauthorized(none);
    assert.match(none.headers.get('www-authenticate') ?? '', /zt-session.*missing/);
    const bad = await server.anon('client').as('00000000-0000-4000-8000-000000000000').get('/current-identity');
    requireUnauthorized(bad);
    assert.match(bad.headers.get('www-authenticate') ?? '', /invalid/);
  });

  test('DELETE /current-api-session logs out', async () => {
    const c = server.anon('management');
    await c.login(server.adminUsername, server.adminPassword);
    requireOk(await c.get('/current-identity'));
    requireOk(await c.delete('/current-api-session'));
    requireUnauthorized(await c.get('/current-identity'));
  });

  test('GET /current-identity returns the caller', async () => {
    const me = requireOk(await server.client.get('/current-identity'));
    assert.equal(me.name, 'Default Admin');
    assert.equal(me.isAdmin, true);
    assert.equal(me.isDefaultAdmin, true);
    assert.equal(me.authenticators.updb.username, server.adminUsername);
    assert.equal(me.hasApiSession, true);
  });
});

describe('session expiry', () => {
  test('a session idle past the timeout is refused and removed; activity keeps it alive', async () => {
    const short = await startTestServer({ env: { SESSION_TIMEOUT_SECONDS: '3' } });
    try {
      const ended: string[] = [];
      short.app.bus.onEntityChange((e) => {
        if (e.entityType === 'api-sessions' && e.eventType === 'deleted') ended.push(e.entityId);
      });
      const forgotten = (await short.anon('client').login(short.adminUsername, short.adminPassword)).body.data.id as string;
      const idle = short.anon('client');
      await idle.login(short.adminUsername, short.adminPassword);
      const busy = short.anon('client');
      await busy.login(short.adminUsername, short.adminPassword);
      const first = requireOk(await idle.get('/current-api-session'));
      assert.ok(first.expirationSeconds <= 3, `expirationSeconds ${first.expirationSeconds}`);
      for (let i = 0; i < 4; i++) {
        await new Promise((r) => setTimeout(r, 1000));
        requireOk(await busy.get('/current-api-session'));
      }
      requireUnauthorized(await idle.get('/current-api-session'));
      requireOk(await busy.get('/current-identity'));
      assert.ok(ended.includes(first.id), 'the session refused as expired is announced as ended');
      const reaped = await short.app.services.auth.reapExpired();
      assert.ok(reaped >= 1, 'the reaper ends the sessions nobody used again (the forgotten one, and the test client logins)');
      assert.ok(ended.includes(forgotten), 'and announces it, so subscriptions and caches let go of it');
      const ids = requireOk(await busy.on('management').get('/api-sessions?limit=-1')).map((s: { id: string }) => s.id);
      assert.ok(!ids.includes(first.id), 'the expired session is gone');
      assert.ok(!ids.includes(forgotten), 'the reaped session is gone');
    } finally {
      await short.close();
    }
  });
});
