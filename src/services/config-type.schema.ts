import { Type, type Static } from '@sinclair/typebox';
import { Name, Tags, updatableFields, type NullAsAbsent } from './core/write-schema';
import { gate, gateUpdate } from './core/write-gate';

/** What an administrator writes on a config type: the one description REST and GraphQL share. */

export const ConfigTypeWrite = Type.Object({
  name: Name,
  schema: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { description: 'A JSON Schema (draft-07) that the data of configs of this type must satisfy' })),
  tags: Type.Optional(Tags),
});
/** REST refuses a null schema; GraphQL may send one, which means the default ({}), as absence does. */
export type ConfigTypeInput = NullAsAbsent<Static<typeof ConfigTypeWrite>>;
export type ConfigTypeField = keyof ConfigTypeInput;
export const CONFIG_TYPE_UPDATABLE = updatableFields(ConfigTypeWrite);
/** PATCH: every field optional; REST refuses null where the write schema does (name, schema). */
export const ConfigTypePatchWrite = Type.Partial(ConfigTypeWrite);

/** The gates of config type writes (core/write-gate.ts). */
export const checkConfigTypeCreate = gate(ConfigTypeWrite);
export const checkConfigTypeUpdate = gateUpdate(ConfigTypeWrite, ConfigTypePatchWrite);
