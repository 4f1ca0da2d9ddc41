import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats';
import type { TSchema } from '@sinclair/typebox';
import { ValidationError, fieldError, type FieldCause } from '../services/core/errors';
import { isStorableTime } from '../services/core/validate';

const ajv = new Ajv({ allErrors: false, strict: false, coerceTypes: false });
addFormats(ajv);

// `date-time`: RFC 3339 as ajv-formats checks it, and an instant the services can store. RFC 3339
// takes `9999-12-31T23:59:59-23:59` (year 10000 in UTC) and `0000-01-01T00:00:00Z`, which no
// timestamp column takes, and leap seconds, which JavaScript dates can not hold.
const rfc3339 = fullFormats['date-time'];
if (typeof rfc3339 !== 'object' || rfc3339 instanceof RegExp || typeof rfc3339.validate !== 'function') throw new Error('ajv-formats has no date-time validator');
const isRfc3339 = rfc3339.validate as (s: string) => boolean;
ajv.addFormat('date-time', { type: 'string', validate: (s: string) => isRfc3339(s) && isStorableTime(Date.parse(s)) });

const cache = new WeakMap<TSchema, ValidateFunction>();

/**
 * Validates a request body against its contract schema; failures become COULD_NOT_VALIDATE with a
 * field cause. The router has refused unstorable input (assertStorableInput) before.
 */
export function validateBody(schema: TSchema, body: unknown): void {
  let fn = cache.get(schema);
  if (!fn) {
    fn = ajv.compile(schema);
    cache.set(schema, fn);
  }
  if (!fn(body)) throw new ValidationError((fn.errors ?? []).map((e) => toFieldCause(e, body)));
}

function toFieldCause(e: ErrorObject, body: unknown): FieldCause {
  const path = e.instancePath.split('/').filter(Boolean);
  if (e.keyword === 'required') path.push(String((e.params as { missingProperty: string }).missingProperty));
  const field = path.join('.') || '(root)';
  let value: unknown = body;
  for (const p of path) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[p] : undefined;
  if (/password/i.test(field)) value = undefined; // never echo a password back
  const reason = e.keyword === 'required' ? `${field} is required` : `${field} ${e.message ?? 'is invalid'}`;
  return { field, reason, value };
}
