import type { EntityManager } from '@mikro-orm/postgresql';
import { fieldError } from '../core/errors';
import { MAX_INDEXED_TEXT_LENGTH } from '../core/validate';
import { textArray } from '../core/sql';
import { ENTITY_TABLES, type EntityKind } from './policy-sides';

/** A role as responses display it: `@id` roles show `@<entity name>`, attribute roles themselves. */
export interface NamedRole {
  role: string;
  name: string;
}

const ENTITY_LABELS: Record<EntityKind, string> = {
  identity: 'identity',
  service: 'service',
  'edge-router': 'edge router',
  'posture-check': 'posture check',
};

/**
 * Checks the roles of one policy field: `#all`, `#<attribute>` or `@<id>` of an existing entity of
 * the field's kind. Returns them without duplicates, in the order given.
 */
export async function validateRoles(em: EntityManager, field: string, kind: EntityKind, roles: unknown): Promise<string[]> {
  if (roles == null) return [];
  if (!Array.isArray(roles)) throw fieldError(field, 'roles must be an array of strings', roles);
  const ids: string[] = [];
  for (const role of roles) {
    if (typeof role !== 'string' || role.length < 2 || (role[0] !== '#' && role[0] !== '@')) {
      throw fieldError(field, 'roles must be #all, #<attribute> or @<id>', role);
    }
    if (role.trim() !== role) throw fieldError(field, 'roles may not start or end with white space', role);
    // Roles are indexed (GIN over their attributes and ids): an over-long one is no index entry.
    if (role.length > MAX_INDEXED_TEXT_LENGTH + 1) throw fieldError(field, `roles may be at most ${MAX_INDEXED_TEXT_LENGTH + 1} characters long`, undefined);
    if (role[0] === '@') ids.push(role.slice(1));
  }
  if (ids.length) {
    const found = new Set((await entityNames(em, kind, ids)).keys());
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined) throw fieldError(field, `no ${ENTITY_LABELS[kind]} has the id ${missing}`, `@${missing}`);
  }
  return [...new Set(roles as string[])];
}

/** Names of entities of one kind by id (one query); unknown ids are absent. */
export async function entityNames(em: EntityManager, kind: EntityKind, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const { table, scope } = ENTITY_TABLES[kind];
  const rows = await em.execute<{ id: string; name: string }[]>(
    `select e."id", e."name" from "${table}" e where ${scope} and e."id" = any(?::text[])`,
    [textArray([...new Set(ids)])],
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The `...RolesDisplay` of roles, given the names of the entities their `@id` roles name. */
export function displayRoles(roles: string[], names: Map<string, string>): NamedRole[] {
  return roles.map((role) => (role.startsWith('@') ? { role, name: `@${names.get(role.slice(1)) ?? role.slice(1)}` } : { role, name: role }));
}

/** Ids named by the `@id` roles of several role lists. */
export function idsOfRoles(lists: string[][]): string[] {
  return [...new Set(lists.flatMap((roles) => roles.filter((r) => r.startsWith('@')).map((r) => r.slice(1))))];
}
