import { Type, type Static } from '@sinclair/typebox';
import { Attributes, Name, Nullable, Tags, updatableFields } from './core/write-schema';
import { gate, gateUpdate } from './core/write-gate';

/** What an administrator writes on a service: the one description REST and GraphQL share. */

/** The updatable fields (PUT); encryptionRequired is set at create only. */
export const ServiceWrite = Type.Object({
  name: Name,
  roleAttributes: Type.Optional(Attributes),
  configs: Type.Optional(Nullable(Type.Array(Type.String(), { description: 'Ids of configs, at most one of each config type' }))),
  terminatorStrategy: Type.Optional(Nullable(Type.String())),
  // At most 2^53 - 1: beyond, a JSON number is not the integer sent (and beyond 2^63 the bigint column refuses it).
  maxIdleTimeMillis: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }))),
  tags: Type.Optional(Tags),
});
export type ServiceInput = Static<typeof ServiceWrite>;
export type ServiceField = keyof ServiceInput;
export const SERVICE_UPDATABLE = updatableFields(ServiceWrite);

const EncryptionRequired = Type.Boolean({ description: 'Whether connections must be end-to-end encrypted; set at create, read-only afterwards' });

export const ServiceCreateWrite = Type.Object({ ...ServiceWrite.properties, encryptionRequired: EncryptionRequired });
export type ServiceCreateInput = Static<typeof ServiceCreateWrite>;

/**
 * The REST PUT body: the updatable fields, and encryptionRequired, which clients send back with a
 * whole service (`ziti edge update service`): the service's own value is accepted, a different
 * one refused (it is fixed at create). GraphQL's update input has no such field.
 */
export const ServiceUpdateWrite = Type.Object({
  ...ServiceWrite.properties,
  encryptionRequired: Type.Optional(Type.Boolean({ description: 'Fixed at create: the current value is accepted, a different one is refused (400 COULD_NOT_VALIDATE)' })),
});
export type ServiceUpdateInput = Static<typeof ServiceUpdateWrite>;
/** PATCH: every field optional, none nullable that the write schema does not make so. */
export const ServicePatchWrite = Type.Partial(ServiceUpdateWrite);

/** The gates of service writes (core/write-gate.ts). */
export const checkServiceCreate = gate(ServiceCreateWrite);
export const checkServiceUpdate = gateUpdate(ServiceUpdateWrite, ServicePatchWrite);
