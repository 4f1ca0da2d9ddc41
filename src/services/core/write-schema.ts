import { Type, type TObject, type TOptional, type TNull, type TProperties, type TSchema, type TUnion } from '@sinclair/typebox';

/**
 * The vocabulary of write schemas. Each resource's write schema (`<resource>.schema.ts`,
 * beside its service) is written once with these: the service input type is derived from it
 * (`Static<typeof …>`), its keys are the fields a PUT replaces, the REST contract serves it as
 * the create/update/patch bodies and the GraphQL input classes are checked against it.
 */

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const Tags = Nullable(
  Type.Record(Type.String(), Type.Union([Type.String(), Type.Boolean(), Type.Null()]), { description: 'User defined fields: null, string or boolean values' }),
);
export const AnyMap = Nullable(Type.Record(Type.String(), Type.Unknown()));
export const Attributes = Nullable(Type.Array(Type.String(), { description: 'Role attributes: strings loosely coupling this resource to policies' }));
export const Username = Type.String({ minLength: 4, maxLength: 100 });
export const Password = Type.String({ minLength: 5, maxLength: 100 });
export const HostingCost = Type.Integer({ minimum: 0, maximum: 65535 });
export const HostingPrecedence = Type.Union([Type.Literal('default'), Type.Literal('required'), Type.Literal('failed')]);
export const DateTime = Type.String({ format: 'date-time' });
export const Name = Type.String({ minLength: 1, maxLength: 255 });

/** The fields of a write schema: what a PUT replaces, and the order a service applies them in. */
export function updatableFields<P extends TProperties>(schema: TObject<P>): (keyof P & string)[] {
  return Object.keys(schema.properties) as (keyof P & string)[];
}

type PatchProperties<P extends TProperties> = { [K in keyof P]: TOptional<TUnion<[P[K], TNull]>> };

/**
 * The PATCH body of a write schema: every field optional, and null allowed (a PATCH with null
 * resets a field to its default, or is refused by the service where the field is required).
 */
export function patchSchema<P extends TProperties>(schema: TObject<P>): TObject<PatchProperties<P>> {
  const properties = Object.fromEntries(
    Object.entries(schema.properties).map(([key, prop]) => [key, Type.Optional(isNullable(prop) ? stripOptional(prop) : Nullable(stripOptional(prop)))]),
  );
  return Type.Object(properties) as unknown as TObject<PatchProperties<P>>;
}

function stripOptional(schema: TSchema): TSchema {
  return Type.Optional(schema, false);
}

function isNullable(schema: TSchema): boolean {
  return Array.isArray(schema.anyOf) && schema.anyOf.some((s: TSchema) => s.type === 'null');
}

/** What a PATCH may carry for a write schema's static type: any field, null included. */
export type Patch<T> = { [K in keyof T]?: T[K] | null };

/**
 * A date-time a client writes: an RFC 3339 string on the wire (the same JSON Schema as DateTime),
 * a Date where GraphQL's DateTimeISO scalar has parsed it already. Services take either.
 */
export const DateTimeInput = Type.Unsafe<string | Date>(DateTime);

/**
 * A write schema's static type as a GraphQL input carries it. GraphQL has no "optional but never
 * null": an optional field may be null there, which services treat as absent (REST refuses null
 * where the schema does). Required fields stay required and non-null.
 */
export type NullAsAbsent<T> = { [K in keyof T]: undefined extends T[K] ? T[K] | null : T[K] };

type NotNullPatchProperties<P extends TProperties, K extends keyof P> = {
  [Q in keyof P]: Q extends K ? TOptional<P[Q]> : TOptional<TUnion<[P[Q], TNull]>>;
};

/**
 * patchSchema, except for the fields named: a PATCH may leave them out, but when it gives one it
 * must be a value (null is refused by the contract, as the field's write schema refuses it).
 */
export function patchSchemaNotNull<P extends TProperties, K extends keyof P & string>(schema: TObject<P>, notNull: readonly K[]): TObject<NotNullPatchProperties<P, K>> {
  const patch = patchSchema(schema);
  const properties = Object.fromEntries(
    Object.entries(patch.properties).map(([key, prop]) => [key, (notNull as readonly string[]).includes(key) ? Type.Optional(stripOptional(schema.properties[key])) : prop]),
  );
  return Type.Object(properties) as unknown as TObject<NotNullPatchProperties<P, K>>;
}
