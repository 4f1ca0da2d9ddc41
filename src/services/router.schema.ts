import { Type, type Static } from '@sinclair/typebox';
import { AnyMap, Attributes, HostingCost, Name, Nullable, Tags, patchSchema, patchSchemaNotNull, updatableFields } from './core/write-schema';
import { gate, gateUpdate } from './core/write-gate';

/**
 * What an administrator writes on routers: every router (/routers, /transit-routers) and edge
 * routers, which add their edge part. The one description REST and GraphQL share.
 */

export const RouterWrite = Type.Object({
  name: Name,
  cost: Type.Optional(Nullable(HostingCost)),
  noTraversal: Type.Optional(Nullable(Type.Boolean())),
  disabled: Type.Optional(Nullable(Type.Boolean())),
  tags: Type.Optional(Tags),
});
export type RouterInput = Static<typeof RouterWrite>;
export const ROUTER_UPDATABLE = updatableFields(RouterWrite);
export const RouterPatchWrite = patchSchema(RouterWrite);

export const EdgeRouterWrite = Type.Object({
  ...RouterWrite.properties,
  roleAttributes: Type.Optional(Attributes),
  isTunnelerEnabled: Type.Optional(Type.Boolean()),
  appData: Type.Optional(AnyMap),
});
export type EdgeRouterInput = Static<typeof EdgeRouterWrite>;
export type EdgeRouterField = keyof EdgeRouterInput;
export const EDGE_ROUTER_UPDATABLE = updatableFields(EdgeRouterWrite);
/** isTunnelerEnabled, when a PATCH gives it, is a boolean (as on create and replace). */
export const EdgeRouterPatchWrite = patchSchemaNotNull(EdgeRouterWrite, ['isTunnelerEnabled']);

/** The gates of router writes (core/write-gate.ts). */
export const checkRouterCreate = gate(RouterWrite);
export const checkRouterUpdate = gateUpdate(RouterWrite, RouterPatchWrite);
export const checkEdgeRouterCreate = gate(EdgeRouterWrite);
export const checkEdgeRouterUpdate = gateUpdate(EdgeRouterWrite, EdgeRouterPatchWrite);
