// Routers connect over the control channel: both generations' handshakes on the API port (ALPN
// ziti-ctrl) and on a port of its own, online state with what the router reported, the edge
// sync of API sessions, and a router losing its connection when it is stopped, disabled,
// re-enrolled or deleted.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../../support/server';
import { requireOk } from '../../support/rest-client';
import { pollUntil } from '../../support/poll';
import { RouterPeer, ctrlTargetOf } from '../../support/router-peer';
import { jwtClaims } from '../trust/routers-support';
import { enrolledRouter, routerOnline } from './ctrl-support';
import { Bodies, ContentType } from '../../../src/ctrl/wire/messages';
import { Header, readString, uint64Value } from '../../../src/ctrl/wire/headers';
import { unique } from '../../support/fixtures';
import { IdentityRouterConnectionDocument, RouterPresenceChangedDocument } from '../../graphql/generated';
import { gql } from '../../support/gql-client';
import { subscribe } from '../../support/ws-client';

async function routerDetail(server: TestServer, id: string, segment = 'edge-routers') {
  return requireOk(await server.mgmt.get(`/${segment}/${id}`));
}

function onlineWithin(server: TestServer, id: string, online: boolean, segment = 'edge-routers') {
  return routerOnline(server, id, online, { segment });
}

describe('routers connect on the API port (TLS, ALPN ziti-ctrl)', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ tls: true });
  });
  after(() => server?.close());

  it('a 2.x edge router binds with two underlays and shows online with what it reported', async () => {
    const id = await enrolledRouter(server);
    const before = await routerDetail(server, id.id);
    assert.equal(before.isOnline, false);
    assert.equal(before.syncStatus, 'SYNC_UNKNOWN');
    const peer = await RouterPeer.connect(ctrlTargetOf(server), id, { generation: '2.x', edgeHostname: 'edge.example', edgePort: 3022 });
    try {
      assert.equal(peer.sockets.length, 2, 'ctrl.default and ctrl.high');
      assert.equal(peer.ack.headers.get(Header.GroupSecret)?.length, 16, 'a 2.x router refuses an ack without a group secret');
      assert.equal(peer.ack.headers.get(Header.Capabilities)?.toString('hex'), '7e');
      assert.match(readString(peer.ack.headers, Header.HelloVersion) ?? '', /^v2\.\d+\.\d+\|/);
      const r = await onlineWithin(server, id.id, true);
      assert.equal(r.hostname, 'edge.example');
      assert.deepEqual(r.supportedProtocols, { tls: 'tls://edge.example:3022' });
      assert.equal(r.versionInfo.version, 'v2.0.3');
      assert.equal(r.versionInfo.os, 'linux');
      assert.equal(r.version, 'v2.0.3');
      // The API keeps serving HTTP on the same port.
      requireOk(await server.anon('client').get('/version'));
      // The data model subscription gets the keys routers check tokens with.
      peer.send(ContentType.SubscribeToDataModelRequest, Bodies.SubscribeToDataModelRequest.encode({ currentIndex: '0', subscriptionDurationSeconds: 300, renew: false, timelineId: '', subscriptionId: 'sub-1' }));
      const state = await peer.waitFor((f) => f.contentType === ContentType.DataState);
      assert.equal(readString(state.headers, Header.RouterDataModelSubscriptionId), 'sub-1');
      const keys = Bodies.DataState.decode(state.body).events.map((e) => e.publicKey?.kid);
      assert.ok(keys.length >= 2, 'the server certificate and the CA');
      assert.ok(keys.every((k) => /^[0-9a-f]{40}$/.test(k ?? '')));
      // Interfaces are acknowledged and kept.
      const reply = await peer.request(ContentType.UpdateRouterInterfaces, Bodies.RouterInterfacesUpdate.encode({ interfaces: [{ name: 'eth0', hardwareAddress: 'aa:bb', mtu: '1500', index: '2', flags: '19', addresses: ['10.0.0.5/24'] }] }));
      assert.equal(reply.contentType, ContentType.Result);
      assert.equal(reply.headers.get(Header.ResultSuccess)?.[0], 1);
    } finally {
      peer.close();
    }
    const off = await onlineWithin(server, id.id, false);
    assert.equal(off.hostname, '');
    assert.deepEqual(off.supportedProtocols, {});
    assert.equal(off.syncStatus, 'SYNC_UNKNOWN');
  });

  it('a 1.x edge router binds ungrouped and is synced', async () => {
    const id = await enrolledRouter(server);
    const peer = await RouterPeer.connect(ctrlTargetOf(server), id, { generation: '1.x' });
    try {
      assert.equal(peer.ack.headers.get(Header.GroupSecret), undefined);
      assert.equal(peer.ack.headers.get(Header.LegacyCapabilities)?.toString('hex'), '7e');
      const r = await onlineWithin(server, id.id, true);
      assert.equal(r.versionInfo.version, 'v1.6.20');
    } finally {
      peer.close();
    }
  });

  it('edge routers are told every API session: the full state, each login and each logout', async () => {
    const id = await enrolledRouter(server);
    const peer = await RouterPeer.connect(ctrlTargetOf(server), id);
    try {
      await onlineWithin(server, id.id, true);
      // The admin's own session was there before the router: part of the full state.
      const adminSession = requireOk(await server.client.get('/current-api-session'));
      const full = await peer.waitFor((f) => f.contentType === ContentType.ApiSessionAdded && Bodies.ApiSessionAdded.decode(f.body).isFullState);
      assert.equal(readString(full.headers, Header.SyncStrategyType), 'instant');
      assert.equal(JSON.parse(readString(full.headers, Header.SyncStrategyState) ?? '{}').isLast, true);
      assert.ok(peer.apiSessionIds().has(adminSession.id));
      const fullEntry = Bodies.ApiSessionAdded.decode(full.body).apiSessions.find((s) => s.id === adminSession.id);
      assert.equal(fullEntry?.token, server.client.token, 'the token the client holds');
      // A new login reaches the router with its token; its logout removes it.
      const name = unique('sdk');
      const created = requireOk(await server.mgmt.post('/identities', { name, type: 'User', isAdmin: false, enrollment: { updb: name } }), 201);
      const enrollment = requireOk(await server.mgmt.get(`/identities/${created.id}`)).enrollment.updb;
      requireOk(await server.anon('client').post(`/enroll/updb?token=${enrollment.token}`, { password: 'a-long-password-1' }));
      const sdk = server.anon('client');
      await sdk.login(name, 'a-long-password-1');
      const mine = requireOk(await sdk.get('/current-api-session'));
      const added = await peer.waitFor((f) => f.contentType === ContentType.ApiSessionAdded && Bodies.ApiSessionAdded.decode(f.body).apiSessions.some((s) => s.id === mine.id));
      const entry = Bodies.ApiSessionAdded.decode(added.body).apiSessions.find((s) => s.id === mine.id)!;
      assert.equal(entry.token, sdk.token);
      assert.equal(entry.identityId, created.id);
      requireOk(await sdk.delete('/current-api-session'));
      const removed = await peer.waitFor((f) => f.contentType === ContentType.ApiSessionRemoved && Bodies.ApiSessionRemoved.decode(f.body).ids.includes(mine.id));
      assert.deepEqual(Bodies.ApiSessionRemoved.decode(removed.body).tokens, [sdk.token]);
      assert.equal(peer.apiSessionIds().has(mine.id), false);
    } finally {
      peer.close();
    }
  });

  it('a Dial session lists online routers with their URLs', async () => {
    const id = await enrolledRouter(server);
    const peer = await RouterPeer.connect(ctrlTargetOf(server), id, { edgeHostname: 'dial.example', edgePort: 4433 });
    try {
      await onlineWithin(server, id.id, true);
      const svc = requireOk(await server.mgmt.post('/services', { name: unique('svc'), encryptionRequired: true }), 201);
      requireOk(await server.mgmt.post('/service-policies', { name: unique('dial'), type: 'Dial', semantic: 'AnyOf', identityRoles: ['#all'], serviceRoles: [`@${svc.id}`] }), 201);
      requireOk(await server.mgmt.post('/edge-router-policies', { name: unique('erp'), semantic: 'AnyOf', identityRoles: ['#all'], edgeRouterRoles: [`@${id.id}`] }), 201);
      requireOk(await server.mgmt.post('/service-edge-router-policies', { name: unique('serp'), semantic: 'AnyOf', serviceRoles: [`@${svc.id}`], edgeRouterRoles: [`@${id.id}`] }), 201);
      const session = requireOk(await server.client.post('/sessions', { serviceId: svc.id, type: 'Dial' }), 201);
      const name = (await routerDetail(server, id.id)).name;
      const er = session.edgeRouters.find((e: { name: string }) => e.name === name);
      assert.ok(er, 'the router is listed');
      assert.equal(er.isOnline, true);
      assert.deepEqual(er.urls, { tls: 'tls://dial.example:4433' });
      assert.deepEqual(er.supportedProtocols, { tls: 'tls://dial.example:4433' });
      // The router asks which of its session tokens still exist: only the unknown one is removed.
      peer.send(ContentType.ValidateSessionsRequest, Bodies.ValidateSessionsRequest.encode({ sessionTokens: [session.token, 'no-such-session-token'] }));
      const removed = await peer.waitFor((f) => f.contentType === ContentType.SessionRemoved);
      assert.deepEqual(Bodies.SessionRemoved.decode(removed.body).tokens, ['no-such-session-token']);
    } finally {
      peer.close();
    }
  });

  it('a transit router connects and is online, and is not told API sessions', async () => {
    const id = await enrolledRouter(server, 'transit-routers');
    const peer = await RouterPeer.connect(ctrlTargetOf(server), id);
    try {
      await onlineWithin(server, id.id, true, 'transit-routers');
      await new Promise((r) => setTimeout(r, 300));
      assert.equal(peer.ofType(ContentType.ServerHello).length, 0);
      assert.equal(peer.ofType(ContentType.ApiSessionAdded).length, 0);
    } finally {
      peer.close();
    }
    await onlineWithin(server, id.id, false, 'transit-routers');
  });

  it('disabling, re-enrolling or deleting a router ends its connection at once', async () => {
    const target = ctrlTargetOf(server);
    const a = await enrolledRouter(server);
    const peerA = await RouterPeer.connect(target, a);
    await onlineWithin(server, a.id, true);
    requireOk(await server.mgmt.patch(`/edge-routers/${a.id}`, { disabled: true }));
    await peerA.closed(5_000);
    await onlineWithin(server, a.id, false);
    requireOk(await server.mgmt.patch(`/edge-routers/${a.id}`, { disabled: false }));
    const again = await RouterPeer.connect(target, a);
    await onlineWithin(server, a.id, true);
    requireOk(await server.mgmt.post(`/edge-routers/${a.id}/re-enroll`, {}));
    await again.closed(5_000);
    await onlineWithin(server, a.id, false);

    const b = await enrolledRouter(server);
    const peerB = await RouterPeer.connect(target, b);
    await onlineWithin(server, b.id, true);
    requireOk(await server.mgmt.delete(`/edge-routers/${b.id}`));
    await peerB.closed(5_000);
  });

  it('enrollment JWTs name the control address in ctrls', async () => {
    const r = requireOk(await server.mgmt.post('/edge-routers', { name: unique('jwt') }), 201);
    const detail = requireOk(await server.mgmt.get(`/edge-routers/${r.id}`));
    assert.deepEqual(jwtClaims(detail.enrollmentJwt).ctrls, [server.app.ctrlAddress]);
    assert.match(server.app.ctrlAddress ?? '', /^tls:localhost:\d+$/);
  });
});

