import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { TSchema } from '@sinclair/typebox';
import { ValidationError, type FieldCause } from '../services/core/errors';

const ajv = new Ajv({ allErrors: false, strict: false, coerceTypes: false });
addFormats(ajv);

const cache = new WeakMap<TSchema, ValidateFunction>();

/** Validates a request body against its contract schema; failures become COULD_NOT_VALIDATE with a field cause. */
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
