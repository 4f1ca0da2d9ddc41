import type { Static, TSchema } from '@sinclair/typebox';
import type { RequestCtx } from './context';
import { assertSchema, matchKeys, nullAsAbsent } from './schema-check';

/**
 * The one gate of every write. A resource's write schemas (`<resource>.schema.ts`) are the check
 * each create, replace and patch passes first, in the service, whichever API called: input is
 * read as its API wrote it (REST keys as Go clients spell them, GraphQL nulls as absence), then
 * checked against the schema (COULD_NOT_VALIDATE naming the field otherwise). What a schema can
 * not say (uniqueness, references, system entities, reserved names, rules across fields) stays
 * with the service's apply().
 *
 * The REST router leaves the bodies these schemas describe to the gate (`checkedByGate`), so a
 * body is checked once, by the same code for both APIs.
 */

/** The part of a request the gate reads: which API wrote the input. */
export type GateCtx = Pick<RequestCtx, 'source'>;

const gated = new WeakSet<TSchema>();

/** Whether a body schema is checked by a service's gate (the REST router then does not check it). */
export function checkedByGate(schema: TSchema): boolean {
  return gated.has(schema);
}

/**
 * Input as the write schema reads it: REST keys matched as Go's encoding/json matches them,
 * GraphQL nulls where the schema takes none dropped and dates as text. Other sources (the
 * configuration import, the controller itself) write what the schema says.
 */
export function readInput(ctx: GateCtx, schema: TSchema, input: unknown): unknown {
  switch (ctx.source) {
    case 'rest':
      return matchKeys(schema, input);
    case 'graphql':
    case 'ws':
      return nullAsAbsent(schema, input);
    default:
      return input;
  }
}

/** How a resource reads its input beyond what its schema says. */
export interface GateOptions {
  /**
   * Optional text fields where blank text (empty or spaces) means null, as OpenZiti stores a
   * blank optional text: clients such as its admin console send every field of a form, the
   * ones left empty as "".
   */
  blankAsNull?: readonly string[];
}

function blanksAsNull(input: unknown, fields: readonly string[] | undefined): unknown {
  if (!fields?.length || !input || typeof input !== 'object' || Array.isArray(input)) return input;
  const out: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  for (const field of fields) {
    const value = out[field];
    if (typeof value === 'string' && value.trim() === '') out[field] = null;
  }
  return out;
}

/** A compiled check of one write schema. */
export interface Check<S extends TSchema> {
  readonly schema: S;
  /** The input read as its API wrote it and checked: refused with COULD_NOT_VALIDATE otherwise. */
  (ctx: GateCtx, input: unknown): Static<S>;
}

/** The gate of one write schema: `check(ctx, input)` returns the input once it satisfies `schema`. */
export function gate<S extends TSchema>(schema: S, options: GateOptions = {}): Check<S> {
  gated.add(schema);
  const check = (ctx: GateCtx, input: unknown): Static<S> => {
    const read = blanksAsNull(readInput(ctx, schema, input), options.blankAsNull);
    assertSchema(schema, read);
    return read as Static<S>;
  };
  return Object.assign(check, { schema });
}

/** What an update passed through its gate: the input, and for a PATCH the fields it gives. */
export interface GatedUpdate<T> {
  input: T;
  /** PATCH: the fields present (nulls included); undefined for a PUT, which replaces every field. */
  fields: string[] | undefined;
}

/**
 * The gate of an update: a PUT (`fields` undefined) is checked against the replace schema, a
 * PATCH (`fields` given: the keys its API saw) against the patch schema, and its fields are the
 * keys of the input as read (a key REST matched regardless of case is the property it names; a
 * null GraphQL meant as absence is no field).
 */
export function gateUpdate<R extends TSchema, P extends TSchema>(
  replace: R,
  patch: P,
  options: GateOptions = {},
): (ctx: GateCtx, input: unknown, fields: readonly string[] | undefined) => GatedUpdate<Static<R> | Static<P>> {
  const checkReplace = gate(replace, options);
  const checkPatch = gate(patch, options);
  return (ctx, input, fields) => {
    if (fields === undefined) return { input: checkReplace(ctx, input), fields: undefined };
    const checked = checkPatch(ctx, input) as Static<P>;
    return { input: checked, fields: checked && typeof checked === 'object' ? Object.keys(checked) : [] };
  };
}
