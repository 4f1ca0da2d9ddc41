// Bind and dial through one edge router: the test peer acts as the router of a hosting SDK
// (CreateTerminatorV2, UpdateTerminator, RemoveTerminator) and of a dialing SDK
// (CreateCircuitV2), answers the controller's Route with a RouteResult and reports faults.
// Terminators show in both edge APIs, the fabric API and GraphQL; circuits in the fabric API
// and a session's route-path while they are open.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../../support/server';
import { requireOk } from '../../support/rest-client';
import { pollUntil } from '../../support/poll';
import { RouterPeer, ctrlTargetOf } from '../../support/router-peer';
import { createEnrolledRouter } from '../trust/routers-support';
import { Bodies, ContentType, CreateTerminatorResult, FaultSubject, type RouteBody } from '../../../src/ctrl/wire/messages';
import { Header, MsgHeader, decodeStringMap, decodeU32ToBytesMap, readString, readUint32 } from '../../../src/ctrl/wire/headers';
import { EdgeErrorCode } from '../../../src/services/router/edge-ctrl-errors';
import { createService, createUser, unique, type User } from '../../support/fixtures';
import { gql } from '../../support/gql-client';
import { X509Certificate } from 'node:crypto';
import { compactVerify, decodeJwt, decodeProtectedHeader } from 'jose';
import { EntityChangedDocument, TrafficTerminatorDocument } from '../../graphql/generated';
import { subscribe, untilLive } from '../../support/ws-client';

const PUBLIC_KEY = 1003;

