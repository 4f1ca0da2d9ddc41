import { ReferenceKind, type EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * An entity's data read from a raw row WITHOUT the ORM: a plain object with the entity's scalar
 * properties, converted as the ORM converts them. Not an instance (the ORM's property setters
 * and change tracking cost more than the query) and not managed: for hot read paths that only
 * present what they read; never persist one.
 */
export function detachedEntity<T extends object>(em: EntityManager, entity: EntityClass<T>, row: Record<string, unknown>): T {
  const platform = em.getPlatform();
  const out: Record<string, unknown> = {};
  for (const prop of em.getMetadata().get<T>(entity.name).props) {
    if (prop.kind !== ReferenceKind.SCALAR || prop.persist === false) continue;
    const column = prop.fieldNames?.[0];
    if (!column || !(column in row)) continue;
    const value = row[column];
    if (value == null) out[prop.name] = value;
    // The PostgreSQL driver hands timestamps over as text (the ORM parses them itself).
    else if (prop.runtimeType === 'Date') out[prop.name] = value instanceof Date ? value : new Date(value as string);
    else out[prop.name] = prop.customType ? prop.customType.convertToJSValue(value, platform) : value;
  }
  return out as T;
}
