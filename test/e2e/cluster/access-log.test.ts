import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { startControllerProcess, stopControllerProcesses, type ControllerProcess } from '../../support/controller-process';
import { pollUntil } from '../../support/poll';
import { RestClient, requireOk } from '../../support/rest-client';

/**
 * The access log of a real controller process (its stdout): one JSON line per request, with
 * what identifies the request and never a secret (password, API session token, enrollment
 * token, JWT) nor a header or body.
 */

const adminPassword = `pw-${randomBytes(12).toString('base64url')}`;
const enrollmentToken = `enroll-${randomBytes(12).toString('hex')}`;
const jwtLike = `eyJ${randomBytes(24).toString('base64url')}`;
let ctrl: ControllerProcess;

before(async () => {
  ctrl = await startControllerProcess({ DATA_DIR: 'memory://', ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: adminPassword, LOG_LEVEL: 'info' });
  await ctrl.waitReady(60_000);
});
after(async () => stopControllerProcesses());

interface AccessLine {
  type: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  operationId?: string;
  requestId?: string;
  identityId?: string;
  remoteAddress?: string;
  bytes?: number;
}

function accessLines(): AccessLine[] {
  return ctrl.stdout
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((l) => l.type === 'access') as unknown as AccessLine[];
}

const lineFor = (pathStart: string, method = 'GET') =>
  pollUntil(`an access line for ${method} ${pathStart}`, async () => accessLines().find((l) => l.method === method && l.path.startsWith(pathStart)), 5_000);

describe('the access log', () => {
  test('writes one line per request, with its facts and no secret', async () => {
    const client = new RestClient(ctrl.url, 'client');
    const login = await client.login('admin', adminPassword);
    const token = client.token!;
    const me = requireOk(await client.get('/current-api-session'));
    const identityId = me.identity.id;
    const listed = await client.get(`/controllers?limit=5&filter=${encodeURIComponent('name contains "a"')}`);
    requireOk(listed);
    // Secrets in query strings: an enrollment token, and a JWT under a name we do not know.
    const enroll = await fetch(`${ctrl.url}/edge/client/v1/enroll?method=ott&token=${enrollmentToken}`, { method: 'POST', body: '' });
    await enroll.arrayBuffer();
    const odd = await fetch(`${ctrl.url}/edge/client/v1/version?jwt=${jwtLike}`, { headers: { authorization: `Bearer ${jwtLike}` } });
    await odd.arrayBuffer();
    const tokenSearch = await fetch(`${ctrl.url}/edge/management/v1/api-sessions?filter=${encodeURIComponent(`token = "${token}"`)}`, { headers: { 'zt-session': token } });
    await tokenSearch.arrayBuffer();

    const loginLine = await lineFor('/edge/client/v1/authenticate', 'POST');
    assert.equal(loginLine.status, 200);
    assert.equal(loginLine.operationId, 'authenticate');
    assert.equal(loginLine.path, '/edge/client/v1/authenticate?method=password');
    assert.equal(loginLine.bytes, Buffer.byteLength(login.text));
    assert.ok(loginLine.requestId);
    assert.match(loginLine.remoteAddress ?? '', /127\.0\.0\.1/);

    const meLine = await lineFor('/edge/client/v1/current-api-session');
    assert.equal(meLine.identityId, identityId);
    assert.equal(meLine.operationId, 'getCurrentAPISession');
    assert.equal(meLine.status, 200);
    assert.equal(typeof meLine.durationMs, 'number');

    const listLine = await lineFor('/edge/client/v1/controllers');
    assert.equal(listLine.path, `/edge/client/v1/controllers?limit=5&filter=${encodeURIComponent('name contains "a"')}`, 'harmless parameters are kept');

    const enrollLine = await lineFor('/edge/client/v1/enroll', 'POST');
    assert.equal(enrollLine.path, '/edge/client/v1/enroll?method=ott&token=[redacted]');
    assert.ok(enrollLine.status >= 400);

    assert.equal((await lineFor('/edge/client/v1/version')).path, '/edge/client/v1/version?jwt=[redacted]');
    assert.equal((await lineFor('/edge/management/v1/api-sessions')).path, '/edge/management/v1/api-sessions?filter=[redacted]');

    // The id an error envelope carries is the id of its line: from an operation, and from a path no API serves.
    for (const path of ['/edge/management/v1/identities?limit=3', '/no-such-path?limit=4']) {
      const res = await fetch(`${ctrl.url}${path}`);
      const { error } = (await res.json()) as { error: { requestId: string } };
      assert.match(error.requestId, /^[A-Za-z0-9_-]{9}$/);
      const line = await pollUntil(`the access line of ${path}`, async () => accessLines().find((l) => l.path === path), 5_000);
      assert.equal(line.status, res.status);
      assert.equal(line.requestId, error.requestId, `${path}: the envelope's requestId is the line's`);
    }

    // Paths outside the APIs too (the readiness probes of waitReady).
    await pollUntil('a /ready line', async () => (accessLines().some((l) => l.path === '/ready' && l.status === 200 && !l.operationId) ? true : undefined), 5_000);

    // Nothing secret anywhere in what the process wrote.
    const output = ctrl.stdout + ctrl.stderr;
    for (const secret of [adminPassword, token, enrollmentToken, jwtLike]) assert.ok(!output.includes(secret), 'a secret reached the log');
    assert.ok(!/zt-session|authorization|content-type/i.test(accessLines().map((l) => JSON.stringify(l)).join('\n')), 'no header is logged');
  });
});
