import type { EntityName, FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { fieldError } from './errors';

/** Semantic checks shared by several services (shape is already checked at the edge). */

export function assertLength(field: string, value: string, min: number, max: number): void {
  if (value.length < min || value.length > max) {
    throw fieldError(field, `must be between ${min} and ${max} characters`, value);
  }
}

export function assertRoleAttributes(field: string, attrs: string[] | null | undefined): string[] {
  const list = attrs ?? [];
  for (const a of list) {
    if (typeof a !== 'string' || a.trim() === '') throw fieldError(field, 'role attributes must be non-empty strings', a);
    if (a.startsWith('#') || a.startsWith('@')) throw fieldError(field, 'role attributes may not start with # or @', a);
  }
  return [...new Set(list)];
}

export function assertHostingCost(field: string, value: number): void {
  if (!Number.isInteger(value) || value < 0 || value > 65535) throw fieldError(field, 'must be an integer between 0 and 65535', value);
}

/** Keeps only the keys of `input` that the caller asked to change (PATCH) or all allowed keys (PUT). */
export function pick<T extends object>(input: T, fields: readonly (keyof T)[] | undefined, allowed: readonly (keyof T)[]): Partial<T> {
  const mask = fields ? allowed.filter((f) => fields.includes(f)) : allowed;
  const out: Partial<T> = {};
  for (const f of mask) out[f] = input[f];
  return out;
}

/** A required, 1..255 character name no other entity of the same kind has; returns it. */
export async function assertUniqueName<T extends object>(em: EntityManager, entity: EntityName<T>, name: unknown, selfId: string): Promise<string> {
  if (typeof name !== 'string') throw fieldError('name', 'name is required', name);
  assertLength('name', name.trim(), 1, 255);
  if (await em.count(entity, { name, id: { $ne: selfId } } as FilterQuery<T>)) throw fieldError('name', 'name must be unique', name);
  return name;
}

/**
 * Where `value` (a request's JSON, at `path`) holds a string or key with the NUL character, which
 * PostgreSQL cannot store in text or jsonb: the field path, or undefined. Edges refuse such
 * input up front, as a 4xx, instead of letting the database fail on it.
 */
export function nulCharacterAt(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\0') ? path : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const at = nulCharacterAt(value[i], `${path}[${i}]`);
      if (at) return at;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      const field = path ? `${path}.${key}` : key;
      if (key.includes('\0')) return field;
      const at = nulCharacterAt(v, field);
      if (at) return at;
    }
  }
  return undefined;
}

export const NUL_CHARACTER_REASON = 'must not contain the NUL character (U+0000)';
