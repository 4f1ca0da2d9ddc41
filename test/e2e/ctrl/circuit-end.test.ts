// A circuit's end reported by one of its routers (IngressFault: the dialing SDK went; EgressFault:
// the hosting side went). As OpenZiti's controller, every router of the path is unrouted, the one
// that reported the end too, and not at once (Unroute now=false: each router lets the circuit's
// last payloads drain before dropping its forward table). Found with real 2.0.3 routers: the
// reporting router of a two-router circuit kept the circuit's link-side forward table until its
// idle scan, a minute later ("circuit exceeds idle threshold").
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../../support/server';
import { requireOk } from '../../support/rest-client';
import { pollUntil } from '../../support/poll';
import { RouterPeer, ctrlTargetOf } from '../../support/router-peer';
import { createService, createUser, unique, type User } from '../../support/fixtures';
import { enrolledRouter, routerOnline } from './ctrl-support';
import { Bodies, ContentType, FaultSubject, type CtrlListener } from '../../../src/ctrl/wire/messages';
import { MsgHeader, readString } from '../../../src/ctrl/wire/headers';

describe('a circuit ended by a router\'s fault is unrouted on every router of its path', () => {
  let server: TestServer;
  let host: User;
  let dialer: User;
  const peers: RouterPeer[] = [];
  let nextPort = 24600;

  before(async () => {
    server = await startTestServer();
    host = await createUser(server, { roleAttributes: ['hosts'] });
    dialer = await createUser(server, { roleAttributes: ['dialers'] });
    requireOk(await server.mgmt.post('/edge-router-policies', { name: unique('erp'), semantic: 'AnyOf', identityRoles: ['#all'], edgeRouterRoles: ['#all'] }), 201);
  });
  after(() => {
    for (const p of peers) p.close();
    return server?.close();
  });

  async function router(): Promise<{ id: string; peer: RouterPeer }> {
    const identity = await enrolledRouter(server);
    const own: CtrlListener = { address: `tls:127.0.0.1:${nextPort++}`, protocol: 'tls', costTags: [], groups: ['default'], localBinding: 'lo' };
    const peer = await RouterPeer.connect(ctrlTargetOf(server), identity, { linkListeners: [own] });
    peers.push(peer);
    await routerOnline(server, identity.id, true);
    return { id: identity.id, peer };
  }

  /** Two routers joined by a link, a service hosted on the second, and a circuit dialed on the first. */
  async function twoRouterCircuit() {
    const a = await router();
    const b = await router();
    const linkId = unique('link-ab');
    a.peer.reportLinks([{ id: linkId, destRouterId: b.id }]);
    await pollUntil(`link ${linkId} listed`, async () => ((await server.mgmt.on('fabric').get(`/links/${linkId}`)).status === 200 ? true : undefined), 10_000);

    const serviceId = await createService(server, { encryptionRequired: false });
    requireOk(await server.mgmt.post('/service-policies', { name: unique('bind'), type: 'Bind', semantic: 'AnyOf', identityRoles: ['#hosts'], serviceRoles: [`@${serviceId}`] }), 201);
    requireOk(await server.mgmt.post('/service-policies', { name: unique('dial'), type: 'Dial', semantic: 'AnyOf', identityRoles: ['#dialers'], serviceRoles: [`@${serviceId}`] }), 201);
    requireOk(await server.mgmt.post('/service-edge-router-policies', { name: unique('serp'), semantic: 'AnyOf', serviceRoles: [`@${serviceId}`], edgeRouterRoles: ['#all'] }), 201);
    const bind = requireOk(await host.client.post('/sessions', { serviceId, type: 'Bind' }), 201);
    const dial = requireOk(await dialer.client.post('/sessions', { serviceId, type: 'Dial' }), 201);
    const created = await b.peer.createTerminator({ address: unique('term'), sessionToken: bind.token, apiSessionToken: host.client.token! });
    assert.equal(created.result, 0, created.msg);

    const reply = await a.peer.createCircuit({ sessionToken: dial.token, apiSessionToken: dialer.client.token! });
    assert.equal(reply.contentType, ContentType.CreateCircuitV2Response, reply.body.toString());
    const circuitId = readString(reply.headers, MsgHeader.SessionTokenOrCircuitId)!;
    assert.equal(a.peer.routesFor(circuitId).length, 1);
    assert.equal(b.peer.routesFor(circuitId).length, 1);
    return { a, b, circuitId };
  }

  const unrouteOf = (peer: RouterPeer, circuitId: string) =>
    peer.waitFor((f) => f.contentType === ContentType.Unroute && Bodies.Unroute.decode(f.body).circuitId === circuitId, 10_000, `Unroute of ${circuitId}`)
      .then((f) => Bodies.Unroute.decode(f.body));
  const circuitGone = (circuitId: string) => pollUntil(`circuit ${circuitId} gone`, async () =>
    ((await server.mgmt.on('fabric').get(`/circuits/${circuitId}`)).status === 404 ? true : undefined), 10_000);

  for (const [subject, name, reporter] of [[FaultSubject.IngressFault, 'IngressFault', 'a'], [FaultSubject.EgressFault, 'EgressFault', 'b']] as const) {
    it(`${name} from the ${reporter === 'a' ? 'dialing' : 'hosting'} router: both routers get Unroute with now=false, the reporter too`, async () => {
      const routers = await twoRouterCircuit();
      const { circuitId } = routers;
      routers[reporter].peer.send(ContentType.Fault, Bodies.Fault.encode({ subject, id: circuitId, iteration: 0 }));
      await circuitGone(circuitId);
      for (const side of ['a', 'b'] as const) {
        const unroute = await unrouteOf(routers[side].peer, circuitId);
        assert.equal(unroute.now, false, `router ${side} may let the circuit drain`);
      }
    });
  }

  it('an admin\'s delete of a circuit still unroutes at once when asked to (immediate)', async () => {
    const { a, b, circuitId } = await twoRouterCircuit();
    requireOk(await server.mgmt.on('fabric').delete(`/circuits/${circuitId}`, { body: { immediate: true } }));
    for (const peer of [a.peer, b.peer]) assert.equal((await unrouteOf(peer, circuitId)).now, true);
  });
});
