import { Type, type Static } from '@sinclair/typebox';
import { AnyMap, Attributes, HostingCost, HostingPrecedence, Name, Nullable, Tags, patchSchema, updatableFields } from './core/write-schema';
import { gate, gateUpdate } from './core/write-gate';
import { MAX_INDEXED_TEXT_LENGTH } from './core/validate';

/** What an administrator writes on an identity: the one description REST and GraphQL share. */

export const IdentityTypeName = Type.Union(['User', 'Device', 'Service', 'Router', 'Default'].map((t) => Type.Literal(t)));

export const IdentityWrite = Type.Object({
  name: Name,
  type: IdentityTypeName,
  isAdmin: Type.Boolean(),
  roleAttributes: Type.Optional(Attributes),
  tags: Type.Optional(Tags),
  appData: Type.Optional(AnyMap),
  defaultHostingCost: Type.Optional(Nullable(HostingCost)),
  defaultHostingPrecedence: Type.Optional(Nullable(HostingPrecedence)),
  serviceHostingCosts: Type.Optional(Nullable(Type.Record(Type.String(), HostingCost))),
  serviceHostingPrecedences: Type.Optional(Nullable(Type.Record(Type.String(), HostingPrecedence))),
  // Unique, so indexed: at most what an index entry holds.
  externalId: Type.Optional(Nullable(Type.String({ maxLength: MAX_INDEXED_TEXT_LENGTH }))),
  authPolicyId: Type.Optional(Nullable(Type.String())),
});
export type IdentityInput = Static<typeof IdentityWrite>;
export type IdentityField = keyof IdentityInput;
export const IDENTITY_UPDATABLE = updatableFields(IdentityWrite);
export const IdentityPatchWrite = patchSchema(IdentityWrite);

/** `enrollment` of an identity create: `{ott: true}`, `{ottca: "<caId>"}`, `{updb: "<username>"}` (several may be given). */
export const IdentityEnrollmentWrite = Type.Object({
  ott: Type.Optional(Nullable(Type.Boolean())),
  ottca: Type.Optional(Nullable(Type.String({ description: 'The id of the CA whose certificates may redeem the enrollment' }))),
  updb: Type.Optional(Nullable(Type.String({ description: 'The username the identity will log in with' }))),
});
export type IdentityEnrollmentRequest = Static<typeof IdentityEnrollmentWrite>;

export const IdentityCreateWrite = Type.Object({ ...IdentityWrite.properties, enrollment: Type.Optional(Nullable(IdentityEnrollmentWrite)) });
export type IdentityCreateInput = Static<typeof IdentityCreateWrite>;

/** The gates of identity writes (core/write-gate.ts). */
export const checkIdentityCreate = gate(IdentityCreateWrite);
export const checkIdentityUpdate = gateUpdate(IdentityWrite, IdentityPatchWrite);
