import { Type, type Static } from '@sinclair/typebox';
import { Name, Tags, updatableFields } from './core/write-schema';
import { gate, gateUpdate } from './core/write-gate';

/** What an administrator writes on a config: the one description REST and GraphQL share. */

const ConfigData = Type.Record(Type.String(), Type.Unknown(), { description: 'Data matching the schema of the config type' });

/** The updatable fields (PUT); the config type is fixed at create. */
export const ConfigWrite = Type.Object({
  name: Name,
  data: ConfigData,
  tags: Type.Optional(Tags),
});
export type ConfigInput = Static<typeof ConfigWrite>;
export type ConfigField = keyof ConfigInput;
export const CONFIG_UPDATABLE = updatableFields(ConfigWrite);
/** PATCH: every field optional, none nullable that the write schema does not make so. */
export const ConfigPatchWrite = Type.Partial(ConfigWrite);

export const ConfigCreateWrite = Type.Object({
  name: ConfigWrite.properties.name,
  configTypeId: Type.String(),
  data: ConfigWrite.properties.data,
  tags: ConfigWrite.properties.tags,
});
export type ConfigCreateInput = Static<typeof ConfigCreateWrite>;

/** The gates of config writes (core/write-gate.ts). */
export const checkConfigCreate = gate(ConfigCreateWrite);
export const checkConfigUpdate = gateUpdate(ConfigWrite, ConfigPatchWrite);

/** An identity's override of a service's config (`/identities/{id}/service-configs`, GraphQL `addIdentityServiceConfigs`). */
export const ServiceConfigPairWrite = Type.Object({ serviceId: Type.String(), configId: Type.String() });
export type ServiceConfigPair = Static<typeof ServiceConfigPairWrite>;
export const ServiceConfigPairsWrite = Type.Array(ServiceConfigPairWrite);
