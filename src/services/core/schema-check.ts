import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats';
import type { TSchema } from '@sinclair/typebox';
import { ValidationError, type FieldCause } from './errors';
import { isStorableTime } from './validate';

/**
 * Input checked against a JSON Schema (TypeBox), compiled once: failures are COULD_NOT_VALIDATE
 * naming the field at fault. The write gate (write-gate.ts) checks every create, replace and patch
 * with it, whichever API called; the REST router checks its other bodies with it.
 */

// verbose: errors carry the schema they failed, so a union can say what it would have taken.
const ajv = new Ajv({ allErrors: false, strict: false, coerceTypes: false, verbose: true });
addFormats(ajv);

// `date-time`: RFC 3339 as ajv-formats checks it, and an instant the services can store. RFC 3339
// takes `9999-12-31T23:59:59-23:59` (year 10000 in UTC) and `0000-01-01T00:00:00Z`, which no
// timestamp column takes, and leap seconds, which JavaScript dates can not hold.
const rfc3339 = fullFormats['date-time'];
if (typeof rfc3339 !== 'object' || rfc3339 instanceof RegExp || typeof rfc3339.validate !== 'function') throw new Error('ajv-formats has no date-time validator');
const isRfc3339 = rfc3339.validate as (s: string) => boolean;
ajv.addFormat('date-time', { type: 'string', validate: (s: string) => isRfc3339(s) && isStorableTime(Date.parse(s)) });

const compiled = new WeakMap<TSchema, ValidateFunction>();

/** Throws COULD_NOT_VALIDATE with the first field at fault when `value` does not satisfy `schema`. */
export function assertSchema(schema: TSchema, value: unknown): void {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  if (!validate(value)) throw new ValidationError([explain(validate.errors ?? [], value)]);
}

/**
 * One cause for Ajv's errors. Ajv stops at the first failing keyword (allErrors is off), so the
 * last error is the failure; a failing union (anyOf) is preceded by the errors of each of its
 * branches. A union whose every branch failed on the value's kind is told as the values or kinds
 * it takes, once ("must be one of "default", "required", "failed" or null", "must be a string, a
 * boolean or null"); otherwise the branch that came furthest into the value (the deepest error)
 * tells why (`tags.a`, not `tags`).
 */
function explain(errors: ErrorObject[], body: unknown): FieldCause {
  const last = errors[errors.length - 1];
  if (!last) return { field: '(root)', reason: '(root) is invalid', value: body };
  if (last.keyword === 'anyOf') {
    const branches = branchErrors(errors.slice(0, -1), last);
    const alternatives = Array.isArray(last.schema) ? (last.schema as TSchema[]) : [];
    if (branches.every((b) => isKindMismatch(b, last.instancePath))) {
      const described = alternatives.map(describeAlternative);
      if (described.every((d) => d !== undefined)) return cause(last, body, mustBe(described.flat()));
    }
    const deepest = branches
      .filter((b) => b.length > 0 && !isKindMismatch(b, last.instancePath))
      .reduce<ErrorObject[] | undefined>((best, b) => (!best || depth(b) > depth(best) ? b : best), undefined);
    if (deepest) return explain(deepest, body);
  }
  return cause(last, body, reason(last));
}

/** The errors of each branch of a failed anyOf, by their schema path (`…/anyOf/<i>/…`). */
function branchErrors(before: ErrorObject[], anyOf: ErrorObject): ErrorObject[][] {
  const count = Array.isArray(anyOf.schema) ? anyOf.schema.length : 0;
  return Array.from({ length: count }, (_, i) => before.filter((e) => e.schemaPath.startsWith(`${anyOf.schemaPath}/${i}/`)));
}

/** A branch that failed only on what the value is (its type, or not one of its constants), right at the union. */
function isKindMismatch(branch: ErrorObject[], at: string): boolean {
  return branch.every((e) => e.instancePath === at && ['type', 'const', 'enum', 'anyOf'].includes(e.keyword));
}

const depth = (branch: ErrorObject[]) => Math.max(...branch.map((e) => e.instancePath.split('/').length));

const KINDS: Record<string, string> = { string: 'a string', integer: 'an integer', number: 'a number', boolean: 'a boolean', object: 'an object', array: 'an array', null: 'null' };

/** What a union branch takes, as words: its constants (JSON), or its kind; undefined when it can not be said shortly. */
function describeAlternative(schema: TSchema): string[] | undefined {
  if ('const' in schema) return [JSON.stringify(schema.const)];
  if (Array.isArray(schema.enum)) return schema.enum.map((v: unknown) => JSON.stringify(v));
  if (Array.isArray(schema.anyOf)) {
    const parts = (schema.anyOf as TSchema[]).map(describeAlternative);
    return parts.every((p) => p !== undefined) ? (parts as string[][]).flat() : undefined;
  }
  return typeof schema.type === 'string' && KINDS[schema.type] ? [KINDS[schema.type]] : undefined;
}

function mustBe(alternatives: string[]): string {
  const unique = [...new Set(alternatives)];
  const list = unique.length === 1 ? unique[0] : `${unique.slice(0, -1).join(', ')} or ${unique[unique.length - 1]}`;
  const values = unique.some((a) => a.startsWith('"') || /^[\d-]/.test(a));
  return `must be ${values && unique.length > 1 ? 'one of ' : ''}${list}`;
}

