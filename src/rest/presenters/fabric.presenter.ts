import type { Static } from '@sinclair/typebox';
import type * as F from '../contract/fabric.schemas';
import type { Router, Service, Terminator } from '../../entities';
import { interfacesOf, listenerAddressesOf, versionInfoOf } from '../../services/router/connection-view';
import { baseFields, entityRef } from '../envelope';
import type { CircuitView } from '../../services/router/circuit.service';
import type { LinkView } from '../../services/router/router-link.service';
import { presentTerminator } from './terminator.presenter';

/** A router as the fabric API shows it: its connection (listeners, version) while it is connected. */
export function presentFabricRouter(r: Router): Static<typeof F.FabricRouterDetail> {
  const versionInfo = versionInfoOf(r);
  return {
    ...baseFields('routers', r, ['terminators']),
    name: r.name,
    // Required by the spec as a string: empty until the router has enrolled.
    fingerprint: r.fingerprint ?? '',
    connected: r.isOnline,
    cost: r.cost,
    noTraversal: r.noTraversal,
    disabled: r.disabled,
    listenerAddresses: listenerAddressesOf(r),
    // As OpenZiti: only a connected router has a version.
    ...(versionInfo ? { versionInfo: { version: versionInfo.version, revision: versionInfo.revision, buildDate: versionInfo.buildDate, os: versionInfo.os, arch: versionInfo.arch } } : {}),
    interfaces: interfacesOf(r),
    // Routers dial this controller; none is dialed by it, so no router names control listeners.
    ctrlChanListeners: {},
  };
}

export function presentFabricService(s: Service): Static<typeof F.FabricServiceDetail> {
  return {
    ...baseFields('services', s, ['terminators']),
    name: s.name,
    terminatorStrategy: s.terminatorStrategy,
    maxIdleTimeMillis: s.maxIdleTimeMillis,
  };
}

/** Expects the service and router loaded (as the terminator service returns them). */
export function presentFabricTerminator(t: Terminator): Static<typeof F.FabricTerminatorDetail> {
  const { identity, ...common } = presentTerminator(t);
  return {
    ...common,
    // The fabric's name for the hosting instance; the host is the identity whose SDK binds it.
    instanceId: identity,
    hostId: t.hostId,
  };
}


/**
 * A circuit: the session that dialed (clientId), its service, terminator and the routers of its
 * path. As OpenZiti: links to its terminator and service, and a deleted service named `<deleted>`.
 */
export function presentFabricCircuit(c: CircuitView): Static<typeof F.CircuitDetail> {
  return {
    ...baseFields('circuits', { ...c, tags: c.tags as Record<string, string> }, ['terminators', 'services']),
    clientId: c.clientId,
    service: entityRef('services', c.service.id, c.service.deleted ? '<deleted>' : c.service.name),
    terminator: entityRef('terminators', c.terminator.id, c.terminator.name),
    path: { nodes: c.path.map((r) => entityRef('routers', r.id, r.name)), links: c.links.map((id) => entityRef('links', id, id)) },
  };
}

/** A link between two routers (OpenZiti's linkDetail: no base entity fields; latencies in ns). */
export function presentFabricLink(l: LinkView): Static<typeof F.LinkDetail> {
  return {
    id: l.id,
    protocol: l.protocol,
    sourceRouter: entityRef('routers', l.sourceRouter.id, l.sourceRouter.name),
    destRouter: entityRef('routers', l.destRouter.id, l.destRouter.name),
    state: l.state,
    down: l.down,
    staticCost: l.staticCost,
    sourceLatency: l.sourceLatency,
    destLatency: l.destLatency,
    cost: l.cost,
    iteration: l.iteration,
    connections: l.connections,
  };
}
