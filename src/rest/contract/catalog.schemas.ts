import { Type } from '@sinclair/typebox';
import { Attributes, BaseEntity, EntityRef, Nullable, Tags } from './schemas';

/** Wire shapes of config types, configs, services, terminators and identity service configs. */

const JsonObject = Type.Record(Type.String(), Type.Unknown());

// ---- config types ----
export const ConfigTypeDetail = Type.Object({ ...BaseEntity, name: Type.String(), schema: JsonObject });
const ConfigTypeWritable = {
  name: Type.String({ minLength: 1, maxLength: 255 }),
  schema: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { description: 'A JSON Schema (draft-07) that the data of configs of this type must satisfy' })),
  tags: Type.Optional(Tags),
};
export const ConfigTypeCreate = Type.Object(ConfigTypeWritable);
export const ConfigTypeUpdate = Type.Object(ConfigTypeWritable);
export const ConfigTypePatch = Type.Partial(Type.Object(ConfigTypeWritable));

// ---- configs ----
export const ConfigDetail = Type.Object({ ...BaseEntity, name: Type.String(), configTypeId: Type.String(), configType: EntityRef, data: JsonObject });
const ConfigName = Type.String({ minLength: 1, maxLength: 255 });
const ConfigData = Type.Record(Type.String(), Type.Unknown(), { description: 'Data matching the schema of the config type' });
export const ConfigCreate = Type.Object({ name: ConfigName, configTypeId: Type.String(), data: ConfigData, tags: Type.Optional(Tags) });
export const ConfigUpdate = Type.Object({ name: ConfigName, data: ConfigData, tags: Type.Optional(Tags) });
export const ConfigPatch = Type.Partial(ConfigUpdate);

// ---- services ----
const DialBind = Type.Union([Type.Literal('Dial'), Type.Literal('Bind')]);
export const PolicyPostureQueries = Type.Object({
  policyId: Type.String(),
  policyType: Type.Optional(DialBind),
  isPassing: Type.Boolean(),
  postureQueries: Type.Array(Type.Unknown()),
});
export const ServiceDetail = Type.Object({
  ...BaseEntity,
  name: Type.String(),
  roleAttributes: Attributes,
  configs: Type.Array(Type.String()),
  config: Type.Record(Type.String(), JsonObject, { description: 'Config data by config type name' }),
  terminatorStrategy: Type.String(),
  encryptionRequired: Type.Boolean(),
  maxIdleTimeMillis: Type.Integer(),
  permissions: Type.Array(DialBind),
  postureQueries: Type.Array(PolicyPostureQueries),
});
const ServiceWritable = {
  name: Type.String({ minLength: 1, maxLength: 255 }),
  roleAttributes: Type.Optional(Attributes),
  configs: Type.Optional(Nullable(Type.Array(Type.String(), { description: 'Ids of configs, at most one of each config type' }))),
  terminatorStrategy: Type.Optional(Nullable(Type.String())),
  maxIdleTimeMillis: Type.Optional(Nullable(Type.Integer({ minimum: 0 }))),
  tags: Type.Optional(Tags),
};
const EncryptionRequired = Type.Boolean({ description: 'Whether connections must be end-to-end encrypted; set at create, read-only afterwards' });
export const ServiceCreate = Type.Object({ ...ServiceWritable, encryptionRequired: EncryptionRequired });
export const ServiceUpdate = Type.Object({ ...ServiceWritable, encryptionRequired: Type.Optional(EncryptionRequired) });
export const ServicePatch = Type.Partial(ServiceUpdate);

// ---- terminators ----
const Cost = Type.Integer({ minimum: 0, maximum: 65535 });
const Precedence = Type.Union([Type.Literal('default'), Type.Literal('required'), Type.Literal('failed')]);
export const TerminatorDetail = Type.Object({
  ...BaseEntity,
  serviceId: Type.String(),
  service: EntityRef,
  routerId: Type.String(),
  router: EntityRef,
  binding: Type.String(),
  address: Type.String(),
  identity: Type.String(),
  cost: Cost,
  dynamicCost: Cost,
  precedence: Precedence,
});
const TerminatorWritable = {
  service: Type.String(),
  router: Type.String(),
  binding: Type.String({ minLength: 1 }),
  address: Type.String({ minLength: 1 }),
  cost: Type.Optional(Cost),
  precedence: Type.Optional(Precedence),
  tags: Type.Optional(Tags),
};
export const TerminatorCreate = Type.Object({
  ...TerminatorWritable,
  identity: Type.Optional(Type.String()),
  identitySecret: Type.Optional(Type.String({ format: 'byte', description: 'Base64; write-only' })),
});
export const TerminatorUpdate = Type.Object(TerminatorWritable);
export const TerminatorPatch = Type.Partial(TerminatorUpdate);

// ---- identity service configs ----
export const ServiceConfigDetail = Type.Object({ serviceId: Type.String(), service: EntityRef, configId: Type.String(), config: EntityRef });
export const ServiceConfigPairs = Type.Array(Type.Object({ serviceId: Type.String(), configId: Type.String() }));
