// Several routers: routers learn each other's link listeners (PeerStateChanges), report the links
// they dial (RouterLinks, LinkState, faults), and the controller routes circuits over them: every
// router of a path gets its Route with the links' ids as forward addresses, the egress only on the
// last. A link lost under a circuit moves it to another path, or ends it when none is left. Each
// test builds its own routers (TS router peers), so its topology is its own.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../../support/server';
import { requireOk, requireNotFound } from '../../support/rest-client';
import { pollUntil } from '../../support/poll';
import { RouterPeer, ctrlTargetOf, type PeerIdentity } from '../../support/router-peer';
import { createService, createUser, unique, type User } from '../../support/fixtures';
import { enrolledRouter, routerOnline } from './ctrl-support';
import { Bodies, ContentType, FaultSubject, PeerState, type CtrlListener, type RouteBody } from '../../../src/ctrl/wire/messages';
import { MsgHeader, decodeU32ToBytesMap, readString } from '../../../src/ctrl/wire/headers';
import { fingerprint } from '../../../src/pki/inspect';
import { REROUTE_ATTEMPT } from '../../../src/services/router/route-orders';
import { gql } from '../../support/gql-client';
import { EntityChangedDocument, RouterLinkDetailDocument, RouterLinksDocument } from '../../graphql/generated';
import { subscribe, untilLive } from '../../support/ws-client';

const LINK = 2;
const START = 0;
const END = 1;
/** A new link's cost as OpenZiti shows it: static cost 1 plus 65 s of latency on each side, in ms. */
const NEW_LINK_COST = 1 + 65_000 + 65_000;

type Json = Record<string, any>;

