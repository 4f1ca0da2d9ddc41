// Several instances, one network: a router connected to any instance is online on all, an API
// session created on one instance reaches an edge router connected only to another, routers
// are told every instance's address, and the connections of an instance that dies go with it.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { twoInstancesOnOneDatabase } from '../../support/two-instances';
import { requireOk } from '../../support/rest-client';
import { pollUntil } from '../../support/poll';
import { RouterPeer, ctrlTargetOf } from '../../support/router-peer';
import { createEnrolledRouter, jwtClaims } from '../trust/routers-support';
import { Bodies, ContentType } from '../../../src/ctrl/wire/messages';
import { freePort, startControllerProcess, stopControllerProcesses } from '../../support/controller-process';
import { unique } from '../../support/fixtures';
import type { TestServer } from '../../support/server';

const cluster = twoInstancesOnOneDatabase('a shared database for two controller instances');
after(() => stopControllerProcesses());

function onlineOn(server: TestServer, id: string, online: boolean, timeoutMs = 10_000) {
  return pollUntil(`router ${online ? 'online' : 'offline'} on ${server.url}`, async () => {
    const r = requireOk(await server.mgmt.get(`/edge-routers/${id}`));
    // Online with what the router reported only once its edge sync is done (the ClientHello may still be on its way).
    return r.isOnline === online && (!online || r.syncStatus === 'SYNC_DONE') ? r : undefined;
  }, timeoutMs);
}

describe('two instances, one network of routers', () => {
  it('a router connected to B is online on A, and a login on A reaches it', async (t) => {
    if (!cluster.needsPostgres(t)) return;
    const { a, b } = cluster;
    const r = await createEnrolledRouter(a, 'edge-routers');
    const peer = await RouterPeer.connect(ctrlTargetOf(b), { id: r.id, certPem: r.client.certPem, keyPem: r.client.keyPem });
    try {
      const seen = await onlineOn(a, r.id, true);
      assert.equal(seen.hostname, 'router.example');
      // Routers are told where both instances listen.
      const update = await peer.waitFor((f) => f.contentType === ContentType.UpdateCtrlAddresses);
      assert.deepEqual(new Set(Bodies.UpdateCtrlAddresses.decode(update.body).addresses), new Set([a.app.ctrlAddress, b.app.ctrlAddress]));
      // Enrollment JWTs from either instance name both.
      const pending = requireOk(await b.mgmt.post('/edge-routers', { name: unique('jwt') }), 201);
      const jwt = requireOk(await b.mgmt.get(`/edge-routers/${pending.id}`)).enrollmentJwt;
      assert.deepEqual(new Set(jwtClaims(jwt).ctrls), new Set([a.app.ctrlAddress, b.app.ctrlAddress]));
      // A login on A: the router connected only to B is told.
      const name = unique('sdk');
      const identity = requireOk(await a.mgmt.post('/identities', { name, type: 'User', isAdmin: false, enrollment: { updb: name } }), 201);
      const token = requireOk(await a.mgmt.get(`/identities/${identity.id}`)).enrollment.updb.token;
      requireOk(await a.anon('client').post(`/enroll/updb?token=${token}`, { password: 'a-long-password-1' }));
      const sdk = a.anon('client');
      await sdk.login(name, 'a-long-password-1');
      const mine = requireOk(await sdk.get('/current-api-session'));
      const added = await peer.waitFor((f) => f.contentType === ContentType.ApiSessionAdded && Bodies.ApiSessionAdded.decode(f.body).apiSessions.some((s) => s.id === mine.id));
      assert.equal(Bodies.ApiSessionAdded.decode(added.body).apiSessions.find((s) => s.id === mine.id)?.token, sdk.token);
      // Its logout on A removes it there too.
      requireOk(await sdk.delete('/current-api-session'));
      await peer.waitFor((f) => f.contentType === ContentType.ApiSessionRemoved && Bodies.ApiSessionRemoved.decode(f.body).ids.includes(mine.id));
      // Disabled through A: B drops the router.
      requireOk(await a.mgmt.patch(`/edge-routers/${r.id}`, { disabled: true }));
      await peer.closed(10_000);
      await onlineOn(a, r.id, false);
    } finally {
      peer.close();
    }
  });

  it('the routers of an instance that is killed go offline on the others', async (t) => {
    if (!cluster.needsPostgres(t)) return;
    const { a } = cluster;
    const ctrlPort = await freePort();
    const dying = await startControllerProcess({ DATABASE_URL: cluster.databaseUrl, CTRL_PORT: String(ctrlPort), CONTROLLER_HEARTBEAT_SECONDS: '1', ADMIN_PASSWORD: 'unused-here-1' });
    await dying.waitReady(60_000);
    const r = await createEnrolledRouter(a, 'edge-routers');
    const peer = await RouterPeer.connect({ ...ctrlTargetOf(a), port: ctrlPort }, { id: r.id, certPem: r.client.certPem, keyPem: r.client.keyPem });
    await onlineOn(a, r.id, true);
    dying.signal('SIGKILL');
    await dying.waitExit(10_000);
    await onlineOn(a, r.id, false, 20_000);
    peer.close();
  });
});

