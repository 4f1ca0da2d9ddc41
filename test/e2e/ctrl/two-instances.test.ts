// Several instances, one network: a router connected to any instance is online on all, an API
// session created on one instance reaches an edge router connected only to another, routers
// are told every instance's address, each instance hears every link (and reroutes only its own
// circuits), and the connections of an instance that dies go with it.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { twoInstancesOnOneDatabase } from '../../support/two-instances';
import { requireOk } from '../../support/rest-client';
import { pollUntil } from '../../support/poll';
import { RouterPeer, ctrlTargetOf } from '../../support/router-peer';
import { createEnrolledRouter, jwtClaims } from '../trust/routers-support';
import { Bodies, ContentType, PeerState } from '../../../src/ctrl/wire/messages';
import { MsgHeader, readString } from '../../../src/ctrl/wire/headers';
import { REROUTE_ATTEMPT } from '../../../src/services/router/route-orders';
import { freePort, startControllerProcess, stopControllerProcesses } from '../../support/controller-process';
import { createService, createUser, unique } from '../../support/fixtures';
import type { TestServer } from '../../support/server';

const cluster = twoInstancesOnOneDatabase('a shared database for two controller instances');
after(() => stopControllerProcesses());

function onlineOn(server: TestServer, id: string, online: boolean, timeoutMs = 10_000) {
  return pollUntil(`router ${online ? 'online' : 'offline'} on ${server.url}`, async () => {
    const r = requireOk(await server.mgmt.get(`/edge-routers/${id}`));
    // Online comes with the connection; what the edge hello reports follows (SYNC_DONE once all of it is in).
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

  it('each instance hears every link and tells its routers of their peers; the instance that routed a circuit moves it when a link fails', async (t) => {
    if (!cluster.needsPostgres(t)) return;
    const { a, b } = cluster;
    // Three routers, each connected to both instances as a real router is (one channel per instance).
    const routers = await Promise.all([0, 1, 2].map(() => createEnrolledRouter(a, 'edge-routers')));
    const onA: RouterPeer[] = [];
    const onB: RouterPeer[] = [];
    try {
      for (const r of routers) {
        const identity = { id: r.id, certPem: r.client.certPem, keyPem: r.client.keyPem };
        onA.push(await RouterPeer.connect(ctrlTargetOf(a), identity));
        onB.push(await RouterPeer.connect(ctrlTargetOf(b), identity));
      }
      for (const r of routers) await onlineOn(a, r.id, true);
      const [r1, r2, r3] = routers.map((r) => r.id) as [string, string, string];
      // Each instance tells the routers connected to it about the others.
      for (const peers of [onA, onB]) await pollUntil('peers told', async () => (peers[0]!.peerState(r2)?.state === PeerState.Healthy && peers[0]!.peerState(r3)?.state === PeerState.Healthy ? true : undefined), 10_000);

      const [l12, l13, l32] = [unique('l12'), unique('l13'), unique('l32')];
      for (const peers of [onA, onB]) {
        peers[0]!.reportLinks([{ id: l12, destRouterId: r2 }, { id: l13, destRouterId: r3 }]);
        peers[2]!.reportLinks([{ id: l32, destRouterId: r2 }]);
      }
      // A link only A heard of (as with workers, where one of them holds the routers) is listed by B too.
      const onlyOnA = unique('l13-a');
      onA[0]!.reportLinks([{ id: onlyOnA, destRouterId: r3 }]);
      for (const server of [a, b]) {
        await pollUntil(`links on ${server.url}`, async () => {
          const links = requireOk(await server.mgmt.on('fabric').get(`/links?filter=${encodeURIComponent(`id in ["${l12}", "${l13}", "${l32}", "${onlyOnA}"]`)}`));
          return links.length === 4 ? links : undefined;
        }, 10_000);
      }

      const host = await createUser(a, { roleAttributes: [unique('hosts')] });
      const dialer = await createUser(a, {});
      const serviceId = await createService(a, { encryptionRequired: false });
      requireOk(await a.mgmt.post('/edge-router-policies', { name: unique('erp'), semantic: 'AnyOf', identityRoles: [`@${host.id}`, `@${dialer.id}`], edgeRouterRoles: routers.map((r) => `@${r.id}`) }), 201);
      requireOk(await a.mgmt.post('/service-edge-router-policies', { name: unique('serp'), semantic: 'AnyOf', serviceRoles: [`@${serviceId}`], edgeRouterRoles: routers.map((r) => `@${r.id}`) }), 201);
      requireOk(await a.mgmt.post('/service-policies', { name: unique('bind'), type: 'Bind', semantic: 'AnyOf', identityRoles: [`@${host.id}`], serviceRoles: [`@${serviceId}`] }), 201);
      requireOk(await a.mgmt.post('/service-policies', { name: unique('dial'), type: 'Dial', semantic: 'AnyOf', identityRoles: [`@${dialer.id}`], serviceRoles: [`@${serviceId}`] }), 201);
      const bind = requireOk(await host.client.post('/sessions', { serviceId, type: 'Bind' }), 201);
      const dial = requireOk(await dialer.client.post('/sessions', { serviceId, type: 'Dial' }), 201);
      assert.equal((await onA[1]!.createTerminator({ address: unique('term'), sessionToken: bind.token, apiSessionToken: host.client.token! })).result, 0);

      // Dialed through instance A: A routes it over the direct link.
      const reply = await onA[0]!.createCircuit({ sessionToken: dial.token, apiSessionToken: dialer.client.token! });
      assert.equal(reply.contentType, ContentType.CreateCircuitV2Response, reply.body.toString());
      const circuitId = readString(reply.headers, MsgHeader.SessionTokenOrCircuitId)!;
      const pathOf = async (server: TestServer) => requireOk(await server.mgmt.on('fabric').get(`/circuits/${circuitId}`)).path.nodes.map((n: { id: string }) => n.id);
      assert.deepEqual(await pathOf(b), [r1, r2], 'every instance lists it');

      // The direct link fails (its routers tell both instances): A moves the circuit over r3; B leaves it be.
      for (const peers of [onA, onB]) peers[1]!.reportLinkFault(l12, 1);
      await pollUntil('circuit moved', async () => (JSON.stringify(await pathOf(b)) === JSON.stringify([r1, r3, r2]) ? true : undefined), 10_000);
      assert.ok(onA[2]!.routesFor(circuitId).some((r) => r.attempt === REROUTE_ATTEMPT), 'the transit router got its Route from A');
      assert.deepEqual(onB.flatMap((p) => p.routesFor(circuitId)), [], 'B routed nothing of it');
    } finally {
      for (const p of [...onA, ...onB]) p.close();
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

