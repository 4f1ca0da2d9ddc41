import { ReferenceKind, type EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * An entity read from a raw row WITHOUT registering it with the EntityManager: its scalar
 * properties converted as the ORM converts them, nothing tracked. For hot read paths (client
 * service lists, sessions) where the ORM's merge costs more than the query; never flush one.
 */
export function detachedEntity<T extends object>(em: EntityManager, entity: EntityClass<T>, row: Record<string, unknown>): T {
  const platform = em.getPlatform();
  const out = Object.create(entity.prototype) as Record<string, unknown>;
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
