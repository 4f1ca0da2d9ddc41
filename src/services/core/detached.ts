import { ReferenceKind, type EntityClass, type EntityMetadata } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/** How one column of a row becomes a property (made once per entity and platform). */
interface ColumnPlan {
  column: string;
  name: string;
  convert: ((value: unknown) => unknown) | undefined;
}

const plans = new WeakMap<EntityMetadata, { platform: unknown; columns: ColumnPlan[] }>();

function planOf(em: EntityManager, meta: EntityMetadata): ColumnPlan[] {
  const platform = em.getPlatform();
  const known = plans.get(meta);
  if (known && known.platform === platform) return known.columns;
  const columns: ColumnPlan[] = [];
  for (const prop of meta.props) {
    if (prop.kind !== ReferenceKind.SCALAR || prop.persist === false) continue;
    const column = prop.fieldNames?.[0];
    if (!column) continue;
    const customType = prop.customType;
    columns.push({
      column,
      name: prop.name,
      // The PostgreSQL driver hands timestamps over as text (the ORM parses them itself).
      convert: prop.runtimeType === 'Date'
        ? (value) => (value instanceof Date ? value : new Date(value as string))
        : customType ? (value) => customType.convertToJSValue(value, platform) : undefined,
    });
  }
  plans.set(meta, { platform, columns });
  return columns;
}

/**
 * An entity's data read from a raw row WITHOUT the ORM: a plain object with the entity's scalar
 * properties, converted as the ORM converts them. Not an instance (the ORM's property setters
 * and change tracking cost more than the query) and not managed: for hot read paths that only
 * present what they read; never persist one.
 */
export function detachedEntity<T extends object>(em: EntityManager, entity: EntityClass<T>, row: Record<string, unknown>): T {
  const out: Record<string, unknown> = {};
  for (const { column, name, convert } of planOf(em, em.getMetadata().get<T>(entity.name) as EntityMetadata)) {
    if (!(column in row)) continue;
    const value = row[column];
    out[name] = value == null || !convert ? value : convert(value);
  }
  return out as T;
}
