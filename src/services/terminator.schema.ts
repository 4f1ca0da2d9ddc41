import { Type, type Static } from '@sinclair/typebox';
import { HostingCost, HostingPrecedence, Tags, updatableFields, type NullAsAbsent } from './core/write-schema';
import { gate, gateUpdate } from './core/write-gate';

/** What an administrator writes on a terminator: the one description REST and GraphQL share. */

/** The updatable fields (PUT); identity and identitySecret are set at create only. */
export const TerminatorWrite = Type.Object({
  service: Type.String(),
  router: Type.String(),
  binding: Type.String({ minLength: 1 }),
  address: Type.String({ minLength: 1 }),
  cost: Type.Optional(HostingCost),
  precedence: Type.Optional(HostingPrecedence),
  tags: Type.Optional(Tags),
});
/** REST refuses null for cost and precedence; GraphQL may send it, which means the default, as absence does. */
export type TerminatorInput = NullAsAbsent<Static<typeof TerminatorWrite>>;
export type TerminatorField = keyof TerminatorInput;
export const TERMINATOR_UPDATABLE = updatableFields(TerminatorWrite);
/** PATCH: every field optional; REST refuses null where the write schema does. */
export const TerminatorPatchWrite = Type.Partial(TerminatorWrite);

export const TerminatorCreateWrite = Type.Object({
  ...TerminatorWrite.properties,
  identity: Type.Optional(Type.String()),
  identitySecret: Type.Optional(Type.String({ format: 'byte', description: 'Base64; write-only' })),
});
export type TerminatorCreateInput = NullAsAbsent<Static<typeof TerminatorCreateWrite>>;
export type TerminatorCreateField = keyof TerminatorCreateInput;
export const TERMINATOR_CREATABLE = updatableFields(TerminatorCreateWrite);

/** The gates of terminator writes (core/write-gate.ts). */
export const checkTerminatorCreate = gate(TerminatorCreateWrite);
export const checkTerminatorUpdate = gateUpdate(TerminatorWrite, TerminatorPatchWrite);
