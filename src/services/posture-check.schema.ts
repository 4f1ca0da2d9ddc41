import { Type, type Static, type TObject } from '@sinclair/typebox';
import { Attributes, Name, Nullable, Tags, patchSchemaNotNull, updatableFields } from './core/write-schema';
import { gate, gateUpdate, type GateCtx } from './core/write-gate';
import type { PostureCheckTypeId as TypeId } from '../entities/posture-check.entity';
import { OS_TYPES } from './posture-check/posture-check-types';

/**
 * What an administrator writes on a posture check: the fields every type shares, described here
 * once for REST and GraphQL, and the fields of its type (domains, macAddresses, operatingSystems,
 * process, processes + semantic, timeoutSeconds/promptOnWake/promptOnUnlock/ignoreLegacyEndpoints),
 * which depend on typeId and are validated per type by posture-check/posture-check-details.ts.
 * REST takes the type's fields beside the common ones; GraphQL in `details`.
 */

export const PostureCheckTypeId = Type.String({ description: 'OS, PROCESS, PROCESS_MULTI, DOMAIN, MAC or MFA' });

/** The fields of every type: what a PUT replaces besides the type's fields (the type itself can not change). */
export const PostureCheckCommonWrite = Type.Object({ name: Name, roleAttributes: Type.Optional(Attributes), tags: Type.Optional(Tags) });
export const POSTURE_CHECK_UPDATABLE = updatableFields(PostureCheckCommonWrite);

/** Create: the common fields and the type. */
export const PostureCheckWrite = Type.Object({ ...PostureCheckCommonWrite.properties, typeId: PostureCheckTypeId });
/** Replace: the type may be repeated (it must be the check's). */
export const PostureCheckUpdateWrite = Type.Object({ ...PostureCheckCommonWrite.properties, typeId: Type.Optional(PostureCheckTypeId) });
/** Patch: any common field (a given name is a value), and the type, which is required to read the type's fields. */
export const PostureCheckPatchWrite = Type.Object({ ...patchSchemaNotNull(PostureCheckCommonWrite, ['name']).properties, typeId: PostureCheckTypeId });

export type PostureCheckInput = Static<typeof PostureCheckWrite>;
export type PostureCheckUpdateInput = Static<typeof PostureCheckUpdateWrite>;
export type PostureCheckCommonField = keyof Static<typeof PostureCheckCommonWrite>;

/** The fields of the check's type, as they came (validated by type in the service). */
export type PostureCheckTypeFields = Record<string, unknown>;
/** A body as REST sends it: the schema's fields with those of the type beside them. */
export type WithTypeFields<T> = T & { [typeField: string]: unknown };
/** An input as GraphQL sends it: the schema's fields, and the type's fields in `details`. */
export type WithDetails<T> = T & { details?: PostureCheckTypeFields | null };

// ---- the fields of each type ----

const OsType = Type.Union(OS_TYPES.map((t) => Type.Literal(t)));
const Texts = (minItems = 0) => Type.Array(Type.String(), { minItems });
const OptionalTexts = Type.Optional(Nullable(Texts()));
const OperatingSystemWrite = Type.Object({ type: OsType, versions: OptionalTexts });
const ProcessWrite = Type.Object({ osType: OsType, path: Type.String(), hashes: OptionalTexts, signerFingerprint: Type.Optional(Nullable(Type.String())) });
const ProcessMultiItemWrite = Type.Object({ osType: OsType, path: Type.String(), hashes: OptionalTexts, signerFingerprints: OptionalTexts });
const MfaFlag = Type.Optional(Nullable(Type.Boolean()));

/**
 * The fields of each type on create and replace (OpenZiti's postureCheck<Type>Create): what the
 * gate checks beside the common fields. posture-check/posture-check-details.ts then normalizes
 * them (hashes and MAC addresses as OpenZiti keeps them) and fills in defaults.
 */
export const POSTURE_CHECK_TYPE_WRITES = {
  DOMAIN: Type.Object({ domains: Texts(1) }),
  MAC: Type.Object({ macAddresses: Texts(1) }),
  OS: Type.Object({ operatingSystems: Type.Array(OperatingSystemWrite, { minItems: 1 }) }),
  PROCESS: Type.Object({ process: ProcessWrite }),
  PROCESS_MULTI: Type.Object({
    semantic: Type.Union([Type.Literal('AllOf'), Type.Literal('AnyOf')]),
    processes: Type.Array(ProcessMultiItemWrite, { minItems: 1 }),
  }),
  MFA: Type.Object({
    timeoutSeconds: Type.Optional(Nullable(Type.Integer({ minimum: -1, description: '-1 or 0: no timeout' }))),
    promptOnWake: MfaFlag,
    promptOnUnlock: MfaFlag,
    ignoreLegacyEndpoints: MfaFlag,
  }),
} satisfies Record<TypeId, TObject>;

/**
 * The gates of posture check writes (core/write-gate.ts): the common fields first, then, once the
 * type is known, its fields (read the same way: a Go client's `{"Type": "Linux"}` is `type`).
 */
export const checkPostureCheckCreate = gate(PostureCheckWrite);
export const checkPostureCheckUpdate = gateUpdate(PostureCheckUpdateWrite, PostureCheckPatchWrite);
type TypeFieldsCheck = (ctx: GateCtx, input: unknown) => unknown;
const typeFieldChecks = {} as Record<TypeId, { full: TypeFieldsCheck; patch: TypeFieldsCheck }>;
for (const [typeId, full] of Object.entries(POSTURE_CHECK_TYPE_WRITES) as [TypeId, TObject][]) {
  // PATCH: any field of the type (the MFA type's may be null: left as they are).
  typeFieldChecks[typeId] = { full: gate(full), patch: gate(typeId === 'MFA' ? full : Type.Partial(full)) };
}
/** The type's fields of `input`, checked: all of them (create, replace) or those given (patch). */
export function checkPostureCheckTypeFields(ctx: GateCtx, typeId: TypeId, input: unknown, patch: boolean): PostureCheckTypeFields {
  return typeFieldChecks[typeId][patch ? 'patch' : 'full'](ctx, input) as PostureCheckTypeFields;
}
