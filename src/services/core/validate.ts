import type { EntityName, FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { fieldError } from './errors';

/** Semantic checks shared by several services (the shape of a write is checked by its gate first, see write-gate.ts). */

export function assertLength(field: string, value: string, min: number, max: number): void {
  if (value.length < min || value.length > max) {
    throw fieldError(field, `must be between ${min} and ${max} characters`, value);
  }
}

/**
 * Characters of a text that a PostgreSQL index holds (unique columns, role attribute GIN indexes).
 * An index entry takes at most about 2,700 bytes (a third of a page), and a UTF-16 code unit is at
 * most 3 bytes of UTF-8, so 800 stay below it even when PostgreSQL can not compress them.
 */
export const MAX_INDEXED_TEXT_LENGTH = 800;

export function assertRoleAttributes(field: string, attrs: string[] | null | undefined): string[] {
  const list = attrs ?? [];
  for (const a of list) {
    if (typeof a !== 'string' || a.trim() === '') throw fieldError(field, 'role attributes must be non-empty strings', a);
    if (a.startsWith('#') || a.startsWith('@')) throw fieldError(field, 'role attributes may not start with # or @', a);
    if (a.length > MAX_INDEXED_TEXT_LENGTH) throw fieldError(field, `role attributes may be at most ${MAX_INDEXED_TEXT_LENGTH} characters long`, undefined);
  }
  return [...new Set(list)];
}

// The instants a timestamp column takes through the driver: years 1 to 9999, UTC. JavaScript writes
// later years as `+010000-...` and earlier ones as `0000-...` or `-000001-...`, which PostgreSQL refuses.
const EARLIEST_STORABLE_TIME = Date.parse('0001-01-01T00:00:00.000Z');
const LATEST_STORABLE_TIME = Date.parse('9999-12-31T23:59:59.999Z');

/** Whether an instant (ms since the epoch) can be stored in a timestamp column: a number, in years 1..9999 UTC. */
export function isStorableTime(time: number): boolean {
  return Number.isFinite(time) && time >= EARLIEST_STORABLE_TIME && time <= LATEST_STORABLE_TIME;
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
  return assertUniqueNameBy(name, async (n) => (await em.count(entity, { name: n, id: { $ne: selfId } } as FilterQuery<T>)) > 0);
}

/** The same rule, with the lookup given (answered for many names at once by writes of many). */
export async function assertUniqueNameBy(name: unknown, taken: (name: string) => Promise<boolean>): Promise<string> {
  if (typeof name !== 'string') throw fieldError('name', 'name is required', name);
  assertLength('name', name.trim(), 1, 255);
  if (await taken(name)) throw fieldError('name', 'name must be unique', name);
  return name;
}

export const NUL_CHARACTER_REASON = 'must not contain the NUL character (U+0000)';
export const UNPAIRED_SURROGATE_REASON = 'must be valid Unicode: a \\ud800-\\udfff escape must be part of a surrogate pair';
const NOT_A_DOUBLE_REASON = 'must be a number within the range of a double (about ±1.8e308)';

/**
 * How deep arrays and objects may nest in request input. Far beyond any OpenZiti document (config
 * data and config type schemas nest a few levels), far below what breaks the recursive code input
 * later meets (JSON.stringify overflows the stack at a few thousand levels).
 */
export const MAX_INPUT_DEPTH = 100;

/** A UTF-16 surrogate without its partner (a JSON `\ud800` escape makes one): PostgreSQL refuses it in jsonb. */
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function textProblem(text: string): string | undefined {
  if (text.includes('\0')) return NUL_CHARACTER_REASON;
  if (UNPAIRED_SURROGATE.test(text)) return UNPAIRED_SURROGATE_REASON;
  return undefined;
}

/**
 * Where request input (a REST body or query, GraphQL variables and literals, at `root`) holds
 * what the layers behind can not store or would silently change: text (values or keys) with the
 * NUL character or an unpaired surrogate, which PostgreSQL refuses in text and jsonb; numbers
 * beyond the range of a double (`1e400` parses as Infinity, which JSON.stringify writes as null);
 * nesting deeper than MAX_INPUT_DEPTH. Both edges refuse such input up front as a 4xx. Walks with
 * a stack of its own, not recursion: it runs before any other check, on input as deep as a client likes.
 */
export function unstorableInputAt(value: unknown, root: string): { field: string; reason: string } | undefined {
  // Depth-first, in document order.
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: root, depth: 0 }];
  const at = (path: string) => path || '(root)';
  while (stack.length > 0) {
    const item = stack.pop()!;
    const v = item.value;
    if (typeof v === 'string') {
      const reason = textProblem(v);
      if (reason) return { field: at(item.path), reason };
    } else if (typeof v === 'number') {
      if (!Number.isFinite(v)) return { field: at(item.path), reason: NOT_A_DOUBLE_REASON };
    } else if (v && typeof v === 'object') {
      if (item.depth >= MAX_INPUT_DEPTH) return { field: at(item.path), reason: `nests deeper than ${MAX_INPUT_DEPTH} levels of arrays and objects` };
      const children: { value: unknown; path: string; depth: number }[] = [];
      if (Array.isArray(v)) {
        v.forEach((child, i) => children.push({ value: child, path: `${item.path}[${i}]`, depth: item.depth + 1 }));
      } else {
        for (const [key, child] of Object.entries(v)) {
          const path = item.path ? `${item.path}.${key}` : key;
          const reason = textProblem(key);
          if (reason) return { field: path, reason };
          children.push({ value: child, path, depth: item.depth + 1 });
        }
      }
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
    }
  }
  return undefined;
}

/** Throws COULD_NOT_VALIDATE naming the field where request input is unstorable (see unstorableInputAt). */
export function assertStorableInput(value: unknown, root = ''): void {
  const problem = unstorableInputAt(value, root);
  if (problem) throw fieldError(problem.field, problem.reason, undefined);
}
