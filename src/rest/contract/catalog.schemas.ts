import { Type } from '@sinclair/typebox';
import { BaseEntity, EntityRef } from './schemas';
import { Attributes, HostingCost, HostingPrecedence } from '../../services/core/write-schema';
import { ConfigTypePatchWrite, ConfigTypeWrite } from '../../services/config-type.schema';
import { ConfigCreateWrite, ConfigPatchWrite, ConfigWrite, ServiceConfigPairsWrite } from '../../services/config.schema';
import { ServiceCreateWrite, ServicePatchWrite, ServiceUpdateWrite } from '../../services/service.schema';
import { TerminatorCreateWrite, TerminatorPatchWrite, TerminatorWrite } from '../../services/terminator.schema';

/** Wire shapes of config types, configs, services, terminators and identity service configs. */

const JsonObject = Type.Record(Type.String(), Type.Unknown());

// ---- config types ----
export const ConfigTypeDetail = Type.Object({ ...BaseEntity, name: Type.String(), schema: JsonObject });
export const ConfigTypeCreate = ConfigTypeWrite;
export const ConfigTypeUpdate = ConfigTypeWrite;
export const ConfigTypePatch = ConfigTypePatchWrite;

// ---- configs ----
export const ConfigDetail = Type.Object({ ...BaseEntity, name: Type.String(), configTypeId: Type.String(), configType: EntityRef, data: JsonObject });
export const ConfigCreate = ConfigCreateWrite;
export const ConfigUpdate = ConfigWrite;
export const ConfigPatch = ConfigPatchWrite;

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
export const ServiceCreate = ServiceCreateWrite;
export const ServiceUpdate = ServiceUpdateWrite;
export const ServicePatch = ServicePatchWrite;

// ---- terminators ----
export const TerminatorDetail = Type.Object({
  ...BaseEntity,
  serviceId: Type.String(),
  service: EntityRef,
  routerId: Type.String(),
  router: EntityRef,
  binding: Type.String(),
  address: Type.String(),
  identity: Type.String(),
  cost: HostingCost,
  dynamicCost: HostingCost,
  precedence: HostingPrecedence,
});
export const TerminatorCreate = TerminatorCreateWrite;
export const TerminatorUpdate = TerminatorWrite;
export const TerminatorPatch = TerminatorPatchWrite;

// ---- identity service configs ----
export const ServiceConfigDetail = Type.Object({ serviceId: Type.String(), service: EntityRef, configId: Type.String(), config: EntityRef });
export const ServiceConfigPairs = ServiceConfigPairsWrite;