describe('bind and dial through one edge router', () => {
  let server: TestServer;
  let peer: RouterPeer;
  let routerId: string;
  let host: User;
  let dialer: User;
  let routerIdentity: { id: string; certPem: string; keyPem: string };
  const fabric = () => server.mgmt.on('fabric');

  before(async () => {
    server = await startTestServer();
    const r = await createEnrolledRouter(server, 'edge-routers');
    routerId = r.id;
    routerIdentity = { id: r.id, certPem: r.client.certPem, keyPem: r.client.keyPem };
    peer = await RouterPeer.connect(ctrlTargetOf(server), routerIdentity);
    await pollUntil('router online', async () => {
      const d = requireOk(await server.mgmt.get(`/edge-routers/${routerId}`));
      return d.isOnline && d.syncStatus === 'SYNC_DONE' ? d : undefined;
    }, 10_000);
    host = await createUser(server, { roleAttributes: ['hosts'] });
    dialer = await createUser(server, { roleAttributes: ['dialers'] });
    requireOk(await server.mgmt.post('/edge-router-policies', { name: unique('erp'), semantic: 'AnyOf', identityRoles: ['#all'], edgeRouterRoles: [`@${routerId}`] }), 201);
  });
  after(() => {
    peer?.close();
    return server?.close();
  });

  /** A service the host may bind and the dialer may dial, through the router. */
  async function hostedService(body: Record<string, unknown> = {}) {
    const serviceId = await createService(server, { encryptionRequired: false, ...body });
    const bind = requireOk(await server.mgmt.post('/service-policies', { name: unique('bind'), type: 'Bind', semantic: 'AnyOf', identityRoles: ['#hosts'], serviceRoles: [`@${serviceId}`] }), 201).id;
    requireOk(await server.mgmt.post('/service-policies', { name: unique('dial'), type: 'Dial', semantic: 'AnyOf', identityRoles: ['#dialers'], serviceRoles: [`@${serviceId}`] }), 201);
    requireOk(await server.mgmt.post('/service-edge-router-policies', { name: unique('serp'), semantic: 'AnyOf', serviceRoles: [`@${serviceId}`], edgeRouterRoles: [`@${routerId}`] }), 201);
    const bindSession = requireOk(await host.client.post('/sessions', { serviceId, type: 'Bind' }), 201);
    return { serviceId, bindPolicyId: bind, bindToken: bindSession.token as string, bindSessionId: bindSession.id as string };
  }

  async function dialSession(serviceId: string) {
    return requireOk(await dialer.client.post('/sessions', { serviceId, type: 'Dial' }), 201) as { id: string; token: string };
  }

  function errorOf(reply: { contentType: number; body: Buffer; headers: Map<number, Buffer> }) {
    assert.equal(reply.contentType, ContentType.Error, `expected an edge Error, got ${reply.contentType}`);
    return { message: reply.body.toString(), code: readUint32(reply.headers, MsgHeader.EdgeErrorCode) };
  }

  it('a Bind session creates a terminator, shown by both edge APIs, the fabric API and GraphQL; re-creating it does not duplicate it', async () => {
    const { serviceId, bindToken } = await hostedService();
    const address = unique('term');
    const res = await peer.createTerminator({
      address, sessionToken: bindToken, apiSessionToken: host.client.token!, cost: 7, precedence: 1, instanceId: 'inst-1',
      peerData: { [PUBLIC_KEY]: Buffer.from('host-key') },
    });
    assert.equal(res.result, CreateTerminatorResult.Success, res.msg);
    assert.equal(res.terminatorId, address);

    const t = requireOk(await server.mgmt.get(`/terminators/${address}`));
    assert.equal(t.routerId, routerId);
    assert.equal(t.serviceId, serviceId);
    assert.equal(t.binding, 'edge');
    assert.equal(t.address, address);
    assert.equal(t.identity, 'inst-1');
    assert.equal(t.cost, 7);
    assert.equal(t.precedence, 'required');
    const f = requireOk(await fabric().get(`/terminators/${address}`));
    assert.equal(f.hostId, host.id);
    assert.equal(f.instanceId, 'inst-1');
    const listed = requireOk(await server.mgmt.get(`/services/${serviceId}/terminators`));
    assert.deepEqual(listed.map((x: { id: string }) => x.id), [address]);
    const g = await gql(server.url, TrafficTerminatorDocument, { id: address }, server.mgmt.token);
    assert.equal(g.errors, undefined);
    assert.equal(g.data?.terminator.hostId, host.id);
    assert.equal(g.data?.terminator.binding, 'edge');

    // A router re-creates its terminators after a reconnect: same id, same owner, no duplicate; cost follows.
    const again = await peer.createTerminator({ address, sessionToken: bindToken, apiSessionToken: host.client.token!, cost: 9, precedence: 1, instanceId: 'inst-1' });
    assert.equal(again.result, CreateTerminatorResult.Success, again.msg);
    const after = requireOk(await server.mgmt.get(`/services/${serviceId}/terminators`));
    assert.equal(after.length, 1);
    assert.equal(after[0].cost, 9);
  });

  it('refuses a terminator for a Dial session, a session whose Bind policy was removed, and a blank id', async () => {
    const { serviceId, bindPolicyId, bindToken } = await hostedService();
    const dial = await dialSession(serviceId);
    const wrongType = await peer.createTerminator({ address: unique('term'), sessionToken: dial.token, apiSessionToken: dialer.client.token! });
    assert.equal(wrongType.result, CreateTerminatorResult.FailedOther);
    assert.equal(wrongType.errorCode, EdgeErrorCode.WrongSessionType);
    assert.equal(wrongType.msg, 'incorrect session type');

    const blank = await peer.createTerminator({ address: '', sessionToken: bindToken, apiSessionToken: host.client.token! });
    assert.equal(blank.errorCode, EdgeErrorCode.InvalidTerminator);

    // Without the Bind policy the session no longer holds, and its token creates nothing.
    requireOk(await server.mgmt.delete(`/service-policies/${bindPolicyId}`));
    const noPolicy = await pollUntil('bind refused', async () => {
      const r = await peer.createTerminator({ address: unique('term'), sessionToken: bindToken, apiSessionToken: host.client.token! });
      return r.result === CreateTerminatorResult.Success ? undefined : r;
    }, 10_000);
    assert.equal(noPolicy.result, CreateTerminatorResult.FailedOther);
    assert.equal(noPolicy.errorCode, EdgeErrorCode.InvalidSession);
  });

  it('dials: Route to the router, RouteResult awaited, circuit listed and on the route-path until the router reports its end', async () => {
    const { serviceId, bindToken } = await hostedService();
    const address = unique('term');
    assert.equal((await peer.createTerminator({ address, sessionToken: bindToken, apiSessionToken: host.client.token!, peerData: { [PUBLIC_KEY]: Buffer.from('host-key') } })).result, 0);
    const dial = await dialSession(serviceId);
    const routes: RouteBody[] = [];
    peer.onRoute = (route) => {
      routes.push(route);
      return { success: true, peerData: { 2000: Buffer.from('runtime') } };
    };
    const reply = await peer.createCircuit({ sessionToken: dial.token, apiSessionToken: dialer.client.token!, peerData: { [PUBLIC_KEY]: Buffer.from('dialer-key') } });
    assert.equal(reply.contentType, ContentType.CreateCircuitV2Response, reply.body.toString());
    const circuitId = readString(reply.headers, MsgHeader.SessionTokenOrCircuitId)!;
    const ingress = readString(reply.headers, MsgHeader.FingerprintsOrAddress)!;
    const peerData = decodeU32ToBytesMap(reply.headers.get(MsgHeader.PeerData));
    assert.equal(peerData[PUBLIC_KEY]?.toString(), 'host-key', "the host's public key reaches the dialer");
    assert.equal(peerData[2000]?.toString(), 'runtime');
    assert.deepEqual(decodeStringMap(reply.headers.get(MsgHeader.TerminatorInstanceIdOrTags)), { serviceId, clientId: dialer.id, hostId: host.id });

    assert.equal(routes.length, 1);
    const route = routes[0]!;
    assert.equal(route.circuitId, circuitId);
    assert.equal(route.egress?.binding, 'edge');
    assert.equal(route.egress?.destination, address);
    assert.equal(route.egress?.peerData[PUBLIC_KEY]?.toString(), 'dialer-key', "the dialer's public key reaches the host");
    // The router keys its forward table by source address: the dialer's side (ingress) goes to the
    // host's (egress) and back. One address for both makes a cycle (a real router drops every payload
    // as 'ouroboros (circuit cycle) detected').
    const egress = route.egress!.address;
    assert.notEqual(egress, ingress, 'the egress address differs from the ingress address');
    assert.deepEqual(
      route.forwards.map((f) => [f.srcAddress, f.dstAddress, f.dstType]).sort(),
      [[ingress, egress, 1], [egress, ingress, 0]].sort(),
    );

    const circuit = requireOk(await fabric().get(`/circuits/${circuitId}`));
    assert.equal(circuit.clientId, dial.id);
    assert.equal(circuit.service.id, serviceId);
    assert.equal(circuit.terminator.id, address);
    assert.deepEqual(circuit.path.nodes.map((n: { id: string }) => n.id), [routerId]);
    const listed = requireOk(await fabric().get(`/circuits?filter=${encodeURIComponent(`service="${serviceId}"`)}`));
    assert.deepEqual(listed.map((c: { id: string }) => c.id), [circuitId]);
    assert.deepEqual(requireOk(await server.mgmt.get(`/sessions/${dial.id}/route-path`)).routePath, [routerId]);
    assert.equal(requireOk(await server.mgmt.get(`/terminators/${address}`)).dynamicCost, 2, 'an open circuit adds to the dynamic cost');

    // The dialing SDK closed: the router reports the fault; the circuit is gone.
    peer.send(ContentType.Fault, Bodies.Fault.encode({ subject: FaultSubject.IngressFault, id: circuitId, iteration: 0 }));
    await pollUntil('circuit gone', async () => ((await fabric().get(`/circuits/${circuitId}`)).status === 404 ? true : undefined), 10_000);
    assert.deepEqual(requireOk(await server.mgmt.get(`/sessions/${dial.id}/route-path`)).routePath, []);
    assert.equal(requireOk(await server.mgmt.get(`/terminators/${address}`)).dynamicCost, 0, 'and its end takes it back');
    assert.equal(requireOk(await fabric().get(`/circuits?filter=${encodeURIComponent(`service="${serviceId}"`)}`)).length, 0);

    // An admin ends a circuit: the router is told to unroute it, and it is gone.
    const second = readString((await peer.createCircuit({ sessionToken: dial.token, apiSessionToken: dialer.client.token!, peerData: { [PUBLIC_KEY]: Buffer.from('k') } })).headers, MsgHeader.SessionTokenOrCircuitId)!;
    requireOk(await fabric().delete(`/circuits/${second}`, { body: { immediate: true } }));
    const unroute = await peer.waitFor((f) => f.contentType === ContentType.Unroute && Bodies.Unroute.decode(f.body).circuitId === second);
    assert.equal(Bodies.Unroute.decode(unroute.body).now, true);
    assert.equal((await fabric().get(`/circuits/${second}`)).status, 404);
    assert.equal((await fabric().delete(`/circuits/${second}`)).status, 404);
  });

  it('picks terminators by precedence then cost, follows updates, and retries another when a route fails', async () => {
    const { serviceId, bindToken } = await hostedService();
    const cheap = unique('cheap');
    const dear = unique('dear');
    const required = unique('required');
    const create = (address: string, cost: number, precedence: number) =>
      peer.createTerminator({ address, sessionToken: bindToken, apiSessionToken: host.client.token!, cost, precedence });
    assert.equal((await create(dear, 50, 0)).result, 0);
    assert.equal((await create(cheap, 5, 0)).result, 0);
    assert.equal((await create(required, 60, 1)).result, 0);
    const dial = await dialSession(serviceId);
    const chosen: string[] = [];
    peer.onRoute = (route) => {
      chosen.push(route.egress!.destination);
      return { success: true };
    };
    const dialOnce = async () => {
      const reply = await peer.createCircuit({ sessionToken: dial.token, apiSessionToken: dialer.client.token! });
      assert.equal(reply.contentType, ContentType.CreateCircuitV2Response, reply.body.toString());
      return readString(reply.headers, MsgHeader.SessionTokenOrCircuitId)!;
    };
    await dialOnce();
    assert.equal(chosen.at(-1), required, 'required precedence wins over a lower cost');

    // The host marks it failed (UpdateTerminator): the cheapest default one is chosen.
    const upd = await peer.request(ContentType.UpdateTerminatorRequest, Bodies.UpdateTerminatorRequest.encode({
      sessionToken: bindToken, apiSessionToken: host.client.token!, fingerprints: [], terminatorId: required, cost: 0, precedence: 2, updatePrecedence: true, updateCost: false,
    }));
    assert.equal(upd.contentType, ContentType.UpdateTerminatorResponse, upd.body.toString());
    assert.equal(requireOk(await server.mgmt.get(`/terminators/${required}`)).precedence, 'failed');
    await dialOnce();
    assert.equal(chosen.at(-1), cheap);

    // The cheap one's route fails as an invalid terminator: the next one is tried, the invalid one removed.
    peer.onRoute = (route) => {
      chosen.push(route.egress!.destination);
      return route.egress!.destination === cheap ? { success: false, error: 'no such terminator', errorCode: 1 } : { success: true };
    };
    chosen.length = 0;
    const circuitId = await dialOnce();
    assert.deepEqual(chosen, [cheap, dear]);
    assert.equal(requireOk(await fabric().get(`/circuits/${circuitId}`)).terminator.id, dear);
    assert.equal((await server.mgmt.get(`/terminators/${cheap}`)).status, 404);
    // Three circuits are open through two terminators: the dynamic costs say so.
    assert.equal(requireOk(await server.mgmt.get(`/terminators/${dear}`)).dynamicCost, 2);
    assert.equal(requireOk(await server.mgmt.get(`/terminators/${required}`)).dynamicCost, 2);
    // The failed attempt's router carries the circuit now: it is not told to unroute it (that would
    // undo the route it just took; as OpenZiti, only routers the circuit left behind are unrouted).
    assert.ok(!peer.ofType(ContentType.Unroute).some((f) => Bodies.Unroute.decode(f.body).circuitId === circuitId));

    // RemoveTerminator from the router: gone.
    const removed = await peer.request(ContentType.RemoveTerminatorRequest, Bodies.RemoveTerminatorRequest.encode({ sessionToken: bindToken, fingerprints: [], terminatorId: dear, apiSessionToken: '' }));
    assert.equal(removed.contentType, ContentType.RemoveTerminatorResponse);
    assert.equal((await server.mgmt.get(`/terminators/${dear}`)).status, 404);

    // RemoveTerminatorsRequest (a 2.x router's batch, sent when the hosting SDK goes away): a
    // success Result; ids it does not own or that do not exist are skipped.
    const batch = await peer.request(ContentType.RemoveTerminatorsRequest, Bodies.RemoveTerminatorsRequest.encode({ terminatorIds: [required, 'no-such-terminator'] }));
    assert.equal(batch.contentType, ContentType.Result);
    assert.equal(batch.headers.get(Header.ResultSuccess)?.[0], 1, batch.body.toString());
    assert.equal((await server.mgmt.get(`/terminators/${required}`)).status, 404);
  });

  it('refuses a dial and a terminator through a router the service may no longer use, until a service edge router policy puts it back', async () => {
    const { serviceId, bindToken } = await hostedService();
    const dial = await dialSession(serviceId);
    // The sessions stay; the service edge router policy that put the service on the router goes.
    const serps = requireOk(await server.mgmt.get(`/services/${serviceId}/service-edge-router-policies`)) as { id: string }[];
    assert.equal(serps.length, 1);
    requireOk(await server.mgmt.delete(`/service-edge-router-policies/${serps[0]!.id}`));

    const dialRefused = errorOf(await peer.createCircuit({ sessionToken: dial.token, apiSessionToken: dialer.client.token! }));
    assert.equal(dialRefused.code, EdgeErrorCode.InvalidEdgeRouterForSession);
    assert.equal(dialRefused.message, 'invalid edge router for session');
    const bindRefused = await peer.createTerminator({ address: unique('term'), sessionToken: bindToken, apiSessionToken: host.client.token! });
    assert.equal(bindRefused.result, CreateTerminatorResult.FailedOther);
    assert.equal(bindRefused.errorCode, EdgeErrorCode.InvalidEdgeRouterForSession);

    // The same sessions get past the check once the service may use the router.
    requireOk(await server.mgmt.post('/service-edge-router-policies', { name: unique('serp'), semantic: 'AnyOf', serviceRoles: [`@${serviceId}`], edgeRouterRoles: [`@${routerId}`] }), 201);
    const noTerminator = await pollUntil('the dial past the router check', async () => {
      const e = errorOf(await peer.createCircuit({ sessionToken: dial.token, apiSessionToken: dialer.client.token! }));
      return e.code === EdgeErrorCode.InvalidEdgeRouterForSession ? undefined : e;
    }, 10_000);
    assert.equal(noTerminator.message, `service ${serviceId} has no terminators`);
    const bound = await peer.createTerminator({ address: unique('term'), sessionToken: bindToken, apiSessionToken: host.client.token! });
    assert.equal(bound.result, CreateTerminatorResult.Success, bound.msg);
  });

  it('refuses a dial without terminators, with a revoked session, and with a Bind session', async () => {
    const { serviceId, bindToken } = await hostedService();
    const dial = await dialSession(serviceId);
    const none = errorOf(await peer.createCircuit({ sessionToken: dial.token, apiSessionToken: dialer.client.token! }));
    assert.equal(none.message, `service ${serviceId} has no terminators`);
    assert.equal(none.code, EdgeErrorCode.Internal);

    const wrong = errorOf(await peer.createCircuit({ sessionToken: bindToken, apiSessionToken: host.client.token! }));
    assert.equal(wrong.code, EdgeErrorCode.WrongSessionType);

    requireOk(await dialer.client.delete(`/sessions/${dial.id}`));
    const revoked = errorOf(await peer.createCircuit({ sessionToken: dial.token, apiSessionToken: dialer.client.token! }));
    assert.equal(revoked.code, EdgeErrorCode.InvalidSession);
    assert.equal(revoked.message, 'invalid session');
  });

  it('session tokens are JWTs signed with a key of the routers\' data model, with OpenZiti\'s service access claims', async () => {
    const { serviceId } = await hostedService();
    const dial = await dialSession(serviceId);
    const apiSession = requireOk(await dialer.client.get('/current-api-session'));
    const claims = decodeJwt(dial.token);
    assert.equal(claims.sub, serviceId);
    assert.equal(claims.jti, dial.id);
    assert.deepEqual(claims.aud, ['openziti']);
    assert.equal(claims.z_asid, apiSession.id);
    assert.equal(claims.z_iid, dialer.id);
    assert.equal(claims.z_st, 'Dial');
    assert.equal(claims.z_t, 's');
    assert.equal(claims.z_leg, true);
    assert.ok(typeof claims.iss === 'string' && claims.iss.startsWith('https://'));
    assert.ok((claims.exp ?? 0) > Date.now() / 1000 + 300 * 24 * 3600);
    const { kid } = decodeProtectedHeader(dial.token);
    peer.send(ContentType.SubscribeToDataModelRequest, Bodies.SubscribeToDataModelRequest.encode({ currentIndex: '0', subscriptionDurationSeconds: 300, renew: false, timelineId: '', subscriptionId: 'keys' }));
    const state = await peer.waitFor((f) => f.contentType === ContentType.DataState);
    const key = Bodies.DataState.decode(state.body).events.map((e) => e.publicKey).find((k) => k?.kid === kid);
    assert.ok(key, 'the kid names a key routers are given');
    // The data model carries the certificate (X509CertDer); its public key checks the signature.
    await compactVerify(dial.token, new X509Certificate(Buffer.from(key.data)).publicKey);
  });

  it('a route that fails on every terminator fails the dial and leaves no circuit', async () => {
    const { serviceId, bindToken } = await hostedService();
    assert.equal((await peer.createTerminator({ address: unique('term'), sessionToken: bindToken, apiSessionToken: host.client.token! })).result, 0);
    const dial = await dialSession(serviceId);
    peer.onRoute = () => ({ success: false, error: 'connection refused', errorCode: 4 });
    const reply = await peer.createCircuit({ sessionToken: dial.token, apiSessionToken: dialer.client.token! });
    const failed = errorOf(reply);
    assert.match(failed.message, /exceeded maximum \[3\] retries creating circuit .*connection refused/);
    const circuitId = readString(reply.headers, MsgHeader.EdgeCircuitId);
    assert.ok(circuitId && failed.message.includes(circuitId), 'the refusal names the circuit it had allocated');
    assert.equal(requireOk(await fabric().get(`/circuits?filter=${encodeURIComponent(`service="${serviceId}"`)}`)).length, 0);
    assert.deepEqual(requireOk(await server.mgmt.get(`/sessions/${dial.id}/route-path`)).routePath, []);
  });

  it('circuits created and ended reach the GraphQL change feed', async () => {
    const { serviceId, bindToken } = await hostedService();
    const address = unique('term');
    assert.equal((await peer.createTerminator({ address, sessionToken: bindToken, apiSessionToken: host.client.token! })).result, 0);
    const sub = subscribe(server.url, EntityChangedDocument, { kinds: ['CIRCUITS', 'TERMINATORS'] }, server.mgmt.token);
    try {
      let n = 0;
      await untilLive(sub, async () => requireOk(await server.mgmt.patch(`/terminators/${address}`, { tags: { probe: String(++n) } })), (e) => e.entityChanged.id === address);
      const dial = await dialSession(serviceId);
      peer.onRoute = () => ({ success: true });
      const reply = await peer.createCircuit({ sessionToken: dial.token, apiSessionToken: dialer.client.token! });
      const circuitId = readString(reply.headers, MsgHeader.SessionTokenOrCircuitId)!;
      const { event: created } = await sub.takeUntil((e) => e.entityChanged.id === circuitId, 10_000);
      assert.equal(created.entityChanged.kind, 'CIRCUITS');
      assert.equal(created.entityChanged.action, 'created');
      peer.send(ContentType.Fault, Bodies.Fault.encode({ subject: FaultSubject.EgressFault, id: circuitId, iteration: 0 }));
      const { event: ended } = await sub.takeUntil((e) => e.entityChanged.id === circuitId && e.entityChanged.action === 'deleted', 10_000);
      assert.equal(ended.entityChanged.kind, 'CIRCUITS');
    } finally {
      sub.unsubscribe();
    }
  });

  it('a router that reconnects keeps its terminators (validated with it, re-created without duplicates); its circuits end with its connection', async () => {
    const { serviceId, bindToken } = await hostedService();
    const address = unique('term');
    const gone = unique('gone');
    assert.equal((await peer.createTerminator({ address, sessionToken: bindToken, apiSessionToken: host.client.token!, instanceId: 'i' })).result, 0);
    assert.equal((await peer.createTerminator({ address: gone, sessionToken: bindToken, apiSessionToken: host.client.token!, instanceId: 'i' })).result, 0);
    const dial = await dialSession(serviceId);
    peer.onRoute = () => ({ success: true });
    const reply = await peer.createCircuit({ sessionToken: dial.token, apiSessionToken: dialer.client.token! });
    const circuitId = readString(reply.headers, MsgHeader.SessionTokenOrCircuitId)!;
    requireOk(await fabric().get(`/circuits/${circuitId}`));

    peer.close();
    await pollUntil('circuit gone with its router', async () => ((await fabric().get(`/circuits/${circuitId}`)).status === 404 ? true : undefined), 10_000);
    assert.equal(requireOk(await server.mgmt.get(`/terminators/${address}`)).routerId, routerId, 'the terminator stays while its router is away');
    // Validated at once in this test (OpenZiti waits until a terminator is 5 s old).
    server.app.services.hosting.validateAfterMs = 0;
    peer = await pollUntil('router reconnected', async () => RouterPeer.connect(ctrlTargetOf(server), routerIdentity).catch(() => undefined), 10_000);
    const validate = Bodies.ValidateTerminatorsV2Request.decode((await peer.waitFor((f) => f.contentType === ContentType.ValidateTerminatorsV2Request)).body);
    assert.deepEqual(validate.terminators.map((t) => t.id).filter((id) => id === address || id === gone).sort(), [address, gone].sort());
    assert.ok(validate.terminators.every((t) => t.binding === 'edge'));
    // The router lost one of them (its SDK went while it was away): that one goes.
    peer.send(ContentType.ValidateTerminatorsV2Response, Bodies.ValidateTerminatorsV2Response.encode({
      states: Object.fromEntries(validate.terminators.map((t) => [t.id, { valid: t.id !== gone, reason: 1, detail: '', marker: '0' }])),
    }));
    await pollUntil('lost terminator removed', async () => ((await server.mgmt.get(`/terminators/${gone}`)).status === 404 ? true : undefined), 10_000);
    assert.equal((await peer.createTerminator({ address, sessionToken: bindToken, apiSessionToken: host.client.token!, instanceId: 'i' })).result, 0);
    assert.equal(requireOk(await server.mgmt.get(`/services/${serviceId}/terminators`)).length, 1);
  });
});