function reason(e: ErrorObject): string {
  switch (e.keyword) {
    case 'required':
      return 'is required';
    case 'type':
      return KINDS[String((e.params as { type: unknown }).type)] ? `must be ${KINDS[String((e.params as { type: unknown }).type)]}` : (e.message ?? 'is invalid');
    case 'const':
      return mustBe([JSON.stringify((e.params as { allowedValue: unknown }).allowedValue)]);
    case 'enum':
      return mustBe(((e.params as { allowedValues: unknown[] }).allowedValues ?? []).map((v) => JSON.stringify(v)));
    default:
      return e.message ?? 'is invalid';
  }
}

/**
 * The cause naming a field as the services name fields: dotted keys, `[i]` for array items
 * (`processes[0].path`), `(root)` for the body itself. The value is echoed back, except a password's.
 */
function cause(e: ErrorObject, body: unknown, why: string): FieldCause {
  const keys = e.instancePath.split('/').slice(1).map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (e.keyword === 'required') keys.push(String((e.params as { missingProperty: string }).missingProperty));
  let field = '';
  let value: unknown = body;
  for (const key of keys) {
    field += Array.isArray(value) ? `[${key}]` : field ? `.${key}` : key;
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  field ||= '(root)';
  if (/password/i.test(field)) value = undefined; // never echo a password back
  return { field, reason: `${field} ${why}`, value };
}

// ---- reading input as its API wrote it ----

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

/** The declared properties of an object schema, across the branches of a union (anyOf, allOf). */
function propertiesOf(schema: TSchema | undefined): Record<string, TSchema> | undefined {
  if (!schema) return undefined;
  let found: Record<string, TSchema> | undefined = isPlainObject(schema.properties) ? { ...(schema.properties as Record<string, TSchema>) } : undefined;
  for (const branch of [...((schema.anyOf as TSchema[] | undefined) ?? []), ...((schema.allOf as TSchema[] | undefined) ?? [])]) {
    const more = propertiesOf(branch);
    if (more) found = { ...more, ...found };
  }
  return found;
}

/** The schema of a map's values (Type.Record), across union branches. */
function mapValuesOf(schema: TSchema | undefined): TSchema | undefined {
  if (!schema) return undefined;
  if (isPlainObject(schema.patternProperties)) return Object.values(schema.patternProperties as Record<string, TSchema>)[0];
  if (isPlainObject(schema.additionalProperties)) return schema.additionalProperties as TSchema;
  for (const branch of (schema.anyOf as TSchema[] | undefined) ?? []) {
    const values = mapValuesOf(branch);
    if (values) return values;
  }
  return undefined;
}

/** The schema of an array's items, across union branches. */
function itemsOf(schema: TSchema | undefined): TSchema | undefined {
  if (!schema) return undefined;
  if (isPlainObject(schema.items)) return schema.items as TSchema;
  for (const branch of (schema.anyOf as TSchema[] | undefined) ?? []) {
    const items = itemsOf(branch);
    if (items) return items;
  }
  return undefined;
}

/** Sets a key as data (a `__proto__` key of a JSON body stays a key, it never becomes a prototype). */
function put(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * A REST body's keys as OpenZiti reads them: Go's encoding/json matches a key to a struct field
 * case-insensitively when no field has the key exactly (`{"Type": "Linux"}` fills `type`), and
 * every client written in Go (the `ziti` CLI among them) relies on it. So each key of an object
 * the schema declares properties for is read as the property it names regardless of case; an
 * exact key wins over a case-insensitive one, and the keys of maps (tags, appData, config data)
 * are kept as written.
 */
export function matchKeys(schema: TSchema | undefined, value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = itemsOf(schema);
    return items ? value.map((v) => matchKeys(items, v)) : value;
  }
  if (!isPlainObject(value)) return value;
  const properties = propertiesOf(schema);
  if (!properties) {
    const values = mapValuesOf(schema);
    if (!values) return value;
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) put(out, key, matchKeys(values, v));
    return out;
  }
  const byFolded = new Map<string, string>();
  for (const name of Object.keys(properties)) if (!byFolded.has(name.toLowerCase())) byFolded.set(name.toLowerCase(), name);
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const name = Object.hasOwn(properties, key) ? key : (byFolded.get(key.toLowerCase()) ?? key);
    if (name !== key && Object.hasOwn(value, name)) continue; // the exact key is there too: it wins
    if (name !== key && Object.hasOwn(out, name)) continue; // two spellings of one field: the first is read
    put(out, name, matchKeys(properties[name], v));
  }
  return out;
}

/** Whether a schema takes null (a nullable union, null itself, or any value). */
function takesNull(schema: TSchema): boolean {
  if (schema.type === 'null') return true;
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as TSchema[]).some(takesNull);
  return schema.type === undefined && schema.const === undefined && schema.enum === undefined && schema.anyOf === undefined && schema.allOf === undefined;
}

/**
 * A GraphQL input as the write schema reads it. GraphQL has no "optional but never null": a null
 * there where the schema takes none means the field was left out. And a date-time GraphQL has
 * parsed into a Date is the RFC 3339 text REST sends. Walks the schema's objects and arrays.
 */
export function nullAsAbsent(schema: TSchema | undefined, value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? value : value.toISOString();
  if (Array.isArray(value)) {
    const items = itemsOf(schema);
    return value.map((v) => nullAsAbsent(items, v));
  }
  if (!isPlainObject(value)) return value;
  const properties = propertiesOf(schema);
  const values = properties ? undefined : mapValuesOf(schema);
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const property = properties?.[key];
    // An input class's field left unset is no field.
    if (v === undefined || (v === null && property && !takesNull(property))) continue;
    put(out, key, nullAsAbsent(property ?? values, v));
  }
  return out;
}
