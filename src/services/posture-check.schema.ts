import { Type, type Static } from '@sinclair/typebox';
import { Attributes, Name, Tags, patchSchemaNotNull, updatableFields } from './core/write-schema';

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
