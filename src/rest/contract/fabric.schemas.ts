import { Type } from '@sinclair/typebox';
import { BaseEntity, EntityRef, HostingCost, HostingPrecedence } from './schemas';

/**
 * Wire shapes of the fabric management API (/fabric/v1): the overlay as OpenZiti's fabric shows
 * it. Routers here are every router with its connection (connected, the link listeners it
 * reported, its version and interfaces); services and terminators carry only their fabric fields.
 */

export const RouterListenerAddress = Type.Object({ address: Type.String(), protocol: Type.String() });

export const FabricVersionInfo = Type.Object({ version: Type.String(), revision: Type.String(), buildDate: Type.String(), os: Type.String(), arch: Type.String() });

export const RouterInterface = Type.Object({
  name: Type.String(),
  hardwareAddress: Type.String(),
  mtu: Type.Integer({ minimum: 0 }),
  index: Type.Integer({ minimum: 0 }),
  isUp: Type.Boolean(),
  isRunning: Type.Boolean(),
  isLoopback: Type.Boolean(),
  isBroadcast: Type.Boolean(),
  isMulticast: Type.Boolean(),
  addresses: Type.Array(Type.String()),
});

export const FabricRouterDetail = Type.Object({
  ...BaseEntity,
  name: Type.String(),
  fingerprint: Type.String({ description: 'Empty until the router has enrolled' }),
  connected: Type.Boolean({ description: 'Connected over the control channel to a live controller instance' }),
  cost: HostingCost,
  noTraversal: Type.Boolean(),
  disabled: Type.Boolean(),
  listenerAddresses: Type.Array(RouterListenerAddress, { description: 'The link listeners the connected router reported; empty while it is not connected' }),
  versionInfo: Type.Optional(FabricVersionInfo),
  interfaces: Type.Array(RouterInterface, { description: 'The network interfaces the router last reported' }),
  ctrlChanListeners: Type.Record(Type.String(), Type.Array(Type.String())),
});

export const FabricServiceDetail = Type.Object({
  ...BaseEntity,
  name: Type.String(),
  terminatorStrategy: Type.String(),
  maxIdleTimeMillis: Type.Integer(),
});

export const FabricTerminatorDetail = Type.Object({
  ...BaseEntity,
  serviceId: Type.String(),
  service: EntityRef,
  routerId: Type.String(),
  router: EntityRef,
  binding: Type.String(),
  address: Type.String(),
  instanceId: Type.String(),
  cost: HostingCost,
  precedence: HostingPrecedence,
  dynamicCost: HostingCost,
  hostId: Type.String(),
});

export const LinkDetail = Type.Object({
  id: Type.String(),
  protocol: Type.String(),
  sourceRouter: EntityRef,
  destRouter: EntityRef,
  state: Type.String(),
  down: Type.Boolean(),
  staticCost: Type.Integer(),
  sourceLatency: Type.Integer(),
  destLatency: Type.Integer(),
  cost: Type.Integer(),
  iteration: Type.Integer(),
  connections: Type.Array(Type.Object({ type: Type.String(), source: Type.String(), dest: Type.String() })),
});

export const CircuitDetail = Type.Object({
  ...BaseEntity,
  clientId: Type.String(),
  service: EntityRef,
  terminator: EntityRef,
  path: Type.Object({ nodes: Type.Array(EntityRef), links: Type.Array(EntityRef) }),
});

/** DELETE /circuits/{id}: `immediate` unroutes at once (OpenZiti's routers otherwise let the circuit drain). */
export const CircuitDelete = Type.Object({ immediate: Type.Optional(Type.Boolean()) });