describe('several routers: peer states, links and circuits over them', () => {
  let server: TestServer;
  let host: User;
  let dialer: User;
  const peers: RouterPeer[] = [];
  const fabric = () => server.mgmt.on('fabric');

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

  const listener = (port: number, groups = ['default']): CtrlListener => ({ address: `tls:127.0.0.1:${port}`, protocol: 'tls', costTags: [], groups, localBinding: 'lo' });
  let nextPort = 24000;

  /** A new edge router, enrolled and connected (with a link listener of its own), online. */
  async function router(): Promise<{ id: string; identity: PeerIdentity; peer: RouterPeer; listener: CtrlListener }> {
    const identity = await enrolledRouter(server);
    const own = listener(nextPort++);
    const peer = await RouterPeer.connect(ctrlTargetOf(server), identity, { linkListeners: [own] });
    peers.push(peer);
    await routerOnline(server, identity.id, true);
    return { id: identity.id, identity, peer, listener: own };
  }

  /** A service the host binds and the dialer dials, through every router. */
  async function hostedService() {
    const serviceId = await createService(server, { encryptionRequired: false });
    requireOk(await server.mgmt.post('/service-policies', { name: unique('bind'), type: 'Bind', semantic: 'AnyOf', identityRoles: ['#hosts'], serviceRoles: [`@${serviceId}`] }), 201);
    requireOk(await server.mgmt.post('/service-policies', { name: unique('dial'), type: 'Dial', semantic: 'AnyOf', identityRoles: ['#dialers'], serviceRoles: [`@${serviceId}`] }), 201);
    requireOk(await server.mgmt.post('/service-edge-router-policies', { name: unique('serp'), semantic: 'AnyOf', serviceRoles: [`@${serviceId}`], edgeRouterRoles: ['#all'] }), 201);
    const bind = requireOk(await host.client.post('/sessions', { serviceId, type: 'Bind' }), 201);
    const dial = requireOk(await dialer.client.post('/sessions', { serviceId, type: 'Dial' }), 201);
    return { serviceId, bindToken: bind.token as string, dialToken: dial.token as string, dialSessionId: dial.id as string };
  }

  /** A terminator of the service hosted on `on`. */
  async function terminator(on: RouterPeer, bindToken: string): Promise<string> {
    const address = unique('term');
    const res = await on.createTerminator({ address, sessionToken: bindToken, apiSessionToken: host.client.token! });
    assert.equal(res.result, 0, res.msg);
    return address;
  }

  async function dial(on: RouterPeer, dialToken: string) {
    const reply = await on.createCircuit({ sessionToken: dialToken, apiSessionToken: dialer.client.token! });
    return reply;
  }

  async function dialed(on: RouterPeer, dialToken: string): Promise<{ circuitId: string; ingress: string; peerData: Record<string, Buffer> }> {
    const reply = await dial(on, dialToken);
    assert.equal(reply.contentType, ContentType.CreateCircuitV2Response, reply.body.toString());
    return {
      circuitId: readString(reply.headers, MsgHeader.SessionTokenOrCircuitId)!,
      ingress: readString(reply.headers, MsgHeader.FingerprintsOrAddress)!,
      peerData: decodeU32ToBytesMap(reply.headers.get(MsgHeader.PeerData)),
    };
  }

  const forwards = (route: RouteBody) => route.forwards.map((f) => [f.srcAddress, f.dstAddress, f.dstType]).sort();
  const link = (id: string) => fabric().get(`/links/${id}`);
  const linkShown = (id: string) => pollUntil(`link ${id} listed`, async () => {
    const res = await link(id);
    return res.status === 200 ? (requireOk(res) as Json) : undefined;
  }, 10_000);
  const linkGone = (id: string) => pollUntil(`link ${id} gone`, async () => ((await link(id)).status === 404 ? true : undefined), 10_000);
  const circuitPath = (circuitId: string, nodes: string[]) => pollUntil(`circuit ${circuitId} through ${nodes.join(' -> ')}`, async () => {
    const c = requireOk(await fabric().get(`/circuits/${circuitId}`)) as Json;
    return JSON.stringify(c.path.nodes.map((n: Json) => n.id)) === JSON.stringify(nodes) ? c : undefined;
  }, 10_000);
  const circuitGone = (circuitId: string) => pollUntil(`circuit ${circuitId} gone`, async () => ((await fabric().get(`/circuits/${circuitId}`)).status === 404 ? true : undefined), 10_000);

  it('routers learn each other\'s link listeners as they connect, change them and leave; a deleted router is removed', async () => {
    const a = await router();
    const b = await router();
    // B connected after A: A hears of B, and B of A, each with its version and link listeners.
    const bOnA = await pollUntil('A told of B', async () => a.peer.peerState(b.id), 10_000);
    assert.equal(bOnA.state, PeerState.Healthy);
    assert.equal(bOnA.version, 'v2.0.3');
    assert.deepEqual(bOnA.listeners, [b.listener]);
    const aOnB = await pollUntil('B told of A', async () => b.peer.peerState(a.id), 10_000);
    assert.equal(aOnB.state, PeerState.Healthy);
    assert.deepEqual(aOnB.listeners, [a.listener]);
    assert.equal(a.peer.peerState(a.id), undefined, 'a router is not told of itself');

    // B rebuilds its listeners: A is told where to dial it now, and the fabric API shows them.
    const moved = listener(nextPort++, ['default', 'west']);
    b.peer.updateLinkListeners([moved]);
    const updated = await pollUntil('A told of B\'s new listeners', async () => {
      const s = a.peer.peerState(b.id);
      return s?.listeners[0]?.address === moved.address ? s : undefined;
    }, 10_000);
    assert.equal(updated.state, PeerState.Healthy);
    assert.deepEqual(updated.listeners, [moved]);
    await pollUntil('fabric router shows the new listener', async () => {
      const r = requireOk(await fabric().get(`/routers/${b.id}`)) as Json;
      return r.listenerAddresses[0]?.address === moved.address ? r : undefined;
    }, 10_000);

    // B leaves: A stops dialing it (unhealthy); B is deleted: A forgets it (removed).
    b.peer.close();
    await pollUntil('A told B is unhealthy', async () => (a.peer.peerState(b.id)?.state === PeerState.Unhealthy ? true : undefined), 10_000);
    requireOk(await server.mgmt.delete(`/edge-routers/${b.id}`));
    await pollUntil('A told B is removed', async () => (a.peer.peerState(b.id)?.state === PeerState.Removed ? true : undefined), 10_000);
  });

  it('VerifyRouter: the router accepting a link learns whether the dialer is the router it claims to be', async () => {
    const a = await router();
    const b = await router();
    const ok = await a.peer.verifyRouter(b.id, [fingerprint(b.identity.certPem)]);
    assert.deepEqual(ok, { success: true, message: 'router verified' });
    const wrong = await a.peer.verifyRouter(b.id, [fingerprint(a.identity.certPem)]);
    assert.deepEqual(wrong, { success: false, message: `could not verify fingerprint for router ${b.id}` });
    const unknown = await a.peer.verifyRouter('no-such-router', [fingerprint(b.identity.certPem)]);
    assert.equal(unknown.success, false);
  });

  it('a reported link is listed with OpenZiti\'s fields, follows its state and latencies, and goes with the router that dialed it or a full refresh without it', async () => {
    const a = await router();
    const b = await router();
    const ab = unique('link-ab');
    const ba = unique('link-ba');
    a.peer.reportLinks([{ id: ab, destRouterId: b.id, dialAddress: b.listener.address, connState: { stateIteration: 1, conns: [{ type: 'payload', localAddr: '127.0.0.1:1', remoteAddr: '127.0.0.1:2' }] } }]);
    b.peer.reportLinks([{ id: ba, destRouterId: a.id, iteration: 3 }]);

    const shown = await linkShown(ab);
    assert.deepEqual(
      { ...shown, sourceRouter: { id: shown.sourceRouter.id, name: shown.sourceRouter.name }, destRouter: { id: shown.destRouter.id, name: shown.destRouter.name } },
      {
        id: ab, protocol: 'tls', sourceRouter: { id: a.id, name: shown.sourceRouter.name }, destRouter: { id: b.id, name: shown.destRouter.name },
        state: 'Connected', down: false, staticCost: 1, sourceLatency: 65_000_000_000, destLatency: 65_000_000_000, cost: NEW_LINK_COST, iteration: 1,
        connections: [{ type: 'payload', source: '127.0.0.1:1', dest: '127.0.0.1:2' }],
      },
    );
    assert.ok(shown.sourceRouter.name, 'the routers are named');
    assert.equal(shown.sourceRouter._links.self.href, `./routers/${a.id}`);
    assert.equal((await linkShown(ba)).iteration, 3);

    // The list: filtered, sorted and paged as any list, on OpenZiti's link fields.
    const mine = requireOk(await fabric().get(`/links?filter=${encodeURIComponent(`sourceRouter = "${a.id}" or sourceRouter = "${b.id}"`)}&sort=${encodeURIComponent('id asc')}`));
    assert.deepEqual(mine.map((l: Json) => l.id), [ab, ba].sort());
    const page = await fabric().get(`/links?filter=${encodeURIComponent(`destRouter = "${b.id}" and cost > 100000`)}`);
    assert.deepEqual(page.body.data.map((l: Json) => l.id), [ab]);
    for (const f of ['id', 'protocol', 'sourceRouter', 'destRouter', 'cost', 'staticCost', 'state', 'iteration', 'sourceLatency', 'destLatency']) assert.ok(page.body.meta.filterableFields.includes(f), f);
    assert.equal(requireOk(await fabric().get(`/links?filter=${encodeURIComponent(`id = "${ab}" and state = "Failed"`)}`)).length, 0);

    // LinkState: a newer state of the connections replaces the older; a stale one does not.
    a.peer.reportLinkState(ab, 1, { stateIteration: 2, conns: [{ type: 'payload', localAddr: '127.0.0.1:3', remoteAddr: '127.0.0.1:4' }, { type: 'ack', localAddr: '127.0.0.1:5', remoteAddr: '127.0.0.1:6' }] });
    a.peer.reportLinkState(ab, 1, { stateIteration: 1, conns: [] });
    await pollUntil('link connections updated', async () => ((await linkShown(ab)).connections.length === 2 ? true : undefined), 10_000);
    assert.deepEqual((await linkShown(ab)).connections.map((c: Json) => c.type), ['payload', 'ack']);

    // Latency from each router's metrics (mean latency plus queue time, ns) makes up the cost, in ms.
    a.peer.reportMetrics({ [`link.${ab}.latency`]: 3_000_000, [`link.${ab}.queue_time`]: 1_000_000 });
    b.peer.reportMetrics({ [`link.${ab}.latency`]: 2_000_000 });
    const measured = await pollUntil('latencies', async () => {
      const l = await linkShown(ab);
      return l.destLatency === 2_000_000 && l.sourceLatency === 4_000_000 ? l : undefined;
    }, 10_000);
    assert.equal(measured.cost, 1 + 4 + 2);

    // A fault of an older iteration is ignored; a newer report of the link replaces it.
    b.peer.reportLinks([{ id: ba, destRouterId: a.id, iteration: 4 }]);
    await pollUntil('newer iteration', async () => ((await linkShown(ba)).iteration === 4 ? true : undefined), 10_000);
    b.peer.reportLinkFault(ba, 3);
    b.peer.reportLinks([{ id: ab, destRouterId: a.id, iteration: 1 }]); // no newer than the link known: changes nothing
    // B's messages are handled in order: once its next LinkState shows, the two above were handled.
    b.peer.reportLinkState(ba, 4, { stateIteration: 1, conns: [{ type: 'single', localAddr: 'x', remoteAddr: 'y' }] });
    await pollUntil('B\'s link state', async () => ((await linkShown(ba)).connections.length === 1 ? true : undefined), 10_000);
    assert.equal((await linkShown(ba)).iteration, 4);
    assert.equal((await linkShown(ab)).sourceRouter.id, a.id);

    // A leaves: the link it dialed goes; the one B dialed to it stays (B reports its end).
    a.peer.close();
    await linkGone(ab);
    assert.equal((await linkShown(ba)).sourceRouter.id, b.id);
    // B reconnects' full refresh without it ends it.
    b.peer.reportLinks([], true);
    await linkGone(ba);
    requireNotFound(await link(ba));
  });

  it('GraphQL lists the links as /fabric/v1/links shows them, to admins only', async () => {
    const a = await router();
    const b = await router();
    const ab = unique('link-ab');
    a.peer.reportLinks([{ id: ab, destRouterId: b.id, connState: { stateIteration: 1, conns: [{ type: 'payload', localAddr: 'l', remoteAddr: 'r' }] } }]);
    const rest = await linkShown(ab);
    const listed = await gql(server.url, RouterLinksDocument, { filter: `id = "${ab}"` }, server.mgmt.token);
    assert.equal(listed.errors, undefined);
    assert.equal(listed.data?.links.pagination.totalCount, 1);
    assert.ok(listed.data?.links.filterableFields.includes('sourceRouter'));
    const item = listed.data!.links.items[0]!;
    assert.deepEqual(
      { ...item, sourceRouter: { ...item.sourceRouter }, destRouter: { ...item.destRouter }, connections: item.connections.map((c) => ({ ...c })) },
      {
        id: ab, protocol: rest.protocol, dialAddress: 'tls:127.0.0.1:23323', sourceRouter: { id: a.id, name: rest.sourceRouter.name }, destRouter: { id: b.id, name: rest.destRouter.name },
        state: rest.state, down: rest.down, staticCost: rest.staticCost, sourceLatency: rest.sourceLatency, destLatency: rest.destLatency, cost: rest.cost, iteration: rest.iteration,
        connections: rest.connections,
      },
    );
    const one = await gql(server.url, RouterLinkDetailDocument, { id: ab }, server.mgmt.token);
    assert.equal(one.data?.link.sourceRouter.id, a.id);
    const missing = await gql(server.url, RouterLinkDetailDocument, { id: 'no-such-link' }, server.mgmt.token);
    assert.equal(missing.errors?.[0]?.extensions?.code, 'NOT_FOUND');
    const asUser = await gql(server.url, RouterLinksDocument, {}, dialer.client.token!);
    assert.equal(asUser.errors?.[0]?.extensions?.code, 'FORBIDDEN', 'as GraphQL refuses what only admins may read');
    assert.equal(asUser.data, null);
  });

  it('a dial on one router to a terminator on another is routed over their link: a Route on each, the egress on the last', async () => {
    const a = await router();
    const b = await router();
    const ab = unique('link-ab');
    a.peer.reportLinks([{ id: ab, destRouterId: b.id }]);
    await linkShown(ab);
    const { serviceId, bindToken, dialToken, dialSessionId } = await hostedService();
    const address = await terminator(b.peer, bindToken);
    b.peer.onRoute = () => ({ success: true, peerData: { 2000: Buffer.from('runtime') } });

    const { circuitId, ingress, peerData } = await dialed(a.peer, dialToken);
    assert.equal(peerData[2000]?.toString(), 'runtime', 'the peer data of the terminator\'s router reaches the dialer');

    const [first] = a.peer.routesFor(circuitId);
    const [last] = b.peer.routesFor(circuitId);
    assert.ok(first && last, 'each router of the path got a Route');
    assert.equal(first.egress, null, 'the dialer\'s router dials nothing');
    assert.deepEqual(forwards(first), [[ingress, ab, LINK], [ab, ingress, START]].sort());
    assert.equal(last.egress?.binding, 'edge');
    assert.equal(last.egress?.destination, address);
    const egress = last.egress!.address;
    assert.notEqual(egress, ingress);
    assert.deepEqual(forwards(last), [[egress, ab, LINK], [ab, egress, END]].sort());
    assert.equal(first.attempt, last.attempt);

    const circuit = requireOk(await fabric().get(`/circuits/${circuitId}`));
    assert.deepEqual(circuit.path.nodes.map((n: Json) => n.id), [a.id, b.id]);
    assert.deepEqual(circuit.path.links.map((l: Json) => l.id), [ab]);
    assert.equal(circuit.path.links[0]._links.self.href, `./links/${ab}`);
    const listed = requireOk(await fabric().get(`/circuits?filter=${encodeURIComponent(`service="${serviceId}"`)}`));
    assert.deepEqual(listed.map((c: Json) => c.path.nodes.map((n: Json) => n.id)), [[a.id, b.id]]);
    assert.deepEqual(requireOk(await server.mgmt.get(`/sessions/${dialSessionId}/route-path`)).routePath, [a.id, b.id]);

    // The dialing SDK closed: both routers let it go.
    a.peer.send(ContentType.Fault, Bodies.Fault.encode({ subject: FaultSubject.IngressFault, id: circuitId, iteration: 0 }));
    await circuitGone(circuitId);
    await b.peer.waitFor((f) => f.contentType === ContentType.Unroute && Bodies.Unroute.decode(f.body).circuitId === circuitId);
  });

  it('a dial fails without a path, and when a router of the path refuses its Route: the routers that took it are unrouted', async () => {
    const a = await router();
    const b = await router();
    const { serviceId, bindToken, dialToken } = await hostedService();
    await terminator(b.peer, bindToken);
    const noPath = await dial(a.peer, dialToken);
    assert.equal(noPath.contentType, ContentType.Error);
    assert.equal(noPath.body.toString(), `no path from router ${a.id} to the routers of the terminators of service ${serviceId}`);

    const ab = unique('link-ab');
    a.peer.reportLinks([{ id: ab, destRouterId: b.id }]);
    await linkShown(ab);
    b.peer.onRoute = () => ({ success: false, error: 'connection refused', errorCode: 4 });
    const refused = await dial(a.peer, dialToken);
    assert.equal(refused.contentType, ContentType.Error);
    assert.match(refused.body.toString(), new RegExp(`exceeded maximum \\[3\\] retries .*on \\[r/${b.id}\\] \\(connection refused\\)`));
    const circuitId = readString(refused.headers, MsgHeader.EdgeCircuitId)!;
    assert.equal(a.peer.routesFor(circuitId).length, 1, 'the dialer\'s router took its Route');
    await a.peer.waitFor((f) => f.contentType === ContentType.Unroute && Bodies.Unroute.decode(f.body).circuitId === circuitId);
    assert.equal(requireOk(await fabric().get(`/circuits?filter=${encodeURIComponent(`service="${serviceId}"`)}`)).length, 0);
  });

  it('paths follow link costs (latencies from metrics) and go around a no-traversal router', async () => {
    const a = await router();
    const b = await router();
    const c = await router();
    const [ab, ac, cb] = [unique('link-ab'), unique('link-ac'), unique('link-cb')];
    a.peer.reportLinks([{ id: ab, destRouterId: b.id }, { id: ac, destRouterId: c.id }]);
    c.peer.reportLinks([{ id: cb, destRouterId: b.id }]);
    // Latencies of links not registered yet are dropped (routers report them again each interval): the links first.
    for (const id of [ab, ac, cb]) await linkShown(id);
    // Measured latencies make the two hops over C far cheaper than the new direct link (65 s a side until measured).
    a.peer.reportMetrics({ [`link.${ac}.latency`]: 1_000_000 });
    c.peer.reportMetrics({ [`link.${ac}.latency`]: 1_000_000, [`link.${cb}.latency`]: 1_000_000 });
    b.peer.reportMetrics({ [`link.${cb}.latency`]: 1_000_000 });
    await pollUntil('latencies in', async () => ((await linkShown(ac)).cost === 3 && (await linkShown(cb)).cost === 3 ? true : undefined), 10_000);
    assert.equal((await linkShown(ab)).cost, NEW_LINK_COST);
    const { bindToken, dialToken } = await hostedService();
    await terminator(b.peer, bindToken);
    const over = await dialed(a.peer, dialToken);
    await circuitPath(over.circuitId, [a.id, c.id, b.id]);

    requireOk(await server.mgmt.patch(`/edge-routers/${c.id}`, { noTraversal: true }));
    const direct = await dialed(a.peer, dialToken);
    await circuitPath(direct.circuitId, [a.id, b.id]);
  });

  it('a link fault moves its circuits to the cheapest path left (three routers), tells the other router, and ends them when no path is left', async () => {
    const a = await router();
    const b = await router();
    const c = await router();
    const ab = unique('link-ab');
    const ac = unique('link-ac');
    const cb = unique('link-cb');
    a.peer.reportLinks([{ id: ab, destRouterId: b.id }, { id: ac, destRouterId: c.id }]);
    c.peer.reportLinks([{ id: cb, destRouterId: b.id }]);
    for (const id of [ab, ac, cb]) await linkShown(id);
    const { bindToken, dialToken } = await hostedService();
    const address = await terminator(b.peer, bindToken);

    // One hop is cheaper than two: A -> B directly.
    const { circuitId, ingress } = await dialed(a.peer, dialToken);
    const direct = requireOk(await fabric().get(`/circuits/${circuitId}`));
    assert.deepEqual(direct.path.nodes.map((n: Json) => n.id), [a.id, b.id]);
    const egress = b.peer.routesFor(circuitId)[0]!.egress!.address;

    // B's end of A -> B failed: the link goes, A (its other end) is told, the circuit moves over C
    // (and the change is announced).
    const sub = subscribe(server.url, EntityChangedDocument, { kinds: ['CIRCUITS', 'TERMINATORS'] }, server.mgmt.token);
    let moved: Json;
    try {
      let n = 0;
      await untilLive(sub, async () => requireOk(await server.mgmt.patch(`/terminators/${address}`, { tags: { probe: String(++n) } })), (e) => e.entityChanged.id === address);
      b.peer.reportLinkFault(ab, 1);
      const told = await a.peer.waitFor((f) => f.contentType === ContentType.Fault && Bodies.Fault.decode(f.body).id === ab);
      assert.deepEqual(Bodies.Fault.decode(told.body), { subject: FaultSubject.LinkFault, id: ab, iteration: 1 });
      await linkGone(ab);
      moved = await circuitPath(circuitId, [a.id, c.id, b.id]);
      const { event } = await sub.takeUntil((e) => e.entityChanged.id === circuitId, 10_000);
      assert.equal(event.entityChanged.action, 'updated');
    } finally {
      sub.unsubscribe();
    }
    assert.deepEqual(moved.path.links.map((l: Json) => l.id), [ac, cb]);
    const reroute = (p: RouterPeer) => p.routesFor(circuitId).find((r) => r.attempt === REROUTE_ATTEMPT);
    const [onA, onC, onB] = [reroute(a.peer), reroute(c.peer), reroute(b.peer)];
    assert.ok(onA && onC && onB, 'every router of the new path got a Route');
    assert.deepEqual(forwards(onA), [[ingress, ac, LINK], [ac, ingress, START]].sort(), 'the dialer keeps its address');
    assert.deepEqual(forwards(onC), [[ac, cb, LINK], [cb, ac, LINK]].sort());
    assert.deepEqual(forwards(onB), [[egress, cb, LINK], [cb, egress, END]].sort(), 'the terminator side keeps its address');
    assert.equal(onB.egress, null, 'the terminator stays dialed');
    assert.equal(onA.egress, null);

    // A's link to C fails too: no path is left, the circuit ends and every router of it lets it go.
    a.peer.reportLinkFault(ac, 1);
    await circuitGone(circuitId);
    for (const p of [a.peer, b.peer, c.peer]) await p.waitFor((f) => f.contentType === ContentType.Unroute && Bodies.Unroute.decode(f.body).circuitId === circuitId);
    await c.peer.waitFor((f) => f.contentType === ContentType.Fault && Bodies.Fault.decode(f.body).id === ac);
  });

  it('a router that carried a circuit leaves: the links it dialed go, and the circuit moves to another path', async () => {
    const a = await router();
    const b = await router();
    const c = await router();
    const ac = unique('link-ac');
    const cb = unique('link-cb');
    a.peer.reportLinks([{ id: ac, destRouterId: c.id }]);
    c.peer.reportLinks([{ id: cb, destRouterId: b.id }]);
    for (const id of [ac, cb]) await linkShown(id);
    const { bindToken, dialToken } = await hostedService();
    await terminator(b.peer, bindToken);
    const { circuitId } = await dialed(a.peer, dialToken);
    await circuitPath(circuitId, [a.id, c.id, b.id]);
    assert.equal(c.peer.routesFor(circuitId).length, 1, 'the transit router got its Route');

    // A direct link appears (dearer until C goes: two hops of new links cost about as much as one).
    const ab = unique('link-ab');
    a.peer.reportLinks([{ id: ab, destRouterId: b.id }]);
    await linkShown(ab);
    a.peer.reportMetrics({ [`link.${ac}.latency`]: 1_000_000 });
    c.peer.reportMetrics({ [`link.${ac}.latency`]: 1_000_000, [`link.${cb}.latency`]: 1_000_000 });
    b.peer.reportMetrics({ [`link.${cb}.latency`]: 1_000_000 });

    c.peer.close();
    await linkGone(cb);
    assert.equal((await linkShown(ac)).destRouter.id, c.id, 'the link A dialed to C stays until A reports its end');
    const moved = await circuitPath(circuitId, [a.id, b.id]);
    assert.deepEqual(moved.path.links.map((l: Json) => l.id), [ab]);
    await pollUntil('C is unhealthy to A', async () => (a.peer.peerState(c.id)?.state === PeerState.Unhealthy ? true : undefined), 10_000);
  });
});
