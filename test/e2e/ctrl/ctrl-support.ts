// Steps the control-channel tests share: a router enrolled as a real one is, waiting for what
// the API shows of its connection, and the people, services and sessions of a bind and a dial.
import assert from 'node:assert/strict';
import type { TestServer } from '../../support/server';
import { requireOk } from '../../support/rest-client';
import { pollUntil } from '../../support/poll';
import type { PeerIdentity, RouterPeer } from '../../support/router-peer';
import { createEnrolledRouter } from '../trust/routers-support';
import { createService, createUser, unique, type User } from '../../support/fixtures';
import { ContentType, CreateTerminatorResult } from '../../../src/ctrl/wire/messages';
import { gql, requireData } from '../../support/gql-client';
import { CircuitDocument } from '../../graphql/generated';
import { MsgHeader, readString } from '../../../src/ctrl/wire/headers';
import type { Frame } from '../../../src/ctrl/wire/frame';

/** Creates a router under `segment` and enrolls it: what a TS router peer connects with. */
export async function enrolledRouter(server: TestServer, segment: 'edge-routers' | 'transit-routers' = 'edge-routers'): Promise<PeerIdentity> {
  const r = await createEnrolledRouter(server, segment);
  return { id: r.id, certPem: r.client.certPem, keyPem: r.client.keyPem };
}

/**
 * Waits until `server` shows the router online (an edge router: with its edge sync done, so
 * what its ClientHello reported is in) or offline; answers its detail.
 */
export function routerOnline(server: TestServer, id: string, online: boolean, opts: { segment?: string; timeoutMs?: number } = {}) {
  const segment = opts.segment ?? 'edge-routers';
  return pollUntil(`router ${id} ${online ? 'online' : 'offline'} on ${server.url}`, async () => {
    const r = requireOk(await server.mgmt.get(`/${segment}/${id}`));
    return r.isOnline === online && (!online || segment !== 'edge-routers' || r.syncStatus === 'SYNC_DONE') ? r : undefined;
  }, opts.timeoutMs ?? 10_000);
}

/** An SDK that binds services and one that dials them, both allowed on `routerIds` (an edge router policy). */
export async function hostAndDialer(server: TestServer, routerIds: string[]): Promise<{ host: User; dialer: User }> {
  const host = await createUser(server);
  const dialer = await createUser(server);
  requireOk(await server.mgmt.post('/edge-router-policies', {
    name: unique('erp'), semantic: 'AnyOf', identityRoles: [`@${host.id}`, `@${dialer.id}`], edgeRouterRoles: routerIds.map((id) => `@${id}`),
  }), 201);
  return { host, dialer };
}

/** A service the host may bind and the dialer may dial through `routerIds`, with the host's Bind session. */
export async function hostedService(server: TestServer, routerIds: string[], people: { host: User; dialer: User }) {
  const serviceId = await createService(server, { encryptionRequired: false });
  requireOk(await server.mgmt.post('/service-policies', { name: unique('bind'), type: 'Bind', semantic: 'AnyOf', identityRoles: [`@${people.host.id}`], serviceRoles: [`@${serviceId}`] }), 201);
  requireOk(await server.mgmt.post('/service-policies', { name: unique('dial'), type: 'Dial', semantic: 'AnyOf', identityRoles: [`@${people.dialer.id}`], serviceRoles: [`@${serviceId}`] }), 201);
  requireOk(await server.mgmt.post('/service-edge-router-policies', { name: unique('serp'), semantic: 'AnyOf', serviceRoles: [`@${serviceId}`], edgeRouterRoles: routerIds.map((id) => `@${id}`) }), 201);
  const bind = requireOk(await people.host.client.post('/sessions', { serviceId, type: 'Bind' }), 201) as { id: string; token: string };
  return { serviceId, bindToken: bind.token, bindSessionId: bind.id };
}

/** The dialer's Dial session for a service. */
export async function dialSession(dialer: User, serviceId: string): Promise<{ id: string; token: string }> {
  return requireOk(await dialer.client.post('/sessions', { serviceId, type: 'Dial' }), 201) as { id: string; token: string };
}

/** The circuit a CreateCircuitV2 reply names (failing on an edge Error). */
export function circuitIdOf(reply: Frame): string {
  assert.equal(reply.contentType, ContentType.CreateCircuitV2Response, `the dial failed: ${reply.body.toString()}`);
  const id = readString(reply.headers, MsgHeader.SessionTokenOrCircuitId);
  assert.ok(id, 'the reply names its circuit');
  return id;
}

export const fabricOf = (server: TestServer) => server.mgmt.on('fabric');

/** The instance that owns a circuit, as GraphQL on `server` shows it. */
export async function ownerOf(server: TestServer, circuitId: string): Promise<string> {
  return requireData(await gql(server.url, CircuitDocument, { id: circuitId }, server.mgmt.token)).circuit.controllerId;
}

/** Waits until `server` no longer shows the circuit. */
export async function circuitGone(server: TestServer, circuitId: string): Promise<void> {
  await pollUntil(`circuit ${circuitId} gone on ${server.url}`, async () => ((await fabricOf(server).get(`/circuits/${circuitId}`)).status === 404 ? true : undefined), 30_000);
}

/** Creates a terminator for the host through a router's connection to one instance. */
export async function bindThrough(peer: RouterPeer, hosting: { bindToken: string }, host: User): Promise<string> {
  const terminatorId = unique('term');
  const res = await peer.createTerminator({ address: terminatorId, sessionToken: hosting.bindToken, apiSessionToken: host.client.token! });
  assert.equal(res.result, CreateTerminatorResult.Success, res.msg);
  return terminatorId;
}

/** Dials for the dialer through a router's connection to one instance (the peer answers its Route with success). */
export async function dialThrough(peer: RouterPeer, session: { token: string }, dialer: User): Promise<string> {
  peer.onRoute = () => ({ success: true });
  return circuitIdOf(await peer.createCircuit({ sessionToken: session.token, apiSessionToken: dialer.client.token! }));
}