describe('routers connect on a control port of its own (plain-HTTP API)', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ env: { CTRL_HEARTBEAT_TIMEOUT_SECONDS: '3' } });
  });
  after(() => server?.close());

  it('identities show connected while an edge router reports their SDKs (ConnectEvents, ApiSessionHeartbeat)', async () => {
    const id = await enrolledRouter(server);
    const peer = await RouterPeer.connect(ctrlTargetOf(server), id);
    try {
      await onlineWithin(server, id.id, true);
      const a = requireOk(await server.mgmt.post('/identities', { name: unique('conn-a'), type: 'User', isAdmin: false }), 201);
      const status = async (identityId: string) => {
        const d = requireOk(await server.mgmt.get(`/identities/${identityId}`));
        return `${d.hasEdgeRouterConnection}/${d.edgeRouterConnectionStatus}`;
      };
      assert.equal(await status(a.id), 'false/offline');
      // A 2.x router reports identity a connected.
      peer.send(ContentType.ConnectEvents, Bodies.ConnectEvents.encode({ events: [{ identityId: a.id, isConnected: true, connectTimes: [] }], fullState: true }));
      await pollUntil('identity online', async () => ((await status(a.id)) === 'true/online' ? true : undefined), 5_000);
      const gqlResult = await gql(server.url, IdentityRouterConnectionDocument, { id: a.id }, server.mgmt.token);
      assert.deepEqual(gqlResult.data?.identity, { edgeRouterConnectionStatus: 'online', hasEdgeRouterConnection: true });
      peer.send(ContentType.ConnectEvents, Bodies.ConnectEvents.encode({ events: [{ identityId: a.id, isConnected: false, connectTimes: [] }], fullState: false }));
      await pollUntil('identity offline', async () => ((await status(a.id)) === 'false/offline' ? true : undefined), 5_000);
      // A 1.x router reports the tokens of connected SDKs: the admin's own session here.
      const admin = requireOk(await server.client.get('/current-identity'));
      peer.send(ContentType.ApiSessionHeartbeat, Bodies.ApiSessionHeartbeat.encode({ tokens: [server.client.token!] }));
      await pollUntil('admin online', async () => ((await status(admin.id)) === 'true/online' ? true : undefined), 5_000);
    } finally {
      peer.close();
    }
  });

  it('GraphQL subscribers see routers go online and offline', async () => {
    const sub = subscribe(server.url, RouterPresenceChangedDocument, {}, server.mgmt.token);
    try {
      await sub.collectFor(1_000); // the subscription is set up before the router connects
      const id = await enrolledRouter(server);
      const peer = await RouterPeer.connect(ctrlTargetOf(server), id, { edgeHostname: 'sub.example' });
      const { event: online } = await sub.takeUntil((e) => e.routerPresenceChanged.routerId === id.id && e.routerPresenceChanged.syncStatus === 'SYNC_DONE', 10_000);
      assert.equal(online.routerPresenceChanged.isOnline, true);
      assert.equal(online.routerPresenceChanged.hostname, 'sub.example');
      peer.close();
      const { event: offline } = await sub.takeUntil((e) => e.routerPresenceChanged.routerId === id.id && !e.routerPresenceChanged.isOnline, 10_000);
      assert.equal(offline.routerPresenceChanged.syncStatus, 'SYNC_UNKNOWN');
    } finally {
      await sub.dispose();
    }
  });

  it('both generations connect to the dedicated port', async () => {
    for (const generation of ['2.x', '1.x'] as const) {
      const id = await enrolledRouter(server);
      const peer = await RouterPeer.connect(ctrlTargetOf(server), id, { generation });
      await onlineWithin(server, id.id, true);
      peer.close();
      await onlineWithin(server, id.id, false);
    }
  });

  it('heartbeats are answered both ways, and a router that stops answering is dropped', async () => {
    const id = await enrolledRouter(server);
    const live = await RouterPeer.connect(ctrlTargetOf(server), id);
    const beat = process.hrtime.bigint();
    live.send(ContentType.Heartbeat, Buffer.alloc(0), new Map([[Header.Heartbeat, uint64Value(beat)]]));
    await pollUntil('the heartbeat echoed', async () => (live.heartbeatResponses.includes(beat) ? true : undefined), 5_000);
    // Ping expects a Result.
    const pong = await live.request(ContentType.Ping, Buffer.alloc(0));
    assert.equal(pong.contentType, ContentType.Result);
    await new Promise((r) => setTimeout(r, 4_000));
    assert.equal(live.isClosed, false, 'a router answering heartbeats stays');
    assert.ok(live.heartbeatsAnswered >= 1, 'the controller sends heartbeats');
    live.close();

    const silent = await enrolledRouter(server);
    const mute = await RouterPeer.connect(ctrlTargetOf(server), silent, { answerHeartbeats: false });
    await mute.closed(8_000);
    await onlineWithin(server, silent.id, false);
  });

  it('a full state that fills its last page exactly (2,000 sessions) still ends with isLast', async () => {
    const em = server.app.services.deps.orm.em.fork();
    const me = requireOk(await server.client.get('/current-api-session'));
    const [{ n }] = await em.execute<{ n: string }[]>(`select count(*) as n from "api_sessions" where not ("is_mfa_required" and not "is_mfa_complete")`);
    await em.execute(`insert into "api_sessions" ("id", "created_at", "updated_at", "tags", "token_hash", "identity_id", "authenticator_id", "config_types", "last_activity_at")
      select 'page-fill-' || lpad(g::text, 5, '0'), now(), now(), '{}', 'page-fill-hash-' || g, ?, 'page-fill', '{}', now() from generate_series(1, ?) g`, [me.identity.id, 2_000 - Number(n)]);
    const id = await enrolledRouter(server);
    const peer = await RouterPeer.connect(ctrlTargetOf(server), id);
    try {
      const end = await peer.waitFor((f) => f.contentType === ContentType.ApiSessionAdded && JSON.parse(readString(f.headers, Header.SyncStrategyState) ?? '{}').isLast === true, 10_000, 'the end of the full state');
      assert.equal(Bodies.ApiSessionAdded.decode(end.body).isFullState, true);
      assert.equal(peer.apiSessionIds().size, 2_000);
      assert.ok(peer.apiSessionIds().has(me.id));
    } finally {
      peer.close();
      await em.execute(`delete from "api_sessions" where "authenticator_id" = 'page-fill'`);
    }
  });
});
